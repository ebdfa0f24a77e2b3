import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CAP_DIR, REAL_CAP_FILE } from './sources.ts';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/**
 * The CLIs write to the configured database, as `npm start` would: a fresh PostgreSQL
 * database when the tests run against PostgreSQL, otherwise PGlite in a fresh DATA_DIR.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-cli-'));
const adminUrl = process.env.DATABASE_URL;
const databaseName = `waymark_cli_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
delete env.DATABASE_URL;

beforeAll(async () => {
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  env.DATABASE_URL = url.toString();
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
});

async function cli(
  script: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: API_DIR,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
const lastLine = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;

describe('npm run refresh', () => {
  test('with --from it replays recorded responses and prints one JSON line', async () => {
    const result = await cli('src/cli/refresh.ts', ['metservice', '--from', CAP_DIR]);
    expect(result.code, result.stderr).toBe(0);
    expect(lastLine(result.stdout)).toEqual({ source: 'metservice', stored: 1, rejected: 1 });

    // A lone CAP file replays as a feed of one.
    const single = await cli('src/cli/refresh.ts', ['metservice', '--from', REAL_CAP_FILE]);
    expect(lastLine(single.stdout)).toEqual({ source: 'metservice', stored: 1, rejected: 0 });
  }, 120_000);

  test('a recording that is garbage fails the refresh, says why, and exits 1', async () => {
    const garbage = path.join(dataDir, 'garbage.xml');
    writeFileSync(garbage, '<html><body>502 Bad Gateway');
    const result = await cli('src/cli/refresh.ts', ['metservice', '--from', garbage]);
    expect(result.code).toBe(1);
    expect(lastLine(result.stdout)).toMatchObject({
      source: 'metservice',
      stored: 0,
      rejected: 0,
      error: expect.stringMatching(/not XML/),
    });
    const usage = await cli('src/cli/refresh.ts', ['tides']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/usage: npm run refresh/);
  }, 120_000);
});

describe('npm run site-alert', () => {
  test('adds, lists and removes site and closed alerts', async () => {
    const added = await cli('src/cli/site-alert.ts', [
      'add',
      '--kind',
      'closed',
      '--title',
      'Track closed by a slip',
      '--content',
      'Closed between the huts.',
      '--until',
      '2099-01-31',
    ]);
    expect(added.code, added.stderr).toBe(0);
    const { id } = lastLine(added.stdout) as { id: number };
    const listed = await cli('src/cli/site-alert.ts', ['list']);
    expect(lastLine(listed.stdout)).toMatchObject({
      id,
      kind: 'closed',
      alert_name: 'track-closed-by-a-slip',
      title: 'Track closed by a slip',
      place: null,
      until: '2099-01-31',
    });
    const unknownPlace = await cli('src/cli/site-alert.ts', [
      'add',
      '--kind',
      'site',
      '--title',
      'x',
      '--content',
      'y',
      '--place',
      'track/no-such-track',
    ]);
    expect(unknownPlace.code).toBe(2);
    expect(unknownPlace.stderr).toMatch(/no track no-such-track/);
    const missing = await cli('src/cli/site-alert.ts', ['add', '--kind', 'site', '--content', 'y']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--title/);
    expect((await cli('src/cli/site-alert.ts', ['remove', String(id)])).code).toBe(0);
    expect((await cli('src/cli/site-alert.ts', ['list'])).stdout.trim()).toBe('');
  }, 120_000);
});
