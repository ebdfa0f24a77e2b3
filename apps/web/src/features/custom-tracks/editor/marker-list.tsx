import { formatDistance, markerLabel } from '@waymark/domain';
import clsx from 'clsx';
import { useState } from 'react';
import { useViewport } from '@/lib/use-viewport.ts';
import { ChevronDownIcon } from '@/ui/icons.tsx';
import { legKind, legNote } from './marker-labels.ts';
import type { EditorMarker } from './use-track-legs.ts';
import styles from './custom-track-editor.module.css';

/**
 * The markers in order (spec 2 §2): a row selects its marker, hovering one highlights it on the
 * map, and every straight leg says why. On a phone it is the "Trip Markers" panel, collapsed
 * until opened so the map has the room.
 */
export function MarkerList({
  markers,
  selected,
  onSelect,
  onHover,
}: {
  markers: readonly EditorMarker[];
  selected: number | null;
  onSelect: (index: number) => void;
  onHover: (index: number | null) => void;
}) {
  const collapsible = useViewport() !== 'desktop';
  const [open, setOpen] = useState(false);
  const shown = !collapsible || open;
  return (
    <section className={styles.markers} aria-labelledby="trip-markers-heading">
      {collapsible ? (
        <h2 id="trip-markers-heading" className={styles.markersHeading}>
          <button
            type="button"
            className={styles.markersToggle}
            aria-expanded={open}
            aria-controls="trip-markers-list"
            onClick={() => setOpen(!open)}
          >
            <span>Trip Markers ({markers.length})</span>
            <ChevronDownIcon size={18} className={clsx(open && styles.flipped)} />
          </button>
        </h2>
      ) : (
        <h2 id="trip-markers-heading" className={styles.markersHeading}>
          Trip Markers
        </h2>
      )}
      {shown ? (
        markers.length === 0 ? (
          <p id="trip-markers-list" className={styles.empty}>
            Click on the map to place a marker
          </p>
        ) : (
          <ol id="trip-markers-list" className={styles.markerRows} onMouseLeave={() => onHover(null)}>
            {markers.map((marker, index) => {
              const note = index > 0 ? legNote(marker) : undefined;
              const kind = legKind(marker);
              return (
                <li key={index}>
                  <button
                    type="button"
                    className={clsx(styles.markerRow, index === selected && styles.markerRowSelected)}
                    aria-current={index === selected ? 'true' : undefined}
                    onClick={() => {
                      // On a phone the panel folds away so the marker and its popup show.
                      if (collapsible) setOpen(false);
                      onSelect(index);
                    }}
                    onMouseEnter={() => onHover(index)}
                    onFocus={() => onHover(index)}
                    onBlur={() => onHover(null)}
                  >
                    <span
                      className={clsx(styles.markerBadge, index === 0 && styles.markerBadgeStart)}
                      aria-hidden="true"
                    >
                      {index === 0 ? 'S' : index + 1}
                    </span>
                    <span className={styles.markerText}>
                      <span className={styles.markerName}>{markerLabel(markers, index)}</span>
                      {index > 0 ? (
                        <span className={styles.legLength}>
                          {marker.pending ? 'Finding the path…' : `+${formatDistance(marker.length)}`}
                        </span>
                      ) : null}
                      {note && kind !== 'pending' ? (
                        <span className={clsx(styles.legNote, kind === 'fallback' && styles.legNoteWarning)}>
                          {note}
                        </span>
                      ) : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        )
      ) : null}
    </section>
  );
}
