import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';

/**
 * The device's offline library (issue 17), one IndexedDB database read by the app and by the
 * service worker: what the walker saved for offline, and the edits waiting for a connection.
 * Nothing in it leaves the device; logging out deletes it (a shared phone keeps no one's plan).
 */

export const OFFLINE_DB_NAME = 'waymark-offline';

/** Answers the app had fetched, kept as TanStack Query holds them, so screens read them unchanged. */
export type SavedQuery = { queryKey: readonly unknown[]; data: unknown; updatedAt: number };

/** A plan or a place saved for offline: its pages, the answers they show, and its map area. */
export type SavedItem = {
  /** `plan:{guid}` or `place:{type}:{slug}`. */
  id: string;
  kind: 'plan' | 'place';
  title: string;
  /** The page it opens on. */
  path: string;
  /** Every page kept with it (the item's own, its alerts, weather, map…). */
  pages: string[];
  queries: SavedQuery[];
  /** Map style, tiles, glyphs and sprites of the area around the route. */
  mapUrls: string[];
  savedAt: number;
};

/** An edit made without a connection, sent when there is one again. */
export type QueuedEdit = {
  /** Also the request's Idempotency-Key: a resend is recognised, never applied twice. */
  key: string;
  /** The tab that made it: its later edits build on its earlier ones (see outbox replay). */
  tab: string;
  planId: number;
  planGuid: string;
  /** The plan's version the edit was made on; the server refuses it if the plan moved on. */
  baseVersion: number;
  /** The trip's name, and what changed in the walker's words: "trip plan", "gear list". */
  title: string;
  label: string;
  method: 'PUT';
  /** Under /api/v1/, e.g. `plan/7`. */
  path: string;
  body: Record<string, unknown>;
  queuedAt: number;
  /**
   * Set once the server applied it: the version it was sent on and the one it made. Later edits
   * of its tab build on it.
   */
  applied?: { from: number; version: number; at: number };
  /** Set when the server refused it: the plan changed elsewhere, or the edit was not valid. */
  refusal?: { status: number; message: string };
};

interface OfflineSchema extends DBSchema {
  saved: { key: string; value: SavedItem };
  outbox: { key: string; value: QueuedEdit; indexes: { queuedAt: number } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export function openOfflineDb(): Promise<OfflineDb> {
  return openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('saved', { keyPath: 'id' });
      db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('queuedAt', 'queuedAt');
    },
  });
}

/** One saved item, read without the rest of the library: place headers ask on every view. */
export async function readSavedItem(id: string): Promise<SavedItem | null> {
  const db = await openOfflineDb();
  const item = await db.get('saved', id);
  db.close();
  return item ?? null;
}
