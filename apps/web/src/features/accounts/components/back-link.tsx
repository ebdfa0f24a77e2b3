import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/ui/icons.tsx';
import styles from './back-link.module.css';

/** "← Back to …" above a screen's heading. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={styles.backLink}>
      <ArrowLeftIcon size={18} />
      {children}
    </Link>
  );
}
