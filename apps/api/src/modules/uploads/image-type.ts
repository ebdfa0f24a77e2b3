import type { ImageKind } from '@waymark/domain';

/** Image kinds are recognised by their first bytes, never by the file name. */
const SIGNATURES: { bytes: number[]; kind: ImageKind }[] = [
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    kind: { contentType: 'image/png', extension: 'png' },
  },
  { bytes: [0xff, 0xd8, 0xff], kind: { contentType: 'image/jpeg', extension: 'jpg' } },
  { bytes: [0x47, 0x49, 0x46, 0x38], kind: { contentType: 'image/gif', extension: 'gif' } }, // "GIF8"
];

export function detectImage(content: Buffer): ImageKind | undefined {
  return SIGNATURES.find(
    ({ bytes }) => content.length >= bytes.length && bytes.every((b, i) => content[i] === b),
  )?.kind;
}
