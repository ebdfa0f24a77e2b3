import { STRAIGHT_LEG_REASONS } from '@waymark/domain';
import type { Marker } from '@waymark/domain';

/** How a leg is drawn and listed: along the tracks, straight by choice, straight because it had to be, or being routed. */
export type LegKind = 'snapped' | 'straight' | 'fallback' | 'pending';

export function legKind(marker: Pick<Marker, 'snap' | 'straight'> & { pending?: boolean }): LegKind {
  if (marker.pending) return 'pending';
  if (!marker.snap) return 'straight';
  return marker.straight ? 'fallback' : 'snapped';
}

/** What a leg's mark says: nothing for a leg on the tracks. */
export function legNote(
  marker: Pick<Marker, 'snap' | 'straight'> & { pending?: boolean },
): string | undefined {
  switch (legKind(marker)) {
    case 'pending':
      return 'Finding the path…';
    case 'straight':
      return 'Straight line: snap to path is off for this marker.';
    case 'fallback':
      return STRAIGHT_LEG_REASONS[marker.straight!];
    default:
      return undefined;
  }
}
