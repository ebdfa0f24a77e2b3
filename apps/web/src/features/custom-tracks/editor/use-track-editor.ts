import { customTrackDistance } from '@waymark/domain';
import type { CustomTrack, CustomTrackInput, Marker } from '@waymark/domain';
import { useEffect, useRef, useState } from 'react';
import {
  keepHistory,
  keptHistory,
  record,
  redo as redoIn,
  startHistory,
  stubOf,
  undo as undoIn,
  type MarkerStub,
  type TrackHistory,
} from './track-edits.ts';
import { useAutosave } from './use-autosave.ts';
import { useTrackLegs } from './use-track-legs.ts';

export type TrackDetails = { title: string; description: string };

/**
 * The track being edited: its details, its markers with their history, the legs between them
 * and the saves. Every marker change is one step of history and one save (spec 2 §4), sent once
 * its legs are routed so what is saved is what the walker sees.
 */
export function useTrackEditor(trackId: string | undefined, onCreated: (id: string) => void) {
  const [history, setHistory] = useState<TrackHistory>(() => startHistory([]));
  /** Whether `history` is this track's: until a saved track has opened, the empty start is not. */
  const [ownHistory, setOwnHistory] = useState(trackId === undefined);
  const [details, setDetails] = useState<TrackDetails>({ title: '', description: '' });
  const legs = useTrackLegs(history.present);
  const autosave = useAutosave(trackId, onCreated);
  const unsaved = useRef(false);

  const trackInput = (
    markers: Marker[] = legs.markers,
    { title, description } = details,
  ): CustomTrackInput => ({
    title,
    description,
    distance: customTrackDistance(markers),
    markers: markers.map(({ lng, lat, type, snap, snapRoute, length, terrain, straight }) => ({
      lng,
      lat,
      type,
      snap,
      snapRoute,
      length,
      terrain,
      straight,
    })),
  });

  // The change goes once its legs have their routes.
  const { routed } = legs;
  useEffect(() => {
    if (!unsaved.current || !routed) return;
    unsaved.current = false;
    void autosave.save(trackInput());
  });

  // Undo and redo outlive a reload of this track (issue 15).
  useEffect(() => {
    if (trackId && ownHistory) keepHistory(trackId, history);
  }, [trackId, history, ownHistory]);

  const apply = (next: (current: TrackHistory) => TrackHistory) => {
    unsaved.current = true;
    setHistory(next);
  };

  return {
    details,
    markers: legs.markers,
    routed,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    save: autosave,

    /** A saved track, as the editor opens it: its history comes back if this browser kept it. */
    open(track: CustomTrack) {
      legs.learn(track.markers);
      const stubs = track.markers.map(stubOf);
      setHistory(keptHistory(track.id, stubs) ?? startHistory(stubs));
      setOwnHistory(true);
      setDetails({ title: track.title, description: track.description });
    },
    /** A new track's name and description, or changed ones; a track already saved saves them. */
    describe(next: TrackDetails, { saveNow }: { saveNow: boolean }) {
      setDetails(next);
      if (saveNow) void autosave.save(trackInput(legs.markers, next));
    },
    /** One step: what the walker did to the markers. */
    change(edit: (stubs: MarkerStub[]) => MarkerStub[]) {
      apply((current) => record(current, edit(current.present)));
    },
    /** Markers whose legs are already known, as a GPX file brings them: one step too. */
    replaceWith(markers: Marker[]) {
      legs.learn(markers);
      apply((current) => record(current, markers.map(stubOf)));
    },
    undo: () => apply(undoIn),
    redo: () => apply(redoIn),
  };
}

export type TrackEditor = ReturnType<typeof useTrackEditor>;
