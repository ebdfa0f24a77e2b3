import { pathFor } from '@waymark/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta.tsx';
import { ScreenSkeleton } from '@/components/screen-skeleton.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCustomTrack } from '@/lib/custom-track-api.ts';
import { hasEarlierPage } from '@/lib/history.ts';
import { useCustomTrackCount } from './api/custom-tracks-api.ts';
import { Onboarding, type OnboardingContext } from './editor/onboarding.tsx';
import { TrackDetailsModal } from './editor/track-details-modal.tsx';
import { TrackEditorLayout } from './editor/track-editor-layout.tsx';
import { useTrackEditor } from './editor/use-track-editor.ts';

type Dialog = { kind: 'onboarding'; context: OnboardingContext } | { kind: 'details' } | null;

/** Ids of tracks this tab's editor created: the route takes them on without starting again. */
const createdHere = new Set<string>();

/**
 * Draw a new custom track, or edit one by id (spec 2 §2 Custom track editor). The router keeps
 * guests out (no user or token goes home). Going to the editor without an id clears the track
 * (spec 2 §2); a new track getting its id keeps everything on screen.
 */
export function CustomTrackEditorScreen() {
  const { id } = useParams();
  const [visit, setVisit] = useState({ id, fresh: 0 });
  if (visit.id !== id) setVisit({ id, fresh: id === undefined ? visit.fresh + 1 : visit.fresh });
  return <TrackEditorSession key={id && !createdHere.has(id) ? `track-${id}` : `new-${visit.fresh}`} />;
}

/** One track in the editor; a track that is not there goes to not-found. */
function TrackEditorSession() {
  const { id } = useParams();
  const navigate = useNavigate();
  /** The id this editor gave a new track: the route then names it, but nothing reloads. */
  const [createdId, setCreatedId] = useState<string>();
  const editor = useTrackEditor(id, (newId) => {
    setCreatedId(newId);
    createdHere.add(newId);
    void navigate(pathFor('custom-track-editor', { id: newId }), { replace: true });
  });
  const loadId = id !== createdId ? id : undefined;
  const track = useCustomTrack(loadId);
  const count = useCustomTrackCount();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [opened, setOpened] = useState<string>();

  const isNotFound =
    track.error instanceof ApiError && (track.error.status === 404 || track.error.status === 400);
  useEffect(() => {
    if (isNotFound)
      void navigate(pathFor('not-found'), {
        replace: true,
        state: { missingPath: window.location.pathname },
      });
  }, [isNotFound, navigate]);

  // A saved track opens once; refetches after its own saves must not undo what is on screen.
  if (track.data && track.data.id !== opened) {
    editor.open(track.data);
    setOpened(track.data.id);
  }

  // On entry (spec 2 §2): no tracks yet, or the check failed, shows first-time onboarding;
  // a returning walker starting a new track names it first.
  const [decided, setDecided] = useState(false);
  if (!decided && (count.isSuccess || count.isError)) {
    setDecided(true);
    if (count.isError || count.data?.user_tracks === 0)
      setDialog({ kind: 'onboarding', context: 'first-time' });
    else if (!id) setDialog({ kind: 'details' });
  }

  const leave = () => {
    if (hasEarlierPage()) void navigate(-1);
    else void navigate(pathFor('home'));
  };
  const savedId = id ?? createdId;

  if (loadId && !track.data) return <ScreenSkeleton />;

  return (
    <>
      <PageMeta title={editor.details.title ? `Edit ${editor.details.title}` : 'Create a custom track'} />
      <TrackEditorLayout
        editor={editor}
        savedId={savedId}
        fitKey={opened ?? ''}
        onEditDetails={() => setDialog({ kind: 'details' })}
        onHelp={() => setDialog({ kind: 'onboarding', context: 'returning' })}
      />
      {dialog?.kind === 'onboarding' ? (
        <Onboarding
          context={dialog.context}
          onCreate={() => setDialog(savedId ? null : { kind: 'details' })}
          onLeave={leave}
          onClose={() => setDialog(savedId || editor.details.title ? null : { kind: 'details' })}
        />
      ) : null}
      {dialog?.kind === 'details' ? (
        <TrackDetailsModal
          isNew={!savedId && !editor.details.title}
          initial={editor.details}
          onSubmit={(details) => {
            editor.describe(details, { saveNow: Boolean(savedId) });
            setDialog(null);
          }}
          onDismiss={() => {
            // Spec 2 §2: closing a new track's details without an id goes back.
            if (!savedId && !editor.details.title) leave();
            else setDialog(null);
          }}
        />
      ) : null}
    </>
  );
}
