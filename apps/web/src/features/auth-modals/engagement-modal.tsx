import { pathFor } from '@waymark/domain';
import { Link } from 'react-router';
import { BrandMark } from '@/components/logo.tsx';
import { useProductName } from '@/lib/app-config.ts';
import { closeLoginModals, openLoginModal, runCloseCallback } from '@/lib/session/login-prompt.ts';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { Benefits } from './benefits.tsx';
import styles from './auth-modals.module.css';

/** The engagement prompt (spec 1 §2), opened by the host 30 s after landing on a flagged route. */
export function EngagementModal() {
  const productName = useProductName();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (open) return;
        closeLoginModals();
        runCloseCallback();
      }}
      title={`To get the best from ${productName}, log in or sign up for free`}
      size="sm"
      className={styles.engagement}
      actions={
        <div className={styles.stackedActions}>
          <Button asChild variant="accent" size="lg" fullWidth>
            <Link to={pathFor('sign-up')}>CREATE FREE ACCOUNT</Link>
          </Button>
          <Button variant="secondary" fullWidth onClick={() => openLoginModal()}>
            Log in
          </Button>
        </div>
      }
    >
      <div className={styles.mark} aria-hidden="true">
        <BrandMark size={48} />
      </div>
      <Benefits />
    </Modal>
  );
}
