import type { CustomTrackInput } from '@waymark/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { CUSTOM_TRACKS_KEY } from '@/lib/custom-track-api.ts';
import { saveCustomTrack } from '../api/custom-tracks-api.ts';

/** Spec 2 §2 save indicator: idle, saving, saved, or error ("Unsaved changes"). */
export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * Saves the track after every change (spec 2 §4): `POST` while it has no id, then `PUT`. Saves
 * run one at a time and only the newest waiting change is sent, so a burst of edits is one or
 * two requests and an older save never lands after a newer one. A failed change is kept to be
 * saved again, never dropped.
 */
export function useAutosave(savedId: string | undefined, onCreated: (id: string) => void) {
  const queryClient = useQueryClient();
  const id = useRef(savedId);
  const waiting = useRef<CustomTrackInput | null>(null);
  const running = useRef<Promise<boolean> | null>(null);
  const [state, setState] = useState<SaveState>('idle');

  async function drain(): Promise<boolean> {
    while (waiting.current) {
      const track = waiting.current;
      waiting.current = null;
      setState('saving');
      try {
        const savedAs = await saveCustomTrack(id.current, track);
        if (id.current === undefined) {
          id.current = savedAs;
          onCreated(savedAs);
        }
      } catch {
        // Kept for the next try, unless a newer change is already waiting.
        waiting.current ??= track;
        setState('error');
        return false;
      }
    }
    setState('saved');
    void queryClient.invalidateQueries({ queryKey: CUSTOM_TRACKS_KEY });
    return true;
  }

  function run(): Promise<boolean> {
    running.current ??= drain().finally(() => (running.current = null));
    return running.current;
  }

  return {
    state,
    /** Save this version of the track, after any save under way. */
    save(track: CustomTrackInput): Promise<boolean> {
      waiting.current = track;
      // A change made as a save finished may have missed it: then it goes in a save of its own.
      return run().then((done) => (done && waiting.current ? run() : done));
    },
    /** Try the change that failed again; true once it is saved. */
    retry: (): Promise<boolean> => (waiting.current ? run() : Promise.resolve(true)),
    /** Forget a change that could not be saved (Leave and discard changes). */
    discard() {
      waiting.current = null;
      setState('idle');
    },
  };
}
