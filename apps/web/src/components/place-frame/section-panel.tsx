import { DataAge } from '@/components/offline/data-age.tsx';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import styles from './section-panel.module.css';

/**
 * The body of a place's alerts or weather page: its heading, then the content once loaded,
 * the loader until then, or — when loading failed with nothing to show — what went wrong and
 * a way to try again.
 */
export function SectionPanel<T>({
  id,
  heading,
  data,
  isError,
  onRetry,
  failedTitle,
  failedDescription,
  loadingText,
  notice,
  age,
  footer,
  children,
}: {
  id: string;
  heading: string;
  data: T | undefined;
  isError: boolean;
  onRetry: () => void;
  failedTitle: string;
  failedDescription: string;
  /** The spec's loader text, e.g. "Loading weather...". */
  loadingText: string;
  /** Shown above the content, e.g. that it may be out of date. */
  notice?: ReactNode;
  /** When the content was fetched, said offline: "Alerts last updated 3 hours ago". */
  age?: { what: string; updatedAt: number };
  footer?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {notice}
      {age && data !== undefined ? <DataAge {...age} /> : null}
      {data !== undefined ? (
        children(data)
      ) : isError ? (
        <EmptyState
          headingLevel={3}
          title={failedTitle}
          description={failedDescription}
          actions={
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          }
        />
      ) : (
        <p className={styles.loading}>
          <Spinner size="sm" label="" />
          <span role="status">{loadingText}</span>
        </p>
      )}
      {footer}
    </section>
  );
}
