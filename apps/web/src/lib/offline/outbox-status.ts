import { useSyncExternalStore } from 'react';

/**
 * How many edits made offline still wait to be sent (issue 17), for the offline banner. A plain
 * store rather than zustand's: only the lazily loaded offline parts use it, and sharing zustand
 * with them split it into a chunk of its own on every page.
 */

let waiting = 0;
const listeners = new Set<() => void>();

export function setEditsWaiting(count: number): void {
  waiting = count;
  for (const listener of listeners) listener();
}

export const editsWaiting = (): number => waiting;

export function useEditsWaiting(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    editsWaiting,
    editsWaiting,
  );
}
