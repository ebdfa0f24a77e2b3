import clsx from 'clsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import styles from './page.module.css';

/** Stands in for a screen while its code or data loads: a heading and a few lines of content. */
export function ScreenSkeleton() {
  return (
    <div className={clsx(styles.page, styles.skeletonPage)} aria-busy="true">
      <VisuallyHidden role="status">Loading…</VisuallyHidden>
      <div className={styles.pageHeader}>
        <Skeleton width="7rem" height="0.9rem" />
        <Skeleton width="min(24rem, 80%)" height="2.25rem" />
        <Skeleton width="min(32rem, 95%)" />
      </div>
      <div className={styles.skeletonBody}>
        <Skeleton shape="block" height={180} />
        <Skeleton width="90%" />
        <Skeleton width="75%" />
        <Skeleton width="82%" />
      </div>
    </div>
  );
}
