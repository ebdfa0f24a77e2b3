import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DOC_DATA_DIR } from './shared-data.ts';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

let scratch: string;
/** The child's database: PGlite in a temp DATA_DIR, or a fresh PostgreSQL database when tests run on one. */
let databaseEnv: Record<string, string>;
let dropDatabase: () => Promise<void>;

beforeEach(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'waymark-import-cli-'));
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    databaseEnv = { DATA_DIR: path.join(scratch, 'data') };
    dropDatabase = async () => {};
    return;
  }
  const name = `waymark_cli_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseEnv = { DATA_DIR: path.join(scratch, 'data'), DATABASE_URL: url.toString() };
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
});
afterEach(async () => {
  await dropDatabase();
  rmSync(scratch, { recursive: true, force: true });
});

async function cli(script: string, args: string[]) {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...databaseEnv,
  };
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', script, ...args], { cwd: API_DIR, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run import', () => {
  test('imports the DOC directory and ends with one JSON line of totals', async () => {
    const junk = path.join(scratch, 'notes.txt');
    writeFileSync(junk, 'these are not DOC data');
    const { code, stdout, stderr } = await cli('src/cli/import.ts', [DOC_DATA_DIR, junk]);
    expect(stderr).toBe(
      `skipped ${junk}: not DOC data this import knows (DOC API JSON, a DOC ArcGIS GeoJSON export, or the Walking Experiences CSV), nor a gazetteer of place names; nothing from it was imported\n`,
    );
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(stdout)).toEqual({
      tracks: 1412,
      huts: 994,
      campsites: 314,
      highlights: 0,
      rejected: 0,
    });
    // A file that was not DOC data at all is worth a non-zero exit for scripts.
    expect(code).toBe(1);
  }, 120_000);

  test('names each record it could not use on stderr', async () => {
    const file = path.join(scratch, 'huts.json');
    writeFileSync(file, JSON.stringify([{ assetId: 5, hutCategory: 'Basic/bivvies', lat: -41, lon: 172 }]));
    const { code, stdout, stderr } = await cli('src/cli/import.ts', [file]);
    expect(stderr).toBe(`rejected ${file} record 1 (assetId 5): no name\n`);
    expect(JSON.parse(stdout)).toEqual({ tracks: 0, huts: 0, campsites: 0, highlights: 0, rejected: 1 });
    expect(code).toBe(0);
  }, 60_000);

  test('a gazetteer of place names: its towns are counted in the JSON line, its unusable records named', async () => {
    const file = path.join(scratch, 'places.json');
    writeFileSync(
      file,
      JSON.stringify([
        { name: 'Ohakune', lat: -39.41779, lon: 175.399512, type: 'town' },
        { name: 'Mangawhero River', lat: -39.45, lon: 175.4, type: 'stream' },
        { name: 'Null Island', lat: 0, lon: 0, type: 'locality' },
      ]),
    );
    const first = await cli('src/cli/import.ts', [file]);
    expect(first.stderr).toBe(
      `rejected ${file} record 3 ("Null Island"): coordinates 0, 0 are not in New Zealand\n`,
    );
    expect(JSON.parse(first.stdout)).toEqual({
      tracks: 0,
      huts: 0,
      campsites: 0,
      highlights: 0,
      rejected: 1,
      placeNames: 1,
    });
    expect(first.code).toBe(0);
    const again = await cli('src/cli/import.ts', [file]);
    expect(JSON.parse(again.stdout)).toMatchObject({ placeNames: 1 });
  }, 60_000);

  test('without files, or --from-doc-api without a key, it explains itself and writes nothing', async () => {
    const none = await cli('src/cli/import.ts', []);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^usage: npm run import/);
    const noKey = await cli('src/cli/import.ts', ['--from-doc-api']);
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toMatch(/DOC_API_KEY/);
    expect(noKey.stdout).toBe('');
  }, 60_000);
});

describe('npm run generate-catalogue', () => {
  test('writes the asked number of synthetic places and prints the totals', async () => {
    const { code, stdout } = await cli('src/cli/generate-catalogue.ts', ['--places', '200', '--seed', '7']);
    expect(code).toBe(0);
    const totals = JSON.parse(stdout) as Record<string, number>;
    expect(totals.tracks! + totals.huts! + totals.campsites!).toBe(200);
  }, 60_000);
});
