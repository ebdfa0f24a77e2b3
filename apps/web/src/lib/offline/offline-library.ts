import type { BoundingBox } from '@waymark/domain';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { NotEnoughStorageError } from '../device-files.ts';
import { useAppStore } from '../app-store.ts';
import { openOfflineDb } from './offline-db.ts';
import { claimOfflineLibrary, forgetOfflineOwner, isSomeoneElsesLibrary } from './offline-owner.ts';
import type { SavedItem, SavedQuery } from './offline-db.ts';
import { HAS_SAVED_ITEMS, SAVED_MAP_CACHE, SAVED_PAGES_CACHE } from './offline-names.ts';
import { setEditsWaiting } from './outbox-status.ts';
import { setQueuedEditsFlag } from './queued-edits-flag.ts';
import { mapAreaUrls } from './map-area.ts';
import { tellServiceWorkerSavedItemsChanged } from './service-worker.ts';

/**
 * Saving a plan or a place for offline (issue 17): the answers its pages show, the pages
 * themselves and the basemap of its area, kept on the device until the walker removes them.
 * Loaded only when someone saves, removes, or has something saved.
 */

/** What a screen asks to keep; lib/offline/offline-targets.ts builds them for plans and places. */
export type OfflineTarget = {
  id: string;
  kind: SavedItem['kind'];
  title: string;
  path: string;
  pages: string[];
  /** Query options from the screens' own factories (alertsQueryOptions…). */
  queries: AnyQueryOptions[];
  /** Worked out from the answers (the place's line), so it comes after they are fetched. */
  map?: (client: QueryClient) => { styleUrl: string; area: BoundingBox } | undefined;
};

/**
 * Any screen's query options. Their data types differ, and TanStack's types are invariant in
 * them, so the list holds them by their key and fetching takes them back as they are.
 */
type AnyQueryOptions = { queryKey: readonly unknown[] };
const asFetchOptions = (query: AnyQueryOptions) => query as FetchQueryOptions;

/** Room for a map area's tiles and the answers, so a save does not fail half way. */
const ROOM_NEEDED_BYTES = 30 * 1024 * 1024;
const PARALLEL_DOWNLOADS = 6;

export async function saveForOffline(
  client: QueryClient,
  target: OfflineTarget,
  onProgress: (fraction: number) => void = () => {},
): Promise<SavedItem> {
  await ensureRoom();
  // Asked once; a browser that keeps the site's storage never evicts the saved plan under pressure.
  void navigator.storage?.persist?.().catch(() => false);

  // All or nothing: a plan saved without its alerts would look safer than it is.
  await Promise.all(
    target.queries.map((query) => client.fetchQuery({ ...asFetchOptions(query), staleTime: 0 })),
  );
  const queries: SavedQuery[] = target.queries.map(({ queryKey }) => ({
    queryKey,
    data: client.getQueryData(queryKey),
    updatedAt: client.getQueryState(queryKey)?.dataUpdatedAt ?? Date.now(),
  }));
  onProgress(0.1);

  const withCaches = 'caches' in window;
  if (withCaches) await storing(async () => (await caches.open(SAVED_PAGES_CACHE)).addAll(target.pages));
  const map = withCaches ? target.map?.(client) : undefined;
  // The map is the bonus: a basemap service that is down leaves the plan saved, without it.
  const mapUrls = map
    ? await saveMapArea(map.styleUrl, map.area, (done) => onProgress(0.1 + 0.9 * done)).catch(
        (error: unknown) => {
          if (error instanceof NotEnoughStorageError) throw error;
          return [];
        },
      )
    : [];

  const item: SavedItem = { ...pick(target), queries, mapUrls, savedAt: Date.now() };
  const db = await openOfflineDb();
  await storing(() => db.put('saved', item));
  db.close();
  localStorage.setItem(HAS_SAVED_ITEMS, 'yes');
  claimOfflineLibrary(useAppStore.getState().user?.id);
  watchWhoseLibrary(client);
  tellServiceWorkerSavedItemsChanged();
  onProgress(1);
  return item;
}

const pick = ({ id, kind, title, path, pages }: OfflineTarget) => ({ id, kind, title, path, pages });

