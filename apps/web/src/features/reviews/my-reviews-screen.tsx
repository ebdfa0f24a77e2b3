import { SOMETHING_WENT_WRONG } from '@waymark/domain';
import type { Review } from '@waymark/domain';
import { useState } from 'react';
import { ListEnd, ListFirstLoad } from '@/components/list-states/list-states.tsx';
import { Page } from '@/components/page.tsx';
import { failureMessage } from '@/lib/api-client.ts';
import { openReviewModal } from '@/lib/review-modal.ts';
import { reviewedPlace } from '@/lib/start-review.ts';
import { useLoadNearEnd } from '@/lib/use-load-near-end.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { useToast } from '@/ui/toast.tsx';
import { useDeleteReview, useMyReviews } from './my-reviews/my-reviews-api.ts';
import { MyReviewTile } from './my-reviews/my-review-tile.tsx';
import styles from './my-reviews/my-reviews.module.css';

const TITLE = 'My Reviews';

/**
 * My Reviews (spec 2 §2): "Submitted reviews", last written or edited first, loading more as
 * the walker scrolls; each can be edited in the review wizard or deleted.
 */
export function MyReviewsScreen() {
  const list = useMyReviews();
  const [deleting, setDeleting] = useState<Review | null>(null);
  const remove = useDeleteReview();
  const { toast } = useToast();
  const reviews = list.data?.pages.flatMap((page) => page.list) ?? [];
  const listEnd = useLoadNearEnd({
    enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError,
    onNearEnd: () => void list.fetchNextPage({ cancelRefetch: false }),
  });

  if (!list.data) {
    return (
      <Page title={TITLE} width="wide">
        <ListFirstLoad
          failed={list.isError}
          loading="Loading your reviews…"
          failure="We couldn’t load your reviews"
          onRetry={() => void list.refetch()}
        />
      </Page>
    );
  }

  return (
    <Page title={TITLE} width="wide">
      <h2 className={styles.subheading}>Submitted reviews</h2>
      {reviews.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No reviews"
          description="Once you have done a track, hut or campsite, mark it complete on its page to leave a review."
        />
      ) : (
        <ul className={styles.grid}>
          {reviews.map((review) => {
            const place = reviewedPlace(review.parent);
            return (
              <li key={review.id}>
                <MyReviewTile
                  review={review}
                  onEdit={() => place && openReviewModal({ place, review })}
                  onDelete={() => setDeleting(review)}
                />
              </li>
            );
          })}
        </ul>
      )}

      <ListEnd
        ref={listEnd}
        fetching={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        loading="Loading more reviews…"
        failure="We couldn’t load more of your reviews."
        onRetry={() => void list.fetchNextPage()}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this review?"
        description={
          deleting
            ? `Your review of ${deleting.parent.title} and its photos will be deleted. This can’t be undone.`
            : ''
        }
        confirmLabel="Delete review"
        onConfirm={() => {
          if (!deleting) return;
          const { id, parent } = deleting;
          setDeleting(null);
          // The tile goes at once; the hook puts it back if the call fails (spec 2 §4).
          remove.mutate(id, {
            onError: (error) =>
              toast({
                title: `We couldn’t delete your review of ${parent.title}`,
                description: failureMessage(error, SOMETHING_WENT_WRONG),
                tone: 'error',
              }),
          });
        }}
      />
    </Page>
  );
}
