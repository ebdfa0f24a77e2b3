import { PendingReviewPhotosSchema, PhotoDecisionSchema } from '@waymark/domain';
import type { PendingReviewPhotos } from '@waymark/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The staff calls of review photo moderation (docs/decisions/019-reviews.md). */

const PENDING_KEY = ['review-photos', 'pending'] as const;
export type PhotoDecision = 'approve' | 'reject';

/** `GET review-photos/pending`: the photos waiting for staff, oldest first. */
export function usePendingReviewPhotos() {
  return useQuery({
    queryKey: PENDING_KEY,
    queryFn: ({ signal }) => api('review-photos/pending', { schema: PendingReviewPhotosSchema, signal }),
  });
}

/** `POST review-photos/{id}/approve|reject`: once decided the photo leaves the list. */
export function useDecideReviewPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['review-photos', 'decide'],
    mutationFn: ({ id, decision }: { id: number; decision: PhotoDecision }) =>
      api(`review-photos/${id}/${decision}`, { method: 'POST', schema: PhotoDecisionSchema }),
    onSuccess: ({ id }) => {
      queryClient.setQueryData<PendingReviewPhotos>(
        PENDING_KEY,
        (data) => data && { list: data.list.filter((photo) => photo.id !== id) },
      );
      // The reviewer's own list counts its waiting photos.
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
