import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { createAppContext, type AppContext } from '#api/app-context.ts';
import { buildApp, type App } from '#api/app.ts';
import { loadConfig } from '#api/config.ts';
import { writeWebDist } from './web-dist.ts';
import { openDatabase, type DatabaseHandle } from '#api/db/client.ts';

/**
 * A throw-away database: in-memory PGlite by default, or a fresh PostgreSQL database
 * (created and dropped here) when DATABASE_URL is set.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: undefined });
    await database.migrate();
    return database;
  }
  const name = `waymark_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function expectedDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

/** A clock tests can move forward to expire codes and tokens. */
export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export type TestContext = AppContext & {
  app: App;
  clock: TestClock;
  close: () => Promise<void>;
};

/**
 * A real app on a throw-away database. Rate-limit counts get their own namespace, so test files
 * sharing one Redis do not count each other's attempts; pass one to share counts on purpose.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: { limitNamespace?: string; log?: Logger; database?: DatabaseHandle } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-test-'));
  const webDistDir = path.join(dataDir, 'web');
  writeWebDist(webDistDir);
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: webDistDir, LOG_LEVEL: 'silent', ...env });
  // A database handed in stays open: its owner closes it (a test of what survives a restart).
  const database = options.database ?? (await openTestDatabase());
  const clock = new TestClock();
  const log = options.log ?? pino({ level: 'silent' });
  const limitNamespace = options.limitNamespace ?? `waymark-test-${randomUUID()}-`;
  const context = { ...createAppContext(config, database, log, { clock, limitNamespace }), clock };
  const app = await buildApp(context, { logger: log });
  return {
    ...context,
    app,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
