/**
 * The images Waymark takes for portraits and photos (spec 1 §5): GIF, JPEG and PNG. The server
 * knows a file by its first bytes; the browser can only go by its type or name, to say early.
 */
export const IMAGE_KINDS = [
  { contentType: 'image/gif', extension: 'gif', otherExtensions: [] },
  { contentType: 'image/jpeg', extension: 'jpg', otherExtensions: ['jpeg'] },
  { contentType: 'image/png', extension: 'png', otherExtensions: [] },
] as const;

export type ImageKind = Pick<(typeof IMAGE_KINDS)[number], 'contentType' | 'extension'>;

const extensionsOf = (kind: (typeof IMAGE_KINDS)[number]): readonly string[] => [
  kind.extension,
  ...kind.otherExtensions,
];

/** For a file input's `accept`: the types and the file name endings. */
export const IMAGE_ACCEPT = IMAGE_KINDS.flatMap((kind) => [
  kind.contentType,
  ...extensionsOf(kind).map((extension) => `.${extension}`),
]).join(',');

/** Whether a chosen file looks like an image Waymark takes, by its type or else its name. */
export function looksLikeAllowedImage(file: { type: string; name: string }): boolean {
  if (file.type) return IMAGE_KINDS.some((kind) => kind.contentType === file.type);
  const ending = /\.([^.]+)$/.exec(file.name.toLowerCase())?.[1];
  return ending !== undefined && IMAGE_KINDS.some((kind) => extensionsOf(kind).includes(ending));
}
