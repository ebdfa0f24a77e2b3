import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';

/**
 * PGlite is Postgres in this process: a second process on the same folder writes over the
 * first one's files and corrupts them. One lock file beside the folder says who has it.
 */
export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(`the database in ${folder} is in use by process ${pid}; stop it or point DATA_DIR elsewhere`);
    this.name = 'DataFolderInUseError';
  }
}

export type DataFolderLock = { release: () => void };

/** Who holds a lock: the pid, and what tells a live holder from a process that reused its pid. */
type Holder = { pid: number; bootId: string | undefined; startTicks: string | undefined };

/** A takeover marker older than this was left by a process that died mid-takeover. */
const TAKEOVER_STALE_MS = 10_000;

/** Folders this process holds: opening one twice here is refused like another process would be. */
const heldHere = new Set<string>();

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Linux only: the boot and the process start time tell a live holder from a reused pid. */
function holderOf(pid: number): Holder {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  // Field 22 (starttime) comes after the command name, which may itself hold spaces and ")".
  const startTicks = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return { pid, bootId: readOrUndefined('/proc/sys/kernel/random/boot_id')?.trim(), startTicks };
}

function isAlive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = holderOf(holder.pid);
  if (holder.bootId && now.bootId && holder.bootId !== now.bootId) return false;
  if (holder.startTicks && now.startTicks && holder.startTicks !== now.startTicks) return false;
  return true;
}

function parseHolder(text: string | undefined): Holder | undefined {
  try {
    const holder = JSON.parse(text ?? '') as Partial<Holder>;
    return typeof holder.pid === 'number' ? (holder as Holder) : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the file only if it does not exist: the one atomic step every process agrees on. */
function createExclusively(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a lock whose holder is gone. Two starters may find the same stale lock: the takeover
 * marker lets only one remove it, so neither can remove the fresh lock the other just made.
 */
function removeIfStale(lockFile: string, folder: string) {
  const takeover = `${lockFile}.takeover`;
  if (!createExclusively(takeover, String(process.pid))) {
    const age = Date.now() - (statSync(takeover, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > TAKEOVER_STALE_MS) rmSync(takeover, { force: true });
    return;
  }
  try {
    const holder = parseHolder(readOrUndefined(lockFile));
    if (holder && isAlive(holder) && !(holder.pid === process.pid && !heldHere.has(folder)))
      throw new DataFolderInUseError(folder, holder.pid);
    rmSync(lockFile, { force: true });
  } finally {
    rmSync(takeover, { force: true });
  }
}

/**
 * Takes the folder for this process or fails at once, naming the process that has it. A lock
 * left by a process that died (a crash, kill -9, a reboot) is taken over. A lock with this
 * process's own pid that this process does not hold was left by an earlier run that had the
 * same pid, as a container's first process always does.
 */
export function lockDataFolder(folder: string): DataFolderLock {
  const lockFile = `${folder}.lock`;
  if (heldHere.has(folder)) throw new DataFolderInUseError(folder, process.pid);
  const me = JSON.stringify(holderOf(process.pid));
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusively(lockFile, me)) {
      heldHere.add(folder);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(folder);
          rmSync(lockFile, { force: true });
        },
      };
    }
    removeIfStale(lockFile, folder);
  }
  const holder = parseHolder(readOrUndefined(lockFile));
  throw new DataFolderInUseError(folder, holder?.pid ?? 0);
}
