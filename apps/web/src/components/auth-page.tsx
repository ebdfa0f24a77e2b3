import { pathFor } from '@waymark/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta.ts';
import { Logo } from './logo.tsx';
import styles from './auth-page.module.css';

export type AuthPageProps = {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Links under the card, e.g. "Back to login". */
  footer?: ReactNode;
};

/**
 * The sign-in family of pages has no site header (spec 1 §2), so each carries its own logo
 * back home and a single centred card.
 */
export function AuthPage({ title, intro, children, footer }: AuthPageProps) {
  usePageMeta({ title });
  return (
    <div className={styles.backdrop}>
      <div className={styles.column}>
        <Link to={pathFor('home')} className={styles.logoLink}>
          <Logo tone="dark" size="lg" />
        </Link>
        <div className={styles.card}>
          <div className={styles.heading}>
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
