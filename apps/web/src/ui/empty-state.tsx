import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A picture above the title; defaults to a trail marker on a hill. */
  illustration?: ReactNode;
  /** Buttons or links that lead somewhere useful. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
};

/** What a person sees when there is nothing here yet, with a way forward. */
export function EmptyState({
  title,
  description,
  illustration,
  actions,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={clsx(styles.emptyState, className)}>
      <div className={styles.illustration}>{illustration ?? <TrailMarkerIllustration />}</div>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <div className={styles.description}>{description}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}

function TrailMarkerIllustration() {
  return (
    <svg width="120" height="88" viewBox="0 0 120 88" aria-hidden="true">
      <ellipse cx="60" cy="80" rx="52" ry="6" fill="var(--paper-200)" />
      <path d="M8 78 40 36l14 18 14-22 44 46z" fill="var(--bush-100)" />
      <path d="M40 36l-8 10.5 5-1.5 4 3 5-4z" fill="#fff" />
      <path d="M68 32l-7 11 5-1.6 3.5 2.6 4.5-3.6z" fill="#fff" />
      <rect x="57" y="30" width="6" height="50" rx="2" fill="var(--bush-700)" />
      <path
        d="M60 10 74 32H46z"
        fill="var(--track-400)"
        stroke="#fff"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M20 80c10-6 22-4 30-10s20-6 30-2"
        fill="none"
        stroke="var(--track-400)"
        strokeWidth="2.5"
        strokeDasharray="2 6"
        strokeLinecap="round"
      />
    </svg>
  );
}
