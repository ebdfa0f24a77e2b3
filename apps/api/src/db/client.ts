import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { DatabaseKind } from '@waymark/domain';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { lockDataFolder } from './data-folder-lock.ts';
import * as schema from '#api/db/schema/index.ts';

export type Schema = typeof schema;
/** The one database type repositories see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * After a bulk write, so the planner picks the search indexes. PGlite runs no autovacuum,
 * so nothing else would keep its statistics current.
 */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze locations, location_regions, regions, place_names`);
}

/**
 * Session settings every query may rely on. Search uses pg_trgm's `<%` operator, whose
 * threshold is a setting: 0.45 lets "routebrn" still find "Routeburn". Set once per
 * connection, not per query, so a search costs no extra round trips.
 */
const SESSION_SETTINGS = { 'pg_trgm.word_similarity_threshold': '0.45' };

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /**
   * The embedded database only: `onNotice` runs on each NOTIFY on `channel`, before the
   * statement that sent it returns. One process holds the embedded database, so it hears of
   * every change that way. On PostgreSQL other processes write too, and their notices arrive
   * whenever a connection reads them, too late to rely on: there is none.
   */
  listen?: (channel: string, onNotice: () => void) => Promise<void>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseOptions =
  /** PostgreSQL at this URL. */
  | { url: string }
  /** PGlite in this folder; `undefined` keeps it in memory (tests). */
  | { dataDir: string | undefined };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

/** A folder is opened by one process at a time (the lock); in memory, there is nothing to share. */
async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const folder = dataDir && path.resolve(dataDir);
  if (folder) mkdirSync(folder, { recursive: true });
  const lock = folder ? lockDataFolder(folder) : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(folder, { extensions: { fuzzystrmatch, pg_trgm, unaccent } });
    for (const [name, value] of Object.entries(SESSION_SETTINGS)) await client.exec(`set ${name} = ${value}`);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onNotice) => {
      await client.listen(channel, onNotice);
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // Given as start-up options, the settings are in place before the connection's first query.
  const options = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  // An idle connection the server closed (restart, failover) is not a request failure: the
  // pool drops it and opens a new one on the next checkout. Unhandled, it would crash the process.
  pool.on('error', () => undefined);
  // Fail on start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () =>
      migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}
