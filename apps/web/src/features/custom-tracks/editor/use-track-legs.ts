import { kmBetween, withLegLengths } from '@waymark/domain';
import type { LngLat, Marker, StraightLegReason, Terrain } from '@waymark/domain';
import { useEffect, useRef, useState } from 'react';
import { fetchLeg } from '../api/custom-tracks-api.ts';
import { positionOf, type MarkerStub } from './track-edits.ts';

/** One leg as drawn: along the tracks, straight by choice, straight because it had to be, or asked for. */
export type LegRoute = {
  coordinates: LngLat[];
  /** Kilometres. */
  length: number;
  terrain: Terrain;
  /** Why a leg that should follow the tracks is straight. */
  straight: StraightLegReason | null;
};

/** A marker as the editor shows and saves it; `pending` while its leg is being routed. */
export type EditorMarker = Marker & { pending: boolean };

const legKey = (from: MarkerStub, to: MarkerStub) =>
  `${from.lng},${from.lat}>${to.lng},${to.lat}${to.snap ? '' : ':straight'}`;

function straightLeg(from: MarkerStub, to: MarkerStub, straight: StraightLegReason | null): LegRoute {
  const coordinates: LngLat[] = [positionOf(from), positionOf(to)];
  return { coordinates, length: kmBetween(coordinates[0]!, coordinates[1]!), terrain: 'off track', straight };
}

/** The same leg walked the other way: what Reverse and Out and back follow, without asking again. */
const reversed = (leg: LegRoute): LegRoute => ({ ...leg, coordinates: [...leg.coordinates].reverse() });

/**
 * The route of every leg: a leg is asked for once (moving one marker asks again for at most its
 * two legs) and kept for as long as the editor is open, so undo and redo redraw at once. A leg
 * that cannot be asked for is drawn straight, saying why (spec 2 §8: directions failure).
 */
export function useTrackLegs(stubs: readonly MarkerStub[]) {
  const [known, setKnown] = useState<ReadonlyMap<string, LegRoute>>(() => new Map());
  const asked = useRef(new Set<string>());
  const learnLegs = (legs: [string, LegRoute][]) => setKnown((current) => new Map([...current, ...legs]));

  const lookUp = (from: MarkerStub, to: MarkerStub): LegRoute | undefined => {
    if (!to.snap) return straightLeg(from, to, null);
    const leg = known.get(legKey(from, to));
    if (leg) return leg;
    const back = known.get(legKey({ ...to, snap: true }, { ...from, snap: true }));
    return back && reversed(back);
  };

  const routed: EditorMarker[] = stubs.map((stub, index) => {
    const base = { ...stub, snapRoute: null, length: 0, terrain: 'off track' as const, straight: null };
    if (index === 0) return { ...base, pending: false };
    const leg = lookUp(stubs[index - 1]!, stub);
    if (!leg) return { ...base, ...straightLeg(stubs[index - 1]!, stub, null), pending: true };
    return {
      ...stub,
      snapRoute: stub.snap && !leg.straight ? leg.coordinates : null,
      length: leg.length,
      terrain: leg.terrain,
      straight: leg.straight,
      pending: false,
    };
  });

  // Measured as the server measures them (spec 2 §9), so the distance shown is the one saved.
  const markers = withLegLengths(routed);

  const missing = markers
    .map((marker, index) => (marker.pending ? ([stubs[index - 1]!, stubs[index]!] as const) : null))
    .filter((pair) => pair !== null);
  const missingKey = missing.map(([from, to]) => legKey(from, to)).join('|');

  useEffect(() => {
    for (const [from, to] of missing) {
      const key = legKey(from, to);
      if (asked.current.has(key)) continue;
      asked.current.add(key);
      fetchLeg(positionOf(from), positionOf(to))
        .then(
          (leg): LegRoute => ({
            coordinates: leg.coordinates,
            length: leg.length,
            terrain: leg.terrain,
            straight: leg.snapped ? null : (leg.reason ?? 'unavailable'),
          }),
          () => straightLeg(from, to, 'unavailable'),
        )
        .then((leg) => {
          asked.current.delete(key);
          learnLegs([[key, leg]]);
        });
    }
    // The missing legs are named by missingKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missingKey]);

  return {
    markers,
    /** Every leg has its route: what a save must wait for. */
    routed: missing.length === 0,
    /** Legs already known, as a saved track or a GPX file brings them, need not be asked for. */
    learn: (saved: readonly Marker[]) =>
      learnLegs(
        saved.flatMap((marker, index): [string, LegRoute][] => {
          const from = saved[index - 1];
          if (!from || !marker.snap) return [];
          const leg: LegRoute = {
            coordinates: marker.snapRoute ?? [positionOf(from), positionOf(marker)],
            length: marker.length,
            terrain: marker.terrain,
            straight: marker.snapRoute ? null : marker.straight,
          };
          return [[legKey(from, marker), leg]];
        }),
      ),
  };
}
