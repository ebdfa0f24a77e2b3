import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
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
});
