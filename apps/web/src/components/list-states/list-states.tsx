import type { Ref } from 'react';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import styles from './list-states.module.css';

/**
 * What the My pages show before their list has arrived: a spinner that says what is coming, or,
 * if it could not be fetched, why not and a way to try again.
 */
export function ListFirstLoad({
  failed,
  loading,
  failure,
  onRetry,
}: {
  failed: boolean;
  /** "Loading your reviews…" */
  loading: string;
  /** "We couldn’t load your reviews" */
  failure: string;
  onRetry: () => void;
}) {
  if (failed) {
    return (
      <EmptyState
        title={failure}
        description="Check your connection and try again."
        actions={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <p className={styles.loading} role="status">
      <Spinner size="sm" label="" /> {loading}
    </p>
  );
}

/**
 * The end of a list that loads more as it is scrolled (spec 2 §4 "Lists"): the element watched
 * for nearing the end, with the next page loading, or a failed page that keeps what is shown
 * and can be tried again.
 */
export function ListEnd({
  ref,
  fetching,
  failed,
  loading,
  failure,
  onRetry,
}: {
  ref: Ref<HTMLDivElement>;
  fetching: boolean;
  failed: boolean;
  /** "Loading more reviews…" */
  loading: string;
  /** "We couldn’t load more of your reviews." */
  failure: string;
  onRetry: () => void;
}) {
  return (
    <div ref={ref} className={styles.listEnd}>
      {fetching ? (
        <p className={styles.loading} role="status">
          <Spinner size="sm" label="" /> {loading}
        </p>
      ) : failed ? (
        <FormAlert>
          {failure}{' '}
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </FormAlert>
      ) : null}
    </div>
  );
}
