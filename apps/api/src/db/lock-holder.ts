import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who holds a lock. A pid means something only where it was recorded: on the same boot of the
 * same machine, in the same container (pid namespace); the start time tells the holder from a
 * later process that was given its pid.
 */
export type Holder = {
  pid: number;
  host?: string;
  bootId?: string;
  pidNamespace?: string;
  startTicks?: string;
};

export function readOrUndefined(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** This process as a lock records it (Linux gives the boot, the container and the start time). */
export function describeThisProcess(): Holder {
  const stat = readOrUndefined(() => readFileSync('/proc/self/stat', 'utf8'));
  return {
    pid: process.pid,
    host: hostname(),
    bootId: readOrUndefined(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()),
    pidNamespace: readOrUndefined(() => readlinkSync('/proc/self/ns/pid')),
    startTicks: stat && startTicksIn(stat),
  };
}

/** Field 22 (starttime) of /proc/<pid>/stat; it follows the command name, which may hold spaces and ")". */
function startTicksIn(stat: string): string | undefined {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

export function parseHolder(text: string | undefined): Holder | undefined {
  try {
    const holder = JSON.parse(text ?? '') as Partial<Holder>;
    // Pid 0 and negative pids name process groups: kill(0) would call them alive for ever.
    return Number.isInteger(holder.pid) && holder.pid! > 0 ? (holder as Holder) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the holder's pid can be asked about here. What either side could not record (no /proc
 * outside Linux) is not held against it.
 */
export function isSameProcessTable(holder: Holder, me: Holder): boolean {
  return (['host', 'bootId', 'pidNamespace'] as const).every(
    (key) => holder[key] === undefined || me[key] === undefined || holder[key] === me[key],
  );
}

/** For a holder in the same process table: whether it is still running. */
export function isRunning(holder: Holder, me: Holder): boolean {
  // A record with this process's pid was left by an earlier process that had the same pid (after
  // a crash, the next start often gets it), unless its start time is this very process's.
  if (holder.pid === me.pid) return holder.startTicks !== undefined && holder.startTicks === me.startTicks;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = readOrUndefined(() => readFileSync(`/proc/${holder.pid}/stat`, 'utf8'));
  const startTicks = stat && startTicksIn(stat);
  return !(holder.startTicks && startTicks && holder.startTicks !== startTicks);
}
