import { FormAlert } from '@/ui/form-alert.tsx';
import styles from './pending-email-notice.module.css';

/** An email change waits for the link mailed to the new address; until then nothing moves. */
export function PendingEmailNotice({ email }: { email: string }) {
  return (
    <FormAlert tone="info" title="Confirm your new email address">
      We sent a link to <strong className={styles.address}>{email}</strong>. Your email changes once you open
      it; until then, log in with your current address.
    </FormAlert>
  );
}
