import { pathFor } from '@waymark/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useProductName } from '@/lib/app-config.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { LoginForm } from '@/lib/session/login-form.tsx';
import { closeLoginModals, runCloseCallback, runLoginAction } from '@/lib/session/login-prompt.ts';
import { useAfterLogin } from '@/lib/session/use-after-login.ts';
import { Modal } from '@/ui/modal.tsx';
import styles from './auth-modals.module.css';

/**
 * The login modal (spec 1 §2, §4). Escape, the backdrop and a route change close it, and run
 * the attached close callback; a successful login runs the attached action instead. Either is
 * used once.
 */
export function LoginModal() {
  const productName = useProductName();
  const afterLogin = useAfterLogin();
  // Read once: the intent is taken out of the store as the modal closes.
  const [title] = useState(() => useAppStore.getState().postLoginIntent?.title ?? 'Log in');

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (open) return;
        closeLoginModals();
        runCloseCallback();
      }}
      title={title}
      description={`Log in to ${productName} to save your plans and pick them up on any device.`}
      size="sm"
    >
      <LoginForm
        focusOnMount
        onLoggedIn={(user) => {
          closeLoginModals();
          runLoginAction();
          afterLogin(user);
        }}
        extra={<Link to={pathFor('lost-password')}>Lost your password?</Link>}
      />
      <p className={styles.switchLine}>
        New to {productName}? <Link to={pathFor('sign-up')}>Create an account</Link>
      </p>
    </Modal>
  );
}
