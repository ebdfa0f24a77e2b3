import { pathFor, routeAfterLogin } from '@waymark/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useProductName } from '@/lib/app-config.ts';
import { LoginForm } from '@/lib/session/login-form.tsx';
import { RegistrationForm } from '@/lib/session/registration-form.tsx';
import { useAfterLogin } from '@/lib/session/use-after-login.ts';
import { ArrowLeftIcon, ArrowRightIcon } from '@/ui/icons.tsx';
import styles from './profile-menu.module.css';

export type VisitorPanel = 'log-in' | 'create-account';

export type VisitorPanelsProps = {
  panel: VisitorPanel;
  onSwitch: (panel: VisitorPanel) => void;
  /** Closes the menu. */
  onDone: () => void;
  /**
   * Put the cursor in Email on opening, as the desktop menu does. The phone's sheet leaves it
   * off: the on-screen keyboard would cover the sheet before the visitor chose to log in.
   */
  focusFormOnOpen?: boolean;
};

/** The visitor's side of the profile menu: log in here, or create an account here. */
export function VisitorPanels({ panel, onSwitch, onDone, focusFormOnOpen = true }: VisitorPanelsProps) {
  const productName = useProductName();
  const afterLogin = useAfterLogin();
  const navigate = useNavigate();
  const title = useRef<HTMLHeadingElement>(null);
  const [switched, setSwitched] = useState(false);

  // The switch button goes with the old panel; move focus to the new panel's heading.
  useEffect(() => {
    if (switched) title.current?.focus();
  }, [panel, switched]);

  function switchTo(next: VisitorPanel) {
    setSwitched(true);
    onSwitch(next);
  }

  if (panel === 'create-account') {
    return (
      <div className={styles.panel}>
        <h2 id="profile-menu-title" ref={title} tabIndex={-1} className={styles.panelTitle}>
          Create an Account
        </h2>
        <p className={styles.panelText}>
          It’s free. Save draft trips, plan across devices, share plans and get weather notifications.
        </p>
        <RegistrationForm
          onRegistered={(user) => {
            onDone();
            void navigate(user ? routeAfterLogin(user) : pathFor('activation'));
          }}
          onLogInInstead={() => switchTo('log-in')}
        />
        <p className={styles.switchText}>Already have an account?</p>
        <button type="button" className={styles.switchButton} onClick={() => switchTo('log-in')}>
          <ArrowLeftIcon size={18} />
          Back to Log in
        </button>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <h2 id="profile-menu-title" ref={title} tabIndex={-1} className={styles.panelTitle}>
        Log in
      </h2>
      <p className={styles.panelText}>Log in to see your saved trips, gear lists and contacts.</p>
      <LoginForm
        focusOnMount={focusFormOnOpen && !switched}
        onLoggedIn={(user) => {
          onDone();
          afterLogin(user);
        }}
        extra={
          <Link to={pathFor('lost-password')} onClick={onDone}>
            Lost your password?
          </Link>
        }
      />
      <p className={styles.switchText}>New to {productName}?</p>
      <button type="button" className={styles.switchButton} onClick={() => switchTo('create-account')}>
        Create an Account
        <ArrowRightIcon size={18} />
      </button>
    </div>
  );
}
