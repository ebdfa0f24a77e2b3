import { pathFor, SOMETHING_WENT_WRONG } from '@waymark/domain';
import type { CustomTrack } from '@waymark/domain';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ListEnd, ListFirstLoad } from '@/components/list-states/list-states.tsx';
import { Page } from '@/components/page.tsx';
import { ApiError, failureMessage } from '@/lib/api-client.ts';
import { useLoadNearEnd } from '@/lib/use-load-near-end.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { PlusIcon } from '@/ui/icons.tsx';
import { useToast } from '@/ui/toast.tsx';
import { useDeleteCustomTrack, useMyCustomTracks } from './api/custom-tracks-api.ts';
import { CustomTrackTile } from './custom-track-tile.tsx';
import { DeleteCustomTrackDialog } from './delete-custom-track-dialog.tsx';
import styles from './my-custom-tracks.module.css';

const TITLE = 'My Custom Tracks';
const editorPath = pathFor('custom-track-editor', {});

/**
 * My Custom Tracks (spec 2 §2): the tracks the walker drew, last edited first, loading more as
 * they scroll, after a tile that starts a new one.
 */
export function MyCustomTracksScreen() {
  const list = useMyCustomTracks();
  const [deleting, setDeleting] = useState<{ track: CustomTrack; refusal: string | null } | null>(null);
  const remove = useDeleteCustomTrack();
  const { toast } = useToast();
  const createLink = useRef<HTMLAnchorElement>(null);
  // The Delete button that opened the dialog goes with its tile, so focus needs somewhere to land.
  const deleted = useRef(false);
  const tracks = list.data?.pages.flatMap((page) => page.tracks) ?? [];
  const listEnd = useLoadNearEnd({
    enabled: list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError,
    onNearEnd: () => void list.fetchNextPage({ cancelRefetch: false }),
  });

  // A later failure (the next page, a refresh) keeps the tracks already shown.
  if (!list.data) {
    return (
      <Page title={TITLE} width="wide">
        <ListFirstLoad
          failed={list.isError}
          loading="Loading your custom tracks…"
          failure="We couldn’t load your custom tracks"
          onRetry={() => void list.refetch()}
        />
      </Page>
    );
  }

  return (
    <Page title={TITLE} width="wide">
      {tracks.length === 0 ? (
        <EmptyState
          title="You haven’t made a custom track yet"
          description="Draw your own route on the map, and plan trips on it or share a copy with a friend."
          actions={
            <Button asChild>
              <Link ref={createLink} to={editorPath}>
                <PlusIcon size={18} />
                Create custom track
              </Link>
            </Button>
          }
        />
      ) : (
        <ul className={styles.grid}>
          <li>
            <Link ref={createLink} to={editorPath} className={styles.create}>
              <PlusIcon size={32} />
              Create custom track
            </Link>
          </li>
          {tracks.map((track) => (
            <li key={track.id}>
              <CustomTrackTile track={track} onDelete={() => setDeleting({ track, refusal: null })} />
            </li>
          ))}
        </ul>
      )}

      <ListEnd
        ref={listEnd}
        fetching={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        loading="Loading more tracks…"
        failure="We couldn’t load more of your tracks."
        onRetry={() => void list.fetchNextPage()}
      />

      <DeleteCustomTrackDialog
        track={deleting?.track ?? null}
        refusal={deleting?.refusal ?? null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          deleted.current = false;
          event.preventDefault();
          createLink.current?.focus();
        }}
        onConfirm={(track, plans) => {
          deleted.current = true;
          setDeleting(null);
          // The tile goes at once; the hook puts it back if the call fails (spec 2 §4).
          remove.mutate(
            { id: track.id, plans },
            {
              onError: (error) => {
                const message = failureMessage(error, SOMETHING_WENT_WRONG);
                // A plan was made on the track since the dialog listed them: ask again, naming
                // the plans as they are now, rather than deleting one nobody confirmed.
                if (error instanceof ApiError && error.status === 409) {
                  setDeleting({ track, refusal: message });
                  return;
                }
                toast({ title: `We couldn’t delete ${track.title}`, description: message, tone: 'error' });
              },
            },
          );
        }}
      />
    </Page>
  );
}
