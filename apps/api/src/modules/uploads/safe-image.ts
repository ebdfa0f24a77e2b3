import type { ImageKind } from '@waymark/domain';
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '#api/http/http-error.ts';
import { detectImage } from './image-type.ts';

/** 50 megapixels: any phone's photo, while a decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/** What an uploaded image is for: the kinds it may be, the box it is made to fit, and who sees it. */
export type ImageUse = {
  kinds: readonly ImageKind['contentType'][];
  box: { readonly width: number; readonly height: number };
  /** What a file of another kind is told. */
  typesMessage: string;
  /** Its feature, not its public address, says who may see it (a review photo awaits a moderator). */
  isPrivate: boolean;
};

const encoders: Record<ImageKind['contentType'], (image: Sharp) => Sharp> = {
  'image/gif': (image) => image.gif(),
  'image/jpeg': (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  'image/png': (image) => image.png({ compressionLevel: 9 }),
};

const unreadableImage = (use: ImageUse) => `This photo could not be read. ${use.typesMessage}`;

/**
 * An uploaded image as it may be shown to anyone: decoded (so only a real image gets through,
 * never a script that starts like one), turned upright by its EXIF orientation, made to fit its
 * box without enlarging, and encoded afresh, which drops all metadata. A phone photo's EXIF
 * carries where it was taken, as often the walker's home as the track. Every image a person
 * uploads is stored only as this makes it.
 */
export async function safeImage(
  upload: Buffer,
  use: ImageUse,
): Promise<{ content: Buffer; kind: ImageKind }> {
  // Told by the first bytes, never the name: a text file called photo.jpg is not a photo.
  const kind = detectImage(upload);
  if (!kind || !use.kinds.includes(kind.contentType)) throw HttpError.badRequest(use.typesMessage);
  // Only the header is read here, so the size a file claims can be refused in words.
  const header = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height) throw HttpError.badRequest(unreadableImage(use));
  if (header.width * header.height > MAX_INPUT_PIXELS)
    throw HttpError.badRequest(
      `This photo is ${header.width} × ${header.height} pixels; a photo may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    );
  const pipeline = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(use.box.width, use.box.height, { fit: 'inside', withoutEnlargement: true });
  try {
    return { content: await encoders[kind.contentType](pipeline).toBuffer(), kind };
  } catch {
    // A truncated or forged file that only starts like an image.
    throw HttpError.badRequest(unreadableImage(use));
  }
}
