import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import {
  describeThisProcess,
  isRunning,
  isSameProcessTable,
  parseHolder,
  readOrUndefined,
  type Holder,
} from './lock-holder.ts';

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

/**
 * A holder in another container or on another machine cannot be asked whether it is alive, so
 * it keeps its lock fresh instead; one not refreshed for a minute is gone. A minute, because
 * PGlite runs in the event loop and a long query delays the refresh.
 */
const REFRESH_MS = 10_000;
const FOREIGN_STALE_MS = 60_000;

/** How long a starter waits for another that is taking over a stale lock at the same moment. */
const ATTEMPTS = 20;
const PAUSE_MS = 10;

/** Folders this process holds: opening one twice here is refused like another process would be. */
const heldHere = new Set<string>();

function recordedHolder(file: string): Holder | undefined {
  return parseHolder(readOrUndefined(() => readFileSync(file, 'utf8')));
}

/**
 * What a lock (or takeover marker) says now: no file, a holder that still has it, or abandoned
 * (its holder has died, or no process of ours could have written it). Only an abandoned file may
 * be removed: a missing one may be created by another starter the next moment.
 */
function inspect(file: string, me: Holder): 'none' | 'abandoned' | { holder: Holder } {
  const text = readOrUndefined(() => readFileSync(file, 'utf8'));
  if (text === undefined) return 'none';
  const holder = parseHolder(text);
  if (!holder) return 'abandoned';
  if (isSameProcessTable(holder, me)) return isRunning(holder, me) ? { holder } : 'abandoned';
  const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return Date.now() - modified <= FOREIGN_STALE_MS ? { holder } : 'abandoned';
}

/**
 * Creates the file with its content only if no file has the name: written aside, then linked
 * into place, so no reader ever sees it empty and mistakes it for abandoned.
 */
function createExclusively(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, content);
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Removes a lock whose holder is gone, or says that another starter is doing so. Two starters
 * may find the same stale lock: the takeover marker lets only one remove it, so neither can
 * remove the fresh lock the other just made.
 */
function removeIfAbandoned(lockFile: string, folder: string, me: Holder): 'free' | 'busy' {
  const takeover = `${lockFile}.takeover`;
  if (!createExclusively(takeover, JSON.stringify(me))) {
    // A marker outlives its takeover only when the starter died in the middle of it.
    if (inspect(takeover, me) === 'abandoned') rmSync(takeover, { force: true });
    return 'busy';
  }
  try {
    const lock = inspect(lockFile, me);
    if (typeof lock === 'object') throw new DataFolderInUseError(folder, lock.holder.pid);
    if (lock === 'abandoned') rmSync(lockFile, { force: true });
    return 'free';
  } finally {
    rmSync(takeover, { force: true });
  }
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Takes the folder for this process or fails at once, naming the process that has it. A lock
 * left by a process that died (a crash, kill -9, a reboot) is taken over.
 */
export function lockDataFolder(folder: string): DataFolderLock {
  const lockFile = `${folder}.lock`;
  if (heldHere.has(folder)) throw new DataFolderInUseError(folder, process.pid);
  const me = describeThisProcess();
  const record = JSON.stringify(me);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (createExclusively(lockFile, record)) return holdLock(folder, lockFile, record);
    if (removeIfAbandoned(lockFile, folder, me) === 'busy') pause(PAUSE_MS);
  }
  // Still being taken over by another starter: name it, as it is the one about to have the folder.
  const claimant = recordedHolder(`${lockFile}.takeover`) ?? recordedHolder(lockFile);
  throw new DataFolderInUseError(folder, claimant?.pid ?? 0);
}

function holdLock(folder: string, lockFile: string, record: string): DataFolderLock {
  heldHere.add(folder);
  const refresh = setInterval(() => {
    try {
      utimesSync(lockFile, new Date(), new Date());
    } catch {
      // Gone or unwritable for a moment: the next refresh tries again.
    }
  }, REFRESH_MS);
  refresh.unref();
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(refresh);
      heldHere.delete(folder);
      // Only our own: a lock taken over from this process after a long stall belongs to another.
      if (readOrUndefined(() => readFileSync(lockFile, 'utf8')) === record) rmSync(lockFile, { force: true });
    },
  };
}
