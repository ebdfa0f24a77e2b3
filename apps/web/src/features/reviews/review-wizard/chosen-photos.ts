import {
  fitsPhotoLimit,
  REVIEW_PHOTO_TYPES,
  REVIEW_PHOTO_TYPES_MESSAGE,
  REVIEW_PHOTOS_MAX,
  TOO_MANY_REVIEW_PHOTOS,
} from '@waymark/domain';

/** A photo picked on this device, not yet on the review. */
export type ChosenPhoto = {
  key: string;
  file: File;
  /** An object URL of the file, for its preview; revoked when the photo goes. */
  preview: string;
  /** 0 to 1 while it uploads; null before. */
  progress: number | null;
  /** Why the server refused it, e.g. a PDF renamed .jpg. */
  problem: string | null;
};

const isReviewPhotoType = (file: File) => (REVIEW_PHOTO_TYPES as readonly string[]).includes(file.type);

/**
 * Of the files picked, the JPEGs and PNGs that still fit beside the `kept` photos (spec 2 §5: at
 * most 3 in all), and what to tell the walker about the rest.
 */
export function admitPhotos(
  files: readonly File[],
  kept: number,
): { admitted: File[]; notice: string | null } {
  const photos = files.filter(isReviewPhotoType);
  const room = Math.max(0, REVIEW_PHOTOS_MAX - kept);
  const admitted = photos.slice(0, room);
  const notice = !fitsPhotoLimit(kept, photos.length)
    ? TOO_MANY_REVIEW_PHOTOS
    : photos.length < files.length
      ? REVIEW_PHOTO_TYPES_MESSAGE
      : null;
  return { admitted, notice };
}

let nextKey = 0;

export function choosePhoto(file: File): ChosenPhoto {
  nextKey += 1;
  return { key: `photo-${nextKey}`, file, preview: URL.createObjectURL(file), progress: null, problem: null };
}
