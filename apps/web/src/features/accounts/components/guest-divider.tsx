import { pathFor } from '@waymark/domain';
import { Link } from 'react-router';
import { trackEvent } from '@/lib/analytics.ts';
import { Button } from '@/ui/button.tsx';
import styles from '../account-screens.module.css';

/** "or continue as a guest": browsing and draft plans need no account (spec 1 §1). */
export function GuestDivider() {
  return (
    <>
      <p className={styles.divider}>
        <span>or</span>
      </p>
      <Button asChild variant="secondary" fullWidth>
        <Link to={pathFor('tracks')} onClick={() => trackEvent('guest_login')}>
          Continue as a guest
        </Link>
      </Button>
    </>
  );
}
