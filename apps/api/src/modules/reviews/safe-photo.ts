import { REVIEW_PHOTO_BOX, REVIEW_PHOTO_TYPES_MESSAGE, type ImageKind } from '@waymark/domain';
import sharp from 'sharp';
import { HttpError } from '#api/http/http-error.ts';
import { detectImage } from '#api/modules/uploads/image-type.ts';

/** 50 megapixels: any phone's photo, while a decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
export const UNREADABLE_PHOTO = `This photo could not be read. ${REVIEW_PHOTO_TYPES_MESSAGE}`;

/**
 * A review photo as it may be shown to anyone: decoded (so only a real image gets through),
 * turned upright by its EXIF orientation, made to fit 1280×720 without enlarging, and encoded
 * afresh, which drops all metadata. A phone photo's EXIF carries where it was taken, as often
 * the walker's home as the track.
 */
export async function safeReviewPhoto(upload: Buffer): Promise<{ content: Buffer; kind: ImageKind }> {
  // Told by the first bytes, never the name: a text file called photo.jpg is not a photo.
  const kind = detectImage(upload);
  if (kind?.contentType !== 'image/jpeg' && kind?.contentType !== 'image/png')
    throw HttpError.badRequest(REVIEW_PHOTO_TYPES_MESSAGE);
  const pipeline = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(REVIEW_PHOTO_BOX.width, REVIEW_PHOTO_BOX.height, { fit: 'inside', withoutEnlargement: true });
  try {
    const content = await (
      kind.contentType === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
    return { content, kind };
  } catch {
    // A truncated or forged file that only starts like an image, or one too large to decode.
    throw HttpError.badRequest(UNREADABLE_PHOTO);
  }
}
