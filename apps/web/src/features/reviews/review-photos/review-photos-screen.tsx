import { formatIssuedTime, placePath, SOMETHING_WENT_WRONG } from '@waymark/domain';
import type { PendingReviewPhoto } from '@waymark/domain';
import { Link } from 'react-router';
import { ListFirstLoad } from '@/components/list-states/list-states.tsx';
import { Page } from '@/components/page.tsx';
import { ReviewPhoto } from '@/components/review-photo/review-photo.tsx';
import { ApiError, failureMessage } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { useToast } from '@/ui/toast.tsx';
import { useDecideReviewPhoto, usePendingReviewPhotos, type PhotoDecision } from './review-photos-api.ts';
import styles from './review-photos.module.css';

const TITLE = 'Review photos';

/**
 * Staff moderation of review photos (issue 16): each waiting photo with its place and when it
 * came, approved (then others see it) or rejected (then it is deleted). Anyone else signed in is
 * told, in the server's words, that only staff may.
 */
export function ReviewPhotosScreen() {
  const pending = usePendingReviewPhotos();

  if (!pending.data) {
    if (pending.error instanceof ApiError && pending.error.status === 403) {
      return (
        <Page title={TITLE}>
          <EmptyState title={failureMessage(pending.error, SOMETHING_WENT_WRONG)} />
        </Page>
      );
    }
    return (
      <Page title={TITLE}>
        <ListFirstLoad
          failed={pending.isError}
          loading="Loading waiting photos…"
          failure="We couldn’t load the waiting photos"
          onRetry={() => void pending.refetch()}
        />
      </Page>
    );
  }

  return (
    <Page
      title={TITLE}
      width="wide"
      intro="Approved photos show on their review for everyone; rejected ones are deleted."
    >
      {pending.data.list.length === 0 ? (
        <EmptyState title="No photos are waiting for approval." />
      ) : (
        <ul className={styles.grid}>
          {pending.data.list.map((photo) => (
            <li key={photo.id}>
              <WaitingPhoto photo={photo} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

function WaitingPhoto({ photo }: { photo: PendingReviewPhoto }) {
  const decide = useDecideReviewPhoto();
  const { toast } = useToast();
  const place = photo.place.title;
  const deciding = decide.isPending ? decide.variables.decision : null;

  function press(decision: PhotoDecision) {
    decide.mutate(
      { id: photo.id, decision },
      {
        onError: (error) =>
          toast({
            title: `We couldn’t ${decision} the photo of ${place}`,
            description: failureMessage(error, SOMETHING_WENT_WRONG),
            tone: 'error',
          }),
      },
    );
  }

  return (
    <article className={styles.item} aria-label={`Photo of ${place}`}>
      <div className={styles.photo}>
        <ReviewPhoto url={photo.url} alt={`Review photo of ${place}`} />
      </div>
      <div className={styles.body}>
        <Link to={placePath(photo.place.type, photo.place.slug)} className={styles.place}>
          {place}
        </Link>
        <p className={styles.uploaded}>Uploaded {formatIssuedTime(photo.uploaded)}</p>
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            loading={deciding === 'reject'}
            disabled={deciding === 'approve'}
            aria-label={`Reject photo of ${place}`}
            onClick={() => press('reject')}
          >
            Reject
          </Button>
          <Button
            size="sm"
            loading={deciding === 'approve'}
            disabled={deciding === 'reject'}
            aria-label={`Approve photo of ${place}`}
            onClick={() => press('approve')}
          >
            Approve
          </Button>
        </div>
      </div>
    </article>
  );
}
