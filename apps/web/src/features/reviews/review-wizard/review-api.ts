import {
  PHOTO_MODERATION_STATES,
  ReviewPhotoSchema,
  ReviewSavedSchema,
  SOMETHING_WENT_WRONG,
} from '@waymark/domain';
import type { ReviewForm } from '@waymark/domain';
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, failureMessage, uploadFile } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/mutation-config.ts';
import type { ChosenPhoto } from './chosen-photos.ts';

/**
 * The calls the review wizard makes (spec 2 §7): save the form, then send its photos one by
 * one to the saved review; when editing, list and take off the photos it already has.
 */

const ReviewPhotoWithStateSchema = ReviewPhotoSchema.extend({ state: z.enum(PHOTO_MODERATION_STATES) });
export type StoredReviewPhoto = z.infer<typeof ReviewPhotoWithStateSchema>;

export type ReviewSave = {
  placeId: number;
  /** The review being changed; a new review without it. */
  reviewId?: number | undefined;
  form: ReviewForm;
};

/** POST track/{id}/feedback, or …/feedback/{reviewId} to change one: the saved review's id. */
export function saveReview({ placeId, reviewId, form }: ReviewSave): Promise<number> {
  const path = reviewId ? `track/${placeId}/feedback/${reviewId}` : `track/${placeId}/feedback`;
  return api(path, { method: 'POST', json: form, schema: ReviewSavedSchema }).then((saved) => saved.reviewID);
}

/** POST review/{reviewID}/attach: one photo, with its upload progress; answers whether it waits for staff. */
export function attachReviewPhoto(
  reviewId: number,
  photo: File,
  onProgress: (fraction: number) => void,
): Promise<StoredReviewPhoto> {
  return uploadFile(`review/${reviewId}/attach`, photo, { schema: ReviewPhotoWithStateSchema, onProgress });
}

/** GET review/{reviewID}/load: the photos an existing review holds, waiting ones included. */
export function getReviewPhotos(reviewId: number, { signal }: { signal?: AbortSignal } = {}) {
  return api(`review/${reviewId}/load`, { schema: z.array(ReviewPhotoWithStateSchema), signal });
}

export function reviewPhotosQueryOptions(reviewId: number) {
  return queryOptions({
    queryKey: ['reviews', 'photos', reviewId],
    queryFn: ({ signal }) => getReviewPhotos(reviewId, { signal }),
  });
}

/** The photos of the review being edited; none for a review not saved yet. */
export function useReviewPhotos(reviewId: number | undefined) {
  return useQuery({ ...reviewPhotosQueryOptions(reviewId ?? 0), enabled: reviewId !== undefined });
}

export type ReviewPhotoRemoval = { reviewId: number; photoId: number };

/** DELETE review/{reviewID}/remove/{fileId}. */
export function removeReviewPhoto({ reviewId, photoId }: ReviewPhotoRemoval): Promise<void> {
  return api(`review/${reviewId}/remove/${photoId}`, { method: 'DELETE' });
}

export function removeReviewPhotoMutationOptions() {
  return mutationOptions({ mutationKey: ['reviews', 'photos', 'remove'], mutationFn: removeReviewPhoto });
}

export function useRemoveReviewPhoto(config: MutationConfig<void, ReviewPhotoRemoval> = {}) {
  return useMutation({ ...removeReviewPhotoMutationOptions(), ...config });
}

export type ReviewSubmission = ReviewSave & {
  photos: readonly ChosenPhoto[];
  onProgress: (key: string, fraction: number) => void;
};

/** How each photo fared: stored (and whether it waits for staff), or the server's reason not to. */
export type PhotoOutcome = { key: string; stored: StoredReviewPhoto } | { key: string; problem: string };

/**
 * Saves the review, then sends its new photos to it (spec 2 §5: photos go after the review is
 * created). A review holds at most 3, so all of them go up at once. A refused photo does not
 * undo the review: its outcome says why, and the rest still go.
 */
export async function submitReview({
  photos,
  onProgress,
  ...save
}: ReviewSubmission): Promise<{ reviewId: number; outcomes: PhotoOutcome[] }> {
  const reviewId = await saveReview(save);
  const outcomes = await Promise.all(
    photos.map((photo) =>
      attachReviewPhoto(reviewId, photo.file, (fraction) => onProgress(photo.key, fraction)).then(
        (stored): PhotoOutcome => ({ key: photo.key, stored }),
        (error: unknown): PhotoOutcome => ({
          key: photo.key,
          problem: failureMessage(error, SOMETHING_WENT_WRONG),
        }),
      ),
    ),
  );
  return { reviewId, outcomes };
}

export type ReviewSubmitted = Awaited<ReturnType<typeof submitReview>>;

export function submitReviewMutationOptions() {
  return mutationOptions({ mutationKey: ['reviews', 'submit'], mutationFn: submitReview });
}

export function useSubmitReview(config: MutationConfig<ReviewSubmitted, ReviewSubmission> = {}) {
  return useMutation({ ...submitReviewMutationOptions(), ...config });
}
