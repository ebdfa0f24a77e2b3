import { pathFor } from '@waymark/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, UserIcon } from '@/ui/icons.tsx';
import styles from './map-panel-bar.module.css';

/**
 * The top of the panel beside a full-height map (a place's map, the custom track editor): back
 * to where the walker came from, what the map is of, and one action: by default the account
 * link, which the desktop header already has.
 */
export function MapPanelBar({
  back,
  kind,
  title,
  subtitle,
  action,
}: {
  back: string;
  kind: string;
  title: string;
  subtitle?: string | undefined;
  action?: ReactNode;
}) {
  return (
    <div className={styles.bar}>
      <Link to={back} className={styles.back}>
        <ArrowLeftIcon size={18} />
        <span>Back</span>
      </Link>
      <div className={styles.heading}>
        <p className={styles.kind}>{kind}</p>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {action ?? (
        <Link to={pathFor('account')} className={styles.account} aria-label="Your account">
          <UserIcon size={20} />
        </Link>
      )}
    </div>
  );
}
