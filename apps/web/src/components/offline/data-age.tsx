import { ageLabel } from '@/lib/offline/age-label.ts';
import { useOnline } from '@/lib/offline/use-online.ts';
import { useNow } from '@/lib/use-now.ts';
import styles from './data-age.module.css';

/**
 * Offline, how old what is shown is (issue 17): alerts and a forecast kept from the last time
 * there was a connection may be out of date, and a walker deciding whether to go must know.
 */
export function DataAge({ what, updatedAt }: { what: string; updatedAt: number }) {
  const online = useOnline();
  const now = useNow();
  if (online || !updatedAt) return null;
  return (
    <p className={styles.age} role="status">
      You’re offline. {what} last updated {ageLabel(updatedAt, now)}.
    </p>
  );
}
