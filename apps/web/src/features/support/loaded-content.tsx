import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import styles from './support.module.css';

type LoadedContentProps<T> = {
  query: UseQueryResult<T>;
  /** What is loading, in the words of "Loading the help pages…". */
  what: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
};

/** A page's fetched words, or what is happening instead: loading, a failure to retry, or nothing yet. */
export function LoadedContent<T>({ query, what, isEmpty, empty, children }: LoadedContentProps<T>) {
  if (query.isPending) {
    return (
      <p className={styles.loading}>
        <Spinner size="sm" label="" />
        <span role="status">Loading {what}…</span>
      </p>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        title={`We couldn’t load ${what}`}
        description="Check your connection and try again."
        actions={
          <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return isEmpty(query.data) ? empty : children(query.data);
}
