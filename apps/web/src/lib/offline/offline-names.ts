/**
 * Names the app and the service worker share (issue 17). Import-free, so the service worker's
 * bundle and the app's first load take nothing else with them.
 */

/** Pages kept because the walker saved their plan or place: never expire, removed with it. */
export const SAVED_PAGES_CACHE = 'waymark-saved-pages';
/** Map style, tiles, glyphs and sprites of saved areas. */
export const SAVED_MAP_CACHE = 'waymark-saved-map';
/** Pages the walker opened, most recent first, a few dozen at most. */
export const VISITED_PAGES_CACHE = 'waymark-visited-pages';

/** The service worker, at the root so its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** Told to the service worker when saved items change, so it serves the new map area at once. */
export const SAVED_ITEMS_CHANGED = 'waymark:saved-items-changed';

/** Set while something is saved, so the app's start reads the library only when it has to. */
export const HAS_SAVED_ITEMS = 'waymark:saved-for-offline';

/** Set while edits wait in the outbox, so the app's start syncs only when there are some. */
export const HAS_QUEUED_EDITS = 'waymark:queued-edits';
/** Tabs tell each other the outbox changed: an edit queued, sent or refused. */
export const OUTBOX_CHANNEL = 'waymark-outbox';

/** The offline library's key of a plan and of a place. */
export const planOfflineId = (guid: string) => `plan:${guid}`;
export const placeOfflineId = (type: string, slug: string) => `place:${type}:${slug}`;
