import { CustomTrackIdSchema, pathFor, SOMETHING_WENT_WRONG } from '@waymark/domain';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Page } from '@/components/page.tsx';
import { ApiError, failureMessage } from '@/lib/api-client.ts';
import { signInThenGoTo } from '@/lib/session/post-login.ts';
import { useSession } from '@/lib/use-session.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useToast } from '@/ui/toast.tsx';
import { useDuplicateCustomTrack } from './api/custom-tracks-api.ts';
import styles from './my-custom-tracks.module.css';

const TITLE = 'Shared custom track';
const NOT_A_TRACK = 'This link is not a custom track, or the track has since been deleted.';

/**
 * A custom track's share link (spec 2 §2): it needs an account, so a guest logs in first and
 * comes back here; then the walker gets their own copy and lands in My Custom Tracks.
 */
export function ShareCustomTrackScreen() {
  const { isSignedIn } = useSession();
  const { pathname } = useLocation();
  const id = useParams().id ?? '';
  if (!isSignedIn) return <Navigate to={signInThenGoTo(pathname)} replace />;
  if (!CustomTrackIdSchema.safeParse(id).success) return <CopyFailed message={NOT_A_TRACK} />;
  return <TakeCopy id={id} />;
}

function TakeCopy({ id }: { id: string }) {
  const duplicate = useDuplicateCustomTrack();
  const navigate = useNavigate();
  const { toast } = useToast();
  const asked = useRef(false);

  const takeCopy = () =>
    duplicate.mutate(id, {
      onSuccess: () => {
        toast({ title: 'The track is copied to your custom tracks', tone: 'success' });
        void navigate(pathFor('my-custom-tracks'), { replace: true });
      },
    });

  // Once, on arrival; after a failure, trying again is the walker's own press.
  const takeCopyOnArrival = useEffectEvent(takeCopy);
  useEffect(() => {
    // Each call makes a copy: StrictMode's second run of this effect must not make another.
    if (asked.current) return;
    asked.current = true;
    takeCopyOnArrival();
  }, []);

  if (duplicate.isError) {
    const status = duplicate.error instanceof ApiError ? duplicate.error.status : 0;
    if (status === 400 || status === 404) return <CopyFailed message={NOT_A_TRACK} />;
    // Another refusal (too many tracks) says why; a lost connection or a server fault may pass.
    const refused = status >= 400 && status < 500;
    return (
      <CopyFailed
        message={failureMessage(duplicate.error, SOMETHING_WENT_WRONG)}
        onRetry={refused ? undefined : takeCopy}
      />
    );
  }
  return (
    <Page title={TITLE} width="narrow">
      <p className={styles.loading} role="status">
        <Spinner size="sm" label="" /> Copying the track to your account…
      </p>
    </Page>
  );
}

function CopyFailed({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  return (
    <Page title={TITLE} width="narrow">
      <EmptyState
        title="We couldn’t copy this track"
        description={message}
        actions={
          <>
            {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
            <Button variant={onRetry ? 'secondary' : 'primary'} asChild>
              <Link to={pathFor('my-custom-tracks')}>Go to My Custom Tracks</Link>
            </Button>
          </>
        }
      />
    </Page>
  );
}
