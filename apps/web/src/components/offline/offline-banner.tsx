import { useEditsWaiting } from '@/lib/offline/outbox-status.ts';
import { useOnline } from '@/lib/offline/use-online.ts';
import styles from './offline-banner.module.css';

/**
 * Says, under the header, that the device has no connection (issue 17): what still works, that
 * changes wait on the device until there is one, and how many wait; then that they are going.
 */
export function OfflineBanner() {
  const online = useOnline();
  const waiting = useEditsWaiting();
  if (online && waiting === 0) return null;
  const changes = waiting === 1 ? '1 change' : `${waiting} changes`;
  return (
    <div className={styles.banner} role="status">
      {online ? (
        <p className={styles.text}>Sending {changes} you made offline…</p>
      ) : (
        <p className={styles.text}>
          <strong>You’re offline.</strong> Plans and places saved for offline still open, and changes you save
          are sent when you’re back online.{waiting > 0 ? ` ${changes} waiting to send.` : ''}
        </p>
      )}
    </div>
  );
}
