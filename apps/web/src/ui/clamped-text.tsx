import clsx from 'clsx';
import { useCallback, useId, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import styles from './clamped-text.module.css';

export type ClampedTextProps = {
  children: ReactNode;
  /** The height shown collapsed on screens narrower than 768 px. */
  narrowHeight: number;
  /** The height shown collapsed from 768 px up. */
  wideHeight: number;
  className?: string;
};

/**
 * Text cut to a height, with "Read more" only when it is taller than that (spec 2 §9: a review's
 * comment collapses at 72 px on wide screens, 96 px on narrow ones). The whole text stays in the
 * page for screen readers.
 */
export function ClampedText({ children, narrowHeight, wideHeight, className }: ClampedTextProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  // Measured while collapsed, and again whenever the width changes what fits.
  const measure = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const check = () => {
      if (node.dataset.open !== 'true') setOverflows(node.scrollHeight > node.clientHeight + 1);
    };
    const observer = new ResizeObserver(check);
    observer.observe(node);
    check();
    return () => observer.disconnect();
  }, []);
  const heights = {
    '--narrow-height': `${narrowHeight}px`,
    '--wide-height': `${wideHeight}px`,
  } as CSSProperties;
  return (
    <div className={clsx(styles.wrapper, className)}>
      <div
        ref={measure}
        id={id}
        data-open={open}
        className={clsx(styles.text, !open && styles.clamped)}
        style={heights}
      >
        {children}
      </div>
      {overflows ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Read less' : 'Read more'}
        </button>
      ) : null}
    </div>
  );
}
