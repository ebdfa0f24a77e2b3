import clsx from 'clsx';
import type { ReactNode } from 'react';
import { PageMeta, PageMetaOwner } from './page-meta.tsx';
import type { PageMetaProps } from './page-meta.tsx';
import styles from './page.module.css';

export type PageProps = {
  /** The page's heading; also its document title unless `meta.title` says otherwise. */
  title: string;
  /** A short line above the heading, e.g. "Track · Weather". */
  eyebrow?: ReactNode;
  intro?: ReactNode;
  meta?: Partial<PageMetaProps>;
  width?: 'narrow' | 'regular' | 'wide';
  children?: ReactNode;
  className?: string;
};

/** The frame of an ordinary screen: one h1, an optional intro, the content, the page's meta tags. */
export function Page({ title, eyebrow, intro, meta, width = 'regular', children, className }: PageProps) {
  return (
    <div className={clsx(styles.page, styles[width], className)}>
      <PageMeta {...meta} title={meta?.title ?? title} />
      <div className={styles.pageHeader}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
      </div>
      <PageMetaOwner>{children}</PageMetaOwner>
    </div>
  );
}
