import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { openOfflineDb } from '@/lib/offline/offline-db.ts';
import {
  SAVED_ITEMS_CHANGED,
  SAVED_MAP_CACHE,
  SAVED_PAGES_CACHE,
  VISITED_PAGES_CACHE,
} from '@/lib/offline/offline-names.ts';
import { BASEMAP_ORIGINS } from '@/map/basemap-origins.ts';
import { offlinePageHtml } from './offline-page.ts';
import { handlePushNotices } from './push-notices.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

/**
 * Waymark's service worker (issue 17). It keeps the app itself (every script and style of the
 * build), the pages a walker opened and the ones they saved for offline, and the map areas they
 * saved; a page never opened gets the offline page. The API is not its business: saved plans
 * and places are the app's (lib/offline), read from IndexedDB.
 */

// The first install takes over the open page, so what it opens next is kept for offline. A new
// build waits until every tab of the old one is closed: taking over at once would drop the old
// build's scripts while an open page may still ask for one of them.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
handlePushNotices();

/** Opened pages: the network's answer when there is one within a few seconds, else the kept copy. */
const visitedPages = new NetworkFirst({
  cacheName: VISITED_PAGES_CACHE,
  networkTimeoutSeconds: 6,
  plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
});

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    try {
      return await visitedPages.handle(options);
    } catch {
      const request = options.request as Request;
      const saved = await caches.match(request.url, { cacheName: SAVED_PAGES_CACHE, ignoreSearch: true });
      return saved ?? offlinePage();
    }
  },
);

async function offlinePage(): Promise<Response> {
  const db = await openOfflineDb();
  const saved = (await db.getAll('saved')).sort((a, b) => b.savedAt - a.savedAt);
  db.close();
  return new Response(offlinePageHtml(saved, Date.now()), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * The basemap requests of saved areas, by exact address. Only those are answered here: every
 * other request goes to the network untouched. Until the list is read (the worker has just
 * woken), a basemap request waits for it rather than missing a saved tile.
 */
let savedMapUrls: Set<string> | undefined;
let readingSavedMapUrls = readSavedMapUrls();

async function readSavedMapUrls(): Promise<Set<string>> {
  const cache = await caches.open(SAVED_MAP_CACHE);
  savedMapUrls = new Set((await cache.keys()).map((request) => request.url));
  return savedMapUrls;
}

const savedMap = new CacheFirst({ cacheName: SAVED_MAP_CACHE });

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    (savedMapUrls ? savedMapUrls.has(url.href) : BASEMAP_ORIGINS.includes(url.origin)),
  async (options) => {
    const urls = await readingSavedMapUrls;
    const request = options.request as Request;
    return urls.has(request.url) ? savedMap.handle(options) : fetch(request);
  },
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SAVED_ITEMS_CHANGED) {
    readingSavedMapUrls = readSavedMapUrls();
    event.waitUntil(readingSavedMapUrls);
  }
});
