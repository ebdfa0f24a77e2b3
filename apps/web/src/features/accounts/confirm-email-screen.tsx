import { pathFor, SOMETHING_WENT_WRONG } from '@waymark/domain';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthPage } from '@/components/auth-page.tsx';
import { ApiError, failureMessage } from '@/lib/api-client.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { signInThenGoTo } from '@/lib/session/post-login.ts';
import { fetchCurrentUser } from '@/lib/session/session-api.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { CheckCircleIcon } from './components/account-icons.tsx';
import { useConfirmEmailChange } from './api/account-api.ts';
import styles from './account-screens.module.css';

/**
 * 400 (used, expired or unknown) and 409 (the address is taken) are the link's final answer; a
 * lost connection, a busy server or a rate limit are not, and the link is still unused.
 */
function linkMayStillWork(error: unknown): boolean {
  return !(error instanceof ApiError && (error.status === 400 || error.status === 409));
}

/**
 * Opened from the link mailed to a new email address (`?token=`). The link is the proof, so it
 * works logged out and on another device. Without a token there is nothing to confirm.
 */
export function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to={pathFor('account')} replace />;
  // Keyed by the token: another link opened in this tab is a new confirmation, sent once too.
  return <ConfirmEmail key={token} token={token} />;
}

function ConfirmEmail({ token }: { token: string }) {
  const loggedIn = useAppStore((state) => Boolean(state.accessToken));
  const confirmation = useConfirmEmailChange({
    onSuccess: async () => {
      // The new address shows at once where it is logged in; elsewhere at the next login.
      if (useAppStore.getState().accessToken) {
        const user = await fetchCurrentUser().catch(() => undefined);
        if (user) useAppStore.getState().setUser(user);
      }
    },
  });
  const { mutate } = confirmation;
  // The link works once: a second request (React's development double effect) would be refused.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  if (confirmation.isSuccess) {
    return (
      <AuthPage title="Email address confirmed">
        <div className={`${styles.stack} ${styles.centre}`}>
          <span className={styles.badge}>
            <CheckCircleIcon size={32} />
          </span>
          <div role="status" className={styles.stack}>
            <h2 className={styles.cardTitle}>Your email address has been changed</h2>
            <p className={`${styles.muted} ${styles.breakable}`}>
              {confirmation.data} Use it to log in from now on.
            </p>
          </div>
          <Button asChild size="lg" fullWidth>
            {loggedIn ? (
              <Link to={pathFor('account')}>Go to my profile</Link>
            ) : (
              <Link to={pathFor('sign-in')}>Log in</Link>
            )}
          </Button>
        </div>
      </AuthPage>
    );
  }

  if (confirmation.isError) {
    // The profile form needs a login: logged out, sign-in comes first and then goes there.
    const changeAgain = loggedIn ? pathFor('account-update') : signInThenGoTo(pathFor('account-update'));
    return (
      <AuthPage title="Email address not changed">
        <div className={styles.stack}>
          <FormAlert>{failureMessage(confirmation.error, SOMETHING_WENT_WRONG)}</FormAlert>
          {linkMayStillWork(confirmation.error) ? (
            <Button size="lg" fullWidth onClick={() => mutate(token)}>
              Try again
            </Button>
          ) : null}
          <Button asChild size="lg" fullWidth variant="secondary">
            <Link to={changeAgain}>Change your email again</Link>
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Confirming your email address">
      <div className={`${styles.stack} ${styles.centre}`} role="status" aria-live="polite">
        <Spinner label="" />
        <p className={styles.muted}>Checking the link from your inbox…</p>
      </div>
    </AuthPage>
  );
}
