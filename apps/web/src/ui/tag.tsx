import clsx from 'clsx';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import styles from './tag.module.css';

export type TagProps = {
  children: ReactNode;
  /** Shows a remove button; its accessible name is "Remove {removeLabel}". */
  onRemove?: () => void;
  /** What the remove button removes, e.g. "filter Easy"; the tag's text when not given. */
  removeLabel?: string;
  tone?: 'neutral' | 'bush' | 'track';
  className?: string;
};

/** A small label, e.g. a facility or a filter that is on; removable when `onRemove` is given. */
export function Tag({ children, onRemove, removeLabel, tone = 'neutral', className }: TagProps) {
  return (
    <span className={clsx(styles.tag, styles[tone], onRemove && styles.removable, className)}>
      <span className={styles.text}>{children}</span>
      {onRemove ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={`Remove ${removeLabel ?? (typeof children === 'string' ? children : 'tag')}`}
          onClick={onRemove}
        >
          <CloseIcon size={14} />
        </button>
      ) : null}
    </span>
  );
}
