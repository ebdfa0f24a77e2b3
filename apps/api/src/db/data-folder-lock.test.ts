import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DataFolderInUseError, lockDataFolder } from './data-folder-lock.ts';

const folders: string[] = [];
function newFolder(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'waymark-lock-'));
  folders.push(parent);
  return path.join(parent, 'db');
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('one process per embedded database folder', () => {
  test('a second opener is refused with the folder and the holding process named', () => {
    const folder = newFolder();
    const lock = lockDataFolder(folder);
    expect(() => lockDataFolder(folder)).toThrow(
      `the database in ${folder} is in use by process ${process.pid}; stop it or point DATA_DIR elsewhere`,
    );
    lock.release();
    lockDataFolder(folder).release();
  });

  test('a live process holding the lock keeps it', async () => {
    const folder = newFolder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(`${folder}.lock`, JSON.stringify({ pid: other.pid }));
      expect(() => lockDataFolder(folder)).toThrow(DataFolderInUseError);
      expect(() => lockDataFolder(folder)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill('SIGKILL');
    }
  });

  test('the lock of a process that died is taken over', async () => {
    const folder = newFolder();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: dead.pid }));
    const lock = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  test("a lock with this process's pid that it does not hold (a restarted container) is taken over", () => {
    const folder = newFolder();
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: process.pid }));
    lockDataFolder(folder).release();
  });

  test('a reused pid is not mistaken for the process that took the lock', () => {
    const folder = newFolder();
    // A live process (our parent), but one that started at another moment than the holder recorded.
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: process.ppid, startTicks: '1' }));
    lockDataFolder(folder).release();
  });

  test('a lock from another container or machine holds while kept fresh, and is taken over once not', () => {
    const folder = newFolder();
    // Pid 1 there is not pid 1 here: only the lock's age can tell whether that holder is alive.
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: 1, host: 'another-container' }));
    expect(() => lockDataFolder(folder)).toThrow(`in use by process 1;`);

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(`${folder}.lock`, twoMinutesAgo, twoMinutesAgo);
    lockDataFolder(folder).release();
  });

  test('the holder keeps its lock fresh, so other containers see it as alive', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const folder = newFolder();
      const lock = lockDataFolder(folder);
      const longAgo = new Date(Date.now() - 120_000);
      utimesSync(`${folder}.lock`, longAgo, longAgo);
      vi.advanceTimersByTime(10_000);
      expect(Date.now() - statSync(`${folder}.lock`).mtimeMs).toBeLessThan(2_000);
      lock.release();
    } finally {
      vi.useRealTimers();
    }
  });

  test('a lock that names no process it could be (pid 0, or unreadable) is taken over', () => {
    const folder = newFolder();
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: 0 }));
    lockDataFolder(folder).release();
    writeFileSync(`${folder}.lock`, 'not a lock');
    lockDataFolder(folder).release();
  });

  test('a starter that died while taking over a stale lock does not block the next', async () => {
    const folder = newFolder();
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: dead.pid }));
    writeFileSync(`${folder}.lock.takeover`, JSON.stringify({ pid: dead.pid }));
    lockDataFolder(folder).release();
  });

  test('starters racing for a stale lock: exactly one gets the folder, and the others name it', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'waymark-lock-race-'));
    folders.push(parent);
    const rounds = 300;
    for (let i = 0; i < rounds; i++) {
      writeFileSync(path.join(parent, `db${i}.lock`), JSON.stringify({ pid: 999_999 }));
    }
    // Each starter takes what it can, reports, and keeps its locks until every starter has reported.
    const starter = path.join(parent, 'starter.mts');
    const lockModule = path.resolve(import.meta.dirname, 'data-folder-lock.ts');
    writeFileSync(
      starter,
      String.raw`import { lockDataFolder } from ${JSON.stringify(lockModule)};
        const outcome = [];
        process.stdout.write('ready\n');
        process.stdin.once('data', () => {
          for (let i = 0; i < ${rounds}; i++) {
            try { lockDataFolder(${JSON.stringify(parent)} + '/db' + i); outcome.push('won'); }
            catch (error) { outcome.push(error.pid); }
          }
          process.stdout.write(JSON.stringify(outcome) + '\n');
          process.stdin.once('data', () => process.exit(0));
        });`,
    );
    const starters = Array.from({ length: 6 }, () =>
      spawn(process.execPath, ['--import', 'tsx', starter], { cwd: import.meta.dirname }),
    );
    const lines = starters.map((child) => createInterface({ input: child.stdout })[Symbol.asyncIterator]());
    await Promise.all(lines.map((line) => line.next()));
    for (const child of starters) child.stdin.write('go\n');
    const outcomes = await Promise.all(
      lines.map(async (line) => JSON.parse((await line.next()).value as string) as ('won' | number)[]),
    );
    for (const child of starters) child.stdin.write('exit\n');

    for (let i = 0; i < rounds; i++) {
      const winners = starters.filter((_, s) => outcomes[s]![i] === 'won').map((child) => child.pid);
      expect(winners, `folder ${i}`).toHaveLength(1);
      for (const outcome of outcomes) expect([winners[0], 'won'], `folder ${i}`).toContain(outcome[i]);
    }
  }, 60_000);
});