/** Takes an item off the device, with the pages and tiles no other saved item still needs. */
export async function removeFromOffline(id: string): Promise<void> {
  const db = await openOfflineDb();
  const item = await db.get('saved', id);
  await db.delete('saved', id);
  const others = await db.getAll('saved');
  db.close();
  if (others.length === 0) localStorage.removeItem(HAS_SAVED_ITEMS);
  if (item && 'caches' in window) {
    const kept = new Set(others.flatMap((other) => [...other.pages, ...other.mapUrls]));
    const pages = await caches.open(SAVED_PAGES_CACHE);
    const map = await caches.open(SAVED_MAP_CACHE);
    await Promise.all([
      ...item.pages.filter((url) => !kept.has(url)).map((url) => pages.delete(url)),
      ...item.mapUrls.filter((url) => !kept.has(url)).map((url) => map.delete(url)),
    ]);
  }
  tellServiceWorkerSavedItemsChanged();
}

/**
 * On start, when the library holds something: emptied if someone else has logged in on this
 * device since it was filled (offline-owner.ts), else its answers go back into the query cache.
 */
export async function openOfflineLibrary(client: QueryClient): Promise<void> {
  watchWhoseLibrary(client);
  const signedIn = useAppStore.getState().user?.id;
  if (signedIn !== undefined && isSomeoneElsesLibrary(signedIn)) return forgetOfflineLibrary(client);
  if (localStorage.getItem(HAS_SAVED_ITEMS)) await restoreSavedAnswers(client);
}

let watching = false;

/** From now on, someone else logging in empties the library (what start-up restored too). */
export function watchWhoseLibrary(client?: QueryClient): void {
  if (watching) return;
  watching = true;
  useAppStore.subscribe((state, previous) => {
    const id = state.user?.id;
    if (id !== undefined && id !== previous.user?.id && isSomeoneElsesLibrary(id))
      void forgetOfflineLibrary(client);
  });
}

/**
 * On start, the saved answers go into the query cache where it holds nothing newer, so a saved
 * plan opens without a connection and says how old its alerts and forecast are.
 */
async function restoreSavedAnswers(client: QueryClient): Promise<void> {
  const db = await openOfflineDb();
  const saved = await db.getAll('saved');
  db.close();
  for (const { queryKey, data, updatedAt } of saved.flatMap((item) => item.queries)) {
    const held = client.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
    if (held < updatedAt) client.setQueryData(queryKey, data, { updatedAt });
  }
}

/**
 * Logging out, or someone else logging in (offline-owner.ts), leaves nothing of the person on a
 * shared device: what they saved, and edits still waiting, which would otherwise be sent under
 * the next person's login.
 */
export async function forgetOfflineLibrary(client?: QueryClient): Promise<void> {
  localStorage.removeItem(HAS_SAVED_ITEMS);
  forgetOfflineOwner();
  setQueuedEditsFlag(false);
  setEditsWaiting(0);
  const db = await openOfflineDb();
  // What start-up put back into the query cache goes with it.
  for (const { queryKey } of (await db.getAll('saved')).flatMap((item) => item.queries))
    client?.removeQueries({ queryKey, exact: true });
  await db.clear('saved');
  await db.clear('outbox');
  db.close();
  if ('caches' in window)
    await Promise.all([caches.delete(SAVED_PAGES_CACHE), caches.delete(SAVED_MAP_CACHE)]);
  tellServiceWorkerSavedItemsChanged();
}

async function ensureRoom(): Promise<void> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota !== undefined && estimate.quota - (estimate.usage ?? 0) < ROOM_NEEDED_BYTES)
    throw new NotEnoughStorageError();
}

/** A full disk says so in the spec's words, not as a browser's exception. */
async function storing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'QuotaExceededError')
      throw new NotEnoughStorageError();
    throw error;
  }
}

/**
 * Downloads the area's basemap into the saved-map cache, a few at a time. A tile the server
 * does not have is left out rather than failing the save; the style itself must come.
 */
async function saveMapArea(
  styleUrl: string,
  area: BoundingBox,
  onProgress: (done: number) => void,
): Promise<string[]> {
  const urls = await mapAreaUrls(styleUrl, area, async (url) => {
    const response = await fetch(url, { mode: 'cors' });
    if (!response.ok) throw new Error(`The map service answered ${response.status} for ${url}`);
    return response;
  });
  const cache = await caches.open(SAVED_MAP_CACHE);
  const saved: string[] = [];
  let next = 0;
  async function worker(): Promise<void> {
    while (next < urls.length) {
      const url = urls[next++]!;
      try {
        await storing(() => cache.add(new Request(url, { mode: 'cors' })));
        saved.push(url);
      } catch (error) {
        if (error instanceof NotEnoughStorageError) throw error;
      }
      onProgress(saved.length / urls.length);
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, worker));
  return saved;
}
