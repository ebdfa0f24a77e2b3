/**
 * `npm run dev`: the API (restarting on every change) and Vite's dev server (hot reload, /api
 * proxied to the API) in one terminal, each line prefixed with where it came from.
 *
 * A few lines of node rather than a package such as `concurrently`: two processes, one
 * terminal. When either stops (Vite's port is taken, say), the other is stopped too rather than
 * left running on its own; Ctrl+C stops both. An API that crashes on a change does not stop:
 * `tsx watch` waits for the next save and starts it again.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const env = {
  ...process.env,
  PORT: apiPort,
  WEB_PORT: webPort,
  // Emailed links (activation, password reset) should open the app being worked on, not the build.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
};

/** How long a process may take to close (the API closes its database) before it is killed. */
const STOP_GRACE_MS = 10_000;

const children = new Set<ChildProcess>();
let exitCode: number | undefined;

function run(name: string, workspace: string) {
  // Its own process group, so stopping it also stops what npm and tsx start beneath it.
  const child = spawn('npm', ['run', 'dev', '-w', workspace], { env, detached: true, stdio: 'pipe' });
  children.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${name} │ ${line}`));
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    console.log(`${name} │ stopped (${signal ?? `exit code ${code}`})`);
    stopAll(code ?? 1);
  });
}

function stopAll(code: number) {
  exitCode ??= code;
  if (children.size === 0) process.exit(exitCode);
  for (const child of children) {
    if (child.pid !== undefined) signalGroup(child.pid, 'SIGTERM');
  }
  setTimeout(() => {
    for (const child of children) if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
  }, STOP_GRACE_MS).unref();
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

// `on`, not `once`: Ctrl+C may arrive twice (from the terminal and relayed by npm), and a second
// one must not kill this process before the two it started have stopped.
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

console.log(`Waymark in development: open http://localhost:${webPort} (the API listens on port ${apiPort})`);
run('api', '@waymark/api');
run('web', '@waymark/web');
