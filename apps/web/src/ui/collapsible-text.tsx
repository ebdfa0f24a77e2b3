import clsx from 'clsx';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './collapsible-text.module.css';

export type CollapsibleTextProps = {
  children: ReactNode;
  /** Lines shown while collapsed. */
  lines?: number;
  moreLabel?: string;
  lessLabel?: string;
  /** False when the text is short enough to show whole: no toggle then. */
  collapsible?: boolean;
  className?: string;
};

/** Long text cut to a few lines with a "Read more" toggle; the full text stays in the page for readers. */
export function CollapsibleText({
  children,
  lines = 4,
  moreLabel = 'Read more',
  lessLabel = 'Read less',
  collapsible = true,
  className,
}: CollapsibleTextProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!collapsible) return <div className={clsx(styles.text, className)}>{children}</div>;
  return (
    <div className={clsx(styles.wrapper, className)}>
      <div
        id={id}
        className={clsx(styles.text, !open && styles.clamped)}
        style={{ WebkitLineClamp: open ? undefined : lines }}
      >
        {children}
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? lessLabel : moreLabel}
      </button>
    </div>
  );
}
