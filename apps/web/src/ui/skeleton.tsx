import clsx from 'clsx';
import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export type SkeletonProps = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  shape?: 'text' | 'block' | 'circle';
  className?: string;
};

/** A shimmering placeholder the shape of content that is still loading; hidden from screen readers. */
export function Skeleton({ width, height, shape = 'text', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx(styles.skeleton, styles[shape], className)}
      style={{ width, height }}
    />
  );
}
