import { pathFor, SOMETHING_WENT_WRONG, UNSUBSCRIBE_LINK_INVALID } from '@waymark/domain';
import type { Unsubscribe } from '@waymark/domain';
import { Link, useParams } from 'react-router';
import { Page } from '@/components/page.tsx';
import { ApiError, failureMessage } from '@/lib/api-client.ts';
import { useSession } from '@/lib/use-session.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useUnsubscribe, useUnsubscribeLink } from './api/unsubscribe-api.ts';
import styles from './unsubscribe.module.css';

/**
 * `/unsubscribe/{token}`, from the link in every mail (issue 14): says which emails the link
 * stops, and stops them only when "Stop these emails" is pressed. No login: the token is the proof.
 */
export function UnsubscribeScreen() {
  const { token = '' } = useParams();
  const link = useUnsubscribeLink(token);

  return (
    <Page title="Unsubscribe" width="narrow">
      {link.isPending ? (
        <p className={styles.loading}>
          <Spinner size="sm" label="" />
          <span role="status">Checking your link...</span>
        </p>
      ) : link.isError ? (
        <LinkProblem error={link.error} onRetry={() => void link.refetch()} />
      ) : (
        <Unsubscribing token={token} link={link.data} />
      )}
    </Page>
  );
}

function Unsubscribing({ token, link }: { token: string; link: Unsubscribe }) {
  const stop = useUnsubscribe(token);
  if (link.done) return <Stopped description={link.description} />;
  return (
    <div className={styles.card}>
      <p className={styles.lead}>This link stops:</p>
      <p className={styles.description}>{link.description}</p>
      {stop.isError ? <FormAlert>{failureMessage(stop.error, SOMETHING_WENT_WRONG)}</FormAlert> : null}
      <Button fullWidth loading={stop.isPending} onClick={() => stop.mutate()}>
        Stop these emails
      </Button>
      <SettingsLink />
    </div>
  );
}

function Stopped({ description }: { description: string }) {
  return (
    <div className={styles.card}>
      <FormAlert tone="success" title="These emails are stopped">
        {description}
      </FormAlert>
      <SettingsLink />
    </div>
  );
}

/** The notification switches (spec 1 §3) are where every other change is made. */
function SettingsLink() {
  const { isSignedIn } = useSession();
  return (
    <p className={styles.muted}>
      You can change which emails you get at any time in{' '}
      {isSignedIn ? (
        <Link to={pathFor('account')}>My Profile &amp; Settings</Link>
      ) : (
        <>
          My Profile &amp; Settings once you <Link to={pathFor('sign-in')}>log in</Link>
        </>
      )}
      .
    </p>
  );
}

function LinkProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <>
      <FormAlert>
        {answered
          ? failureMessage(error, UNSUBSCRIBE_LINK_INVALID)
          : failureMessage(error, SOMETHING_WENT_WRONG)}
      </FormAlert>
      {answered ? null : (
        <div>
          <Button onClick={onRetry}>Try again</Button>
        </div>
      )}
    </>
  );
}
