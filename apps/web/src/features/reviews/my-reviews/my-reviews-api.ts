import { MY_REVIEWS_PAGE_SIZE, MyReviewsSchema } from '@waymark/domain';
import type { Review } from '@waymark/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** My Reviews' cache key; the review wizard refreshes it after a save, so it must not change. */
export const MY_REVIEWS_KEY = ['reviews', 'mine'] as const;
type ReviewPages = InfiniteData<{ list: Review[]; all_loaded: boolean }, number>;

/** `GET reviews?page&items=3`: my reviews, last written or edited first, a page at a time. */
export function useMyReviews() {
  return useInfiniteQuery({
    queryKey: MY_REVIEWS_KEY,
    queryFn: ({ pageParam, signal }) =>
      api('reviews', {
        query: { page: pageParam, items: MY_REVIEWS_PAGE_SIZE },
        schema: MyReviewsSchema,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.all_loaded ? undefined : pages.length),
  });
}

/** `DELETE reviews?id=`: the review goes at once and comes back where it was if the call fails. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', 'delete'],
    mutationFn: async (id: number): Promise<void> => {
      await api('reviews', { method: 'DELETE', query: { id } });
    },
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: MY_REVIEWS_KEY });
      const before = queryClient.getQueryData<ReviewPages>(MY_REVIEWS_KEY);
      queryClient.setQueryData<ReviewPages>(
        MY_REVIEWS_KEY,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              list: page.list.filter((review) => review.id !== id),
            })),
          },
      );
      return { before };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(MY_REVIEWS_KEY, context?.before),
    // The place's rating and reviews changed with it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_REVIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['place'] }),
      ]),
  });
}
