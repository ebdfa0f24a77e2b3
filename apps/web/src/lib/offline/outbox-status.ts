import { create } from 'zustand';
import { HAS_QUEUED_EDITS } from './offline-names.ts';

/**
 * What the app shell needs to know of the outbox without loading it (issue 17): whether to run
 * its sync (edits wait, here or in another tab), and how many wait, for the offline banner.
 */
type OutboxStatus = { syncing: boolean; waiting: number };

export const useOutboxStatus = create<OutboxStatus>(() => ({
  syncing: typeof localStorage !== 'undefined' && localStorage.getItem(HAS_QUEUED_EDITS) !== null,
  waiting: 0,
}));

// Another tab queued an edit (its flag arrives as a storage event): this one may be the first
// back online, so it syncs too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === HAS_QUEUED_EDITS && event.newValue !== null)
      useOutboxStatus.setState({ syncing: true });
  });
}
