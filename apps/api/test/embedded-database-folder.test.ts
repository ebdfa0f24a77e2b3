import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#api/db/client.ts';
import { createSiteAlertsService } from '#api/modules/alerts/site-alerts.service.ts';

const API_DIR = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** One PGlite folder for the whole file: creating one takes seconds. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-folder-'));
const folder = path.join(dataDir, 'db');
const inUse = (pid: number) =>
  `the database in ${folder} is in use by process ${pid}; stop it or point DATA_DIR elsewhere`;

const open = () => openDatabase({ dataDir: folder });
const alertTitles = async (database: DatabaseHandle) =>
  (await createSiteAlertsService(database.db).list()).map((alert) => alert.title);

/** `npm run site-alert` against this folder, as an operator would run it beside the server. */
async function siteAlertCommand(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/site-alert.ts', ...args],
      { cwd: API_DIR, env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let first: DatabaseHandle;
beforeAll(async () => {
  first = await open();
  await first.migrate();
  await createSiteAlertsService(first.db).add({
    kind: 'closed',
    alert_name: 'slip',
    title: 'Track closed by a slip',
    content: 'Closed between Iris Burn and Moturau huts.',
  });
}, 60_000);
afterAll(async () => {
  await first?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('one process at a time on an embedded database folder', () => {
  test('a second handle in the same process is refused, naming the folder and this process', async () => {
    await expect(open()).rejects.toThrow(inUse(process.pid));
    expect(await alertTitles(first)).toEqual(['Track closed by a slip']);
  });

  test('a command run beside the holder stops at once, says why and what to do, changes nothing', async () => {
    const refused = await siteAlertCommand([
      'add',
      '--kind',
      'site',
      '--title',
      'Written by a second process',
      '--content',
      'Must never reach the folder.',
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(inUse(process.pid));
    expect(refused.stderr).toContain('/api/v1/admin/site-alerts');
    expect(refused.stderr).not.toMatch(/^\s+at /m);

    // Closed, the folder is free again, and holds exactly what the holder wrote.
    await first.close();
    const listed = await siteAlertCommand(['list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(
      listed.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).title),
    ).toEqual(['Track closed by a slip']);
    first = await open();
    expect(await alertTitles(first)).toEqual(['Track closed by a slip']);
  }, 60_000);

  test('a lock left by a process that was killed is taken over, and the data is intact', async () => {
    await first.close();
    const killed = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    await new Promise((resolve) => killed.once('spawn', resolve));
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: killed.pid }));
    await expect(open()).rejects.toThrow(inUse(killed.pid!));

    killed.kill('SIGKILL');
    await new Promise((resolve) => killed.once('exit', resolve));
    first = await open();
    expect(await alertTitles(first)).toEqual(['Track closed by a slip']);
  }, 60_000);
});
