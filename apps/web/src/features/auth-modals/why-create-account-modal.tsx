import { pathFor } from '@waymark/domain';
import { Link } from 'react-router';
import { trackEvent } from '@/lib/analytics.ts';
import { closeLoginModals, openLoginModal, runCloseCallback } from '@/lib/session/login-prompt.ts';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { Benefits } from './benefits.tsx';
import styles from './auth-modals.module.css';

function dismiss() {
  closeLoginModals();
  runCloseCallback();
}

/** Why create an account? (spec 1 §2): the benefits, then Create an account, Log in or Continue as a guest. */
export function WhyCreateAccountModal() {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
      title="Why create an account?"
      description="It’s free, and it keeps your trips safe."
      size="sm"
      actions={
        <div className={styles.stackedActions}>
          <Button asChild variant="accent" fullWidth>
            <Link to={pathFor('sign-up')}>Create an account</Link>
          </Button>
          {/* The attached action carries over to the login modal. */}
          <Button variant="secondary" fullWidth onClick={() => openLoginModal()}>
            Log in
          </Button>
          <Button
            variant="ghost"
            fullWidth
            onClick={() => {
              trackEvent('guest_login');
              dismiss();
            }}
          >
            Continue as a guest
          </Button>
        </div>
      }
    >
      <Benefits />
    </Modal>
  );
}
