import { formatDistance, formatNumericDate, pathFor } from '@waymark/domain';
import type { CustomTrack } from '@waymark/domain';
import { Link } from 'react-router';
import { ShareLink } from '@/components/share-link/share-link.tsx';
import { Button } from '@/ui/button.tsx';
import { EditIcon, ShareIcon, TrashIcon } from '@/ui/icons.tsx';
import { RouteSketchView } from './route-sketch-view.tsx';
import styles from './my-custom-tracks.module.css';

/**
 * One of the walker's custom tracks in My Custom Tracks (spec 2 §2): it opens the track's page,
 * and shares, edits or deletes it. The buttons carry the track's name, as a screen reader lists
 * them out of the tile.
 */
export function CustomTrackTile({ track, onDelete }: { track: CustomTrack; onDelete: () => void }) {
  return (
    <article className={styles.tile} aria-label={track.title}>
      <Link to={pathFor('custom-track', { track_id: track.id })} className={styles.open}>
        <RouteSketchView markers={track.markers} />
        <span className={styles.body}>
          <span className={styles.title}>{track.title}</span>
          <span className={styles.facts}>
            <span>{formatDistance(track.distance)}</span>
            <span>Last edited {formatNumericDate(track.last_edited)}</span>
          </span>
        </span>
      </Link>
      <div className={styles.actions}>
        <ShareLink
          link={window.location.origin + pathFor('share-custom-track', { id: track.id })}
          name={track.title}
          modalTitle="Share a copy of your custom track"
          modalDescription={
            <>
              Anyone with an account who opens this link gets their own copy of {track.title}. Changes made
              later, by you or by them, only change that person’s own copy.
            </>
          }
          linkLabel="Link to a copy of the track"
        >
          <Button
            size="sm"
            variant="ghost"
            leadingIcon={<ShareIcon size={18} />}
            aria-label={`Share ${track.title}`}
          >
            Share
          </Button>
        </ShareLink>
        <Button size="sm" variant="ghost" asChild>
          <Link to={pathFor('custom-track-editor', { id: track.id })} aria-label={`Edit ${track.title}`}>
            <EditIcon size={18} />
            Edit
          </Link>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          leadingIcon={<TrashIcon size={18} />}
          aria-label={`Delete ${track.title}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}
