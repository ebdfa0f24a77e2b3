import { pathFor } from '@waymark/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from './page-meta.tsx';
import { Logo } from './logo.tsx';
import styles from './auth-page.module.css';

export type AuthPageProps = {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Links under the card, e.g. "Back to login". */
  footer?: ReactNode;
  /** A short line above the title, e.g. "Last step". */
  eyebrow?: string;
  /** Wide pages (a whole form, like profile set-up) left-align their heading. */
  width?: 'narrow' | 'wide';
};

/**
 * The sign-in family of pages has no site header (spec 1 §2), so each carries its own logo
 * back home and a single centred card.
 */
export function AuthPage({ title, intro, children, footer, eyebrow, width = 'narrow' }: AuthPageProps) {
  return (
    <div className={styles.backdrop}>
      <PageMeta title={title} />
      <div className={`${styles.column} ${width === 'wide' ? styles.wide : ''}`}>
        <Link to={pathFor('home')} className={styles.logoLink}>
          <Logo tone="dark" size="lg" />
        </Link>
        <div className={styles.card}>
          <div className={styles.heading}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h1 className={styles.title}>{title}</h1>
            {intro ? <div className={styles.intro}>{intro}</div> : null}
          </div>
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
