import { useSyncExternalStore } from 'react';
import { HAS_QUEUED_EDITS } from './offline-names.ts';

/**
 * Whether edits made offline wait on this device (issue 17), as the app shell needs to know
 * without loading the outbox: it then runs the sync and the banner. Another tab's change to the
 * flag arrives as a storage event, so whichever tab is first back online sends.
 */

const CHANGED = 'waymark:queued-edits-changed';

export function setQueuedEditsFlag(waiting: boolean): void {
  if (waiting) localStorage.setItem(HAS_QUEUED_EDITS, 'yes');
  else localStorage.removeItem(HAS_QUEUED_EDITS);
  // A tab's own storage writes fire no storage event in it.
  window.dispatchEvent(new Event(CHANGED));
}

export function useHasQueuedEdits(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(HAS_QUEUED_EDITS) !== null,
    () => false,
  );
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === HAS_QUEUED_EDITS || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}
