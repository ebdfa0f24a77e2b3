import type { LngLat, Marker } from '@waymark/domain';

/**
 * What the walker decides about each marker: where it is, whether its leg follows the tracks,
 * and whether it returns to an earlier marker. The legs' routes are worked out from these (see
 * use-track-legs.ts), so the history of a track is small enough to keep across a reload.
 */
export type MarkerStub = Pick<Marker, 'lng' | 'lat' | 'type' | 'snap'>;

export const stubOf = ({ lng, lat, type, snap }: MarkerStub): MarkerStub => ({ lng, lat, type, snap });
export const positionOf = (stub: MarkerStub): LngLat => [stub.lng, stub.lat];

// ---------------------------------------------------------------- edits

export function addMarker(stubs: readonly MarkerStub[], [lng, lat]: LngLat, snap: boolean): MarkerStub[] {
  return [...stubs, { lng, lat, type: 'default', snap }];
}

/** A marker between `index - 1` and `index`, as a midpoint marker places it. */
export function insertMarker(
  stubs: readonly MarkerStub[],
  index: number,
  [lng, lat]: LngLat,
  snap: boolean,
): MarkerStub[] {
  return [...stubs.slice(0, index), { lng, lat, type: 'default', snap }, ...stubs.slice(index)];
}

export function moveMarker(stubs: readonly MarkerStub[], index: number, [lng, lat]: LngLat): MarkerStub[] {
  return stubs.map((stub, i) => (i === index ? { ...stub, lng, lat } : stub));
}

export function deleteMarker(stubs: readonly MarkerStub[], index: number): MarkerStub[] {
  return stubs.filter((_, i) => i !== index);
}

/** The leg into this marker follows the tracks, or goes straight; the start has no leg. */
export function toggleSnap(stubs: readonly MarkerStub[], index: number): MarkerStub[] {
  if (index === 0) return [...stubs];
  return stubs.map((stub, i) => (i === index ? { ...stub, snap: !stub.snap } : stub));
}

/**
 * The same track walked the other way. Each leg keeps its snap setting (the leg into marker k
 * becomes the leg into its mirror), and "Return to marker" labels stay where they were along
 * the way: an out-and-back reversed is the same out-and-back.
 */
export function reverseTrack(stubs: readonly MarkerStub[]): MarkerStub[] {
  const reversed = [...stubs].reverse();
  return reversed.map((stub, k) => ({
    lng: stub.lng,
    lat: stub.lat,
    type: stubs[k]!.type,
    snap: k === 0 ? true : reversed[k - 1]!.snap,
  }));
}

/** Back the way it came: every marker again in reverse order, each labelled "Return to marker". */
export function outAndBack(stubs: readonly MarkerStub[]): MarkerStub[] {
  if (stubs.length < 2) return [...stubs];
  const back: MarkerStub[] = [];
  for (let k = stubs.length - 2; k >= 0; k -= 1) {
    // The leg from k + 1 back to k is the leg into k + 1, walked backwards.
    back.push({ lng: stubs[k]!.lng, lat: stubs[k]!.lat, type: 'outandback', snap: stubs[k + 1]!.snap });
  }
  return [...stubs, ...back];
}

/** Closes a loop: one more marker on the start point. */
export function backToStart(stubs: readonly MarkerStub[], snap: boolean): MarkerStub[] {
  const start = stubs[0];
  if (!start || stubs.length < 2) return [...stubs];
  return [...stubs, { lng: start.lng, lat: start.lat, type: 'default', snap }];
}

// ---------------------------------------------------------------- history

/** Issue 15: undo and redo reach back at least 100 steps. */
export const HISTORY_STEPS = 150;

export type TrackHistory = { past: MarkerStub[][]; present: MarkerStub[]; future: MarkerStub[][] };

export const startHistory = (present: MarkerStub[]): TrackHistory => ({ past: [], present, future: [] });

/** A new change forgets what could have been redone (spec 2 §2). */
export function record(history: TrackHistory, next: MarkerStub[]): TrackHistory {
  return { past: [...history.past, history.present].slice(-HISTORY_STEPS), present: next, future: [] };
}

export function undo(history: TrackHistory): TrackHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: TrackHistory): TrackHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

export const sameStubs = (a: readonly MarkerStub[], b: readonly MarkerStub[]) =>
  a.length === b.length &&
  a.every(
    (stub, i) =>
      stub.lng === b[i]!.lng &&
      stub.lat === b[i]!.lat &&
      stub.type === b[i]!.type &&
      stub.snap === b[i]!.snap,
  );

// ---------------------------------------------------------------- kept across a reload

const storageKey = (trackId: string) => `waymark.custom-track-history.${trackId}`;

/** Kept in this browser so a reload keeps undo and redo; a broken or full store only loses history. */
export function keepHistory(trackId: string, history: TrackHistory): void {
  try {
    localStorage.setItem(storageKey(trackId), JSON.stringify(history));
  } catch {
    // No room or no storage: the track itself is saved on the server either way.
  }
}

/**
 * The history kept for this track, if it ends where the saved track is: a track changed
 * elsewhere since (another device) starts a new history rather than undoing into the other one.
 */
export function keptHistory(trackId: string, saved: readonly MarkerStub[]): TrackHistory | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey(trackId)) ?? 'null') as TrackHistory | null;
    if (kept && Array.isArray(kept.past) && Array.isArray(kept.future) && sameStubs(kept.present, saved)) {
      return kept;
    }
  } catch {
    // Unreadable: start again.
  }
  return undefined;
}

export function forgetHistory(trackId: string): void {
  try {
    localStorage.removeItem(storageKey(trackId));
  } catch {
    // Nothing to forget.
  }
}
