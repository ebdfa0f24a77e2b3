import {
  BACK_SAFE_DONE,
  CHECK_IN_LINK_INVALID,
  CHECK_IN_LINK_USED,
  CHECK_IN_NOT_OPEN,
  CheckInTokenSchema,
  formatMoment,
  pathFor,
  planDatesOf,
  SOMETHING_WENT_WRONG,
  tripDatesLabel,
  tripInstants,
} from '@waymark/domain';
import type { CheckIn } from '@waymark/domain';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '@/components/page.tsx';
import { ApiError, failureMessage } from '@/lib/api-client.ts';
import { useSession } from '@/lib/use-session.ts';
import { useOnline } from '@/lib/offline/use-online.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { CheckIcon } from '@/ui/icons.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useBackSafe, useCheckIn } from './api/check-in-api.ts';
import type { CheckInSource } from './api/check-in-api.ts';
import styles from './check-in.module.css';
import { escalationNote } from './escalation-note.ts';
import { ExtendTripForm } from './extend-trip-form.tsx';

/** `/check-in/{token}`: opened from the "Are you back?" mail; the token is the proof, no login. */
export function CheckInScreen() {
  const { token = '' } = useParams();
  const link = CheckInTokenSchema.safeParse({ token });
  if (!link.success) {
    return <CheckInProblem message={link.error.issues[0]?.message ?? CHECK_IN_LINK_INVALID} />;
  }
  return <CheckInPage source={{ token: link.data.token }} />;
}

/** `/account/my-walks/{id}/check-in`: the same page from My Walks, for the trip's owner and editors. */
export function PlanCheckInScreen() {
  const { id = '' } = useParams();
  if (!/^[1-9]\d{0,9}$/.test(id)) return <CheckInProblem message="There is no trip at this address." />;
  return <CheckInPage source={{ planId: Number(id) }} />;
}

function CheckInPage({ source }: { source: CheckInSource }) {
  const checkIn = useCheckIn(source);
  if (checkIn.isPending) {
    return (
      <Page title="Check in" width="narrow">
        <p className={styles.loading}>
          <Spinner size="sm" label="" />
          <span role="status">Loading your trip...</span>
        </p>
      </Page>
    );
  }
  if (checkIn.isError) {
    const { error } = checkIn;
    const isLink = 'token' in source && error instanceof ApiError;
    if (isLink && error.status === 410) return <CheckInProblem message={CHECK_IN_LINK_USED} tone="info" />;
    if (isLink && error.status === 404) return <CheckInProblem message={CHECK_IN_LINK_INVALID} />;
    const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
    return (
      <CheckInProblem
        message={failureMessage(error, SOMETHING_WENT_WRONG)}
        onRetry={answered ? undefined : () => void checkIn.refetch()}
      />
    );
  }
  return <CheckInDetails source={source} checkIn={checkIn.data} />;
}

/**
 * A link or address that cannot check in: not valid, used, or no such trip. The
 * way on is the trip in My Walks, after logging in for someone who is not.
 */
function CheckInProblem({
  message,
  tone = 'error',
  onRetry,
}: {
  message: string;
  tone?: 'error' | 'info';
  onRetry?: (() => void) | undefined;
}) {
  const { isSignedIn } = useSession();
  return (
    <Page title="Check in" width="narrow">
      <FormAlert tone={tone}>{message}</FormAlert>
      <div className={styles.actions}>
        {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
        <Button asChild variant={onRetry ? 'secondary' : 'primary'}>
          {isSignedIn ? (
            <Link to={pathFor('my-walks')}>Open My Walks</Link>
          ) : (
            <Link to={pathFor('sign-in')}>Log in</Link>
          )}
        </Button>
      </div>
    </Page>
  );
}

/**
 * The check-in (issue 14): when the trip ends and when the emergency contact would be told, a
 * big "I'm back safe", and a way to extend the trip. A failed request leaves everything as it
 * was, so the button can be pressed again.
 */
function CheckInDetails({ source, checkIn }: { source: CheckInSource; checkIn: CheckIn }) {
  const backSafe = useBackSafe(source);
  const { isSignedIn } = useSession();
  const online = useOnline();
  const now = new Date();
  const hasStarted = now >= tripInstants(checkIn.date).starts;
  const ends = formatMoment(checkIn.ends);

  return (
    <Page
      title={checkIn.trip_name}
      eyebrow="Check in"
      width="narrow"
      meta={{ title: `Check in: ${checkIn.trip_name}` }}
      intro={
        <>
          {checkIn.place_title}
          {' · '}
          {tripDatesLabel(planDatesOf(checkIn.date))}
        </>
      }
    >
      {checkIn.back_safe_at ? (
        <BackSafe checkIn={checkIn} justNow={backSafe.isSuccess} />
      ) : (
        <>
          <section className={styles.card} aria-label="Are you back?">
            <p className={styles.question}>
              {checkIn.owner_first_name ? `Are you back, ${checkIn.owner_first_name}?` : 'Are you back?'}
            </p>
            <p>
              {now < new Date(checkIn.ends)
                ? `Your trip ends at ${ends}.`
                : `Your trip was due to end at ${ends}.`}
            </p>
            <p className={checkIn.escalated ? styles.warning : undefined}>{escalationNote(checkIn, now)}</p>
            {checkIn.has_emergency_contact ? null : (
              <p className={styles.muted}>
                Add one to the plan so someone at home can raise the alarm if you are overdue.
              </p>
            )}
            {hasStarted ? (
              <>
                {backSafe.isError ? (
                  <FormAlert>{failureMessage(backSafe.error, SOMETHING_WENT_WRONG)}</FormAlert>
                ) : null}
                {online ? null : (
                  // Safety first: without signal the check-in cannot arrive, and the walker must know.
                  <FormAlert tone="info" title="Checking in needs a connection">
                    Find signal and press “I’m back safe”, or tell your emergency contact you’re safe another
                    way, before they are told you are overdue.
                  </FormAlert>
                )}
                <Button
                  size="lg"
                  fullWidth
                  loading={backSafe.isPending}
                  disabled={!online}
                  onClick={() => backSafe.mutate()}
                >
                  I’m back safe
                </Button>
              </>
            ) : (
              <FormAlert tone="info">{CHECK_IN_NOT_OPEN}</FormAlert>
            )}
          </section>
          {hasStarted ? <ExtendTripForm source={source} checkIn={checkIn} /> : null}
        </>
      )}

      <nav className={styles.links} aria-label="This trip">
        <Link to={pathFor('plan-readonly', { guid: checkIn.guid })}>View the trip plan</Link>
        {isSignedIn ? <Link to={pathFor('my-walks')}>My Walks</Link> : null}
      </nav>
    </Page>
  );
}

function BackSafe({ checkIn, justNow }: { checkIn: CheckIn; justNow: boolean }) {
  const message = useRef<HTMLDivElement>(null);
  // The button just pressed is gone: focus goes to what it did, which is read out.
  useEffect(() => {
    if (justNow) message.current?.focus();
  }, [justNow]);

  return (
    <div ref={message} tabIndex={-1} className={styles.done}>
      <span className={styles.tick} aria-hidden="true">
        <CheckIcon size={32} />
      </span>
      <p className={styles.doneMessage}>
        {justNow || !checkIn.back_safe_at
          ? BACK_SAFE_DONE
          : `You checked in as back safe at ${formatMoment(checkIn.back_safe_at)}.`}
      </p>
      {checkIn.escalated ? (
        <p>
          Your emergency contact was told you were overdue, so we {justNow ? 'are telling them' : 'told them'}{' '}
          you are back.
        </p>
      ) : null}
    </div>
  );
}
