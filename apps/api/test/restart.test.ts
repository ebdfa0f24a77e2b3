import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  embeddedEnv,
  startServerProcess,
  stopServerProcess as stop,
  type ServerProcess,
} from './server-process.ts';
import { writeWebDist } from './web-dist.ts';

const API_DIR = path.resolve(import.meta.dirname, '..');
const webDistDir = mkdtempSync(path.join(tmpdir(), 'waymark-restart-web-'));
writeWebDist(webDistDir);
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

/** Runs a script of the API to its end: its exit code and everything it printed. */
function runToExit(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: API_DIR,
      env: { ...embeddedEnv(dataDir, webDistDir), PORT: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const startServer = (dataDir: string): Promise<ServerProcess> =>
  startServerProcess(embeddedEnv(dataDir, webDistDir));

async function databaseKind(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
  return ((await res.json()) as { database: string }).database;
}

/** The start-up log line that reports the seed and how many places the catalogue holds. */
function seedReport(output: string): { msg: string; seeded: boolean; places: number } {
  const line = output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg: string; seeded?: boolean; places?: number })
    .find((entry) => entry.seeded !== undefined);
  if (!line) throw new Error(`no seed report in:\n${output}`);
  return line as { msg: string; seeded: boolean; places: number };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start with the embedded database', () => {
  test('keeps its data across a restart, seeds only once, and shuts down cleanly on SIGTERM and SIGINT', async () => {
    const first = await startServer(dataDir);
    expect(await databaseKind(first.port)).toBe('pglite');
    expect(await stop(first, 'SIGTERM')).toBe(0);
    const seeded = seedReport(first.output());
    expect(seeded.seeded).toBe(true);
    expect(seeded.places).toBeGreaterThan(50);

    const second = await startServer(dataDir);
    expect(await stop(second, 'SIGINT')).toBe(0);
    const reopened = seedReport(second.output());
    expect(reopened.seeded).toBe(false);
    expect(reopened.places).toBe(seeded.places);
  }, 150_000);
});

describe('links to the app without PUBLIC_URL', () => {
  test('point at the port the server listens on, not 3000', async () => {
    const running = await startServer(dataDir);
    try {
      const base = `http://localhost:${running.port}`;
      const settings = (await (await fetch(`http://127.0.0.1:${running.port}/api/v1/config`)).json()) as {
        product: { public_url: string };
      };
      expect(settings.product.public_url).toBe(base);
      const page = await (await fetch(`http://127.0.0.1:${running.port}/tracks/routeburn-track`)).text();
      expect(page).toContain(`<link rel="canonical" href="${base}/tracks/routeburn-track" />`);
    } finally {
      await stop(running, 'SIGTERM');
    }
  }, 90_000);
});

describe('one process per embedded database folder', () => {
  const register = (port: number, email: string) =>
    fetch(`http://127.0.0.1:${port}/api/v1/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'kea-tussock-ridgeline-42', agreed_to_terms: true }),
    });
  const login = (port: number, email: string) =>
    fetch(`http://127.0.0.1:${port}/api/v1/auth/oauth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        client_id: 'waymark-web',
        client_secret: 'waymark-web-public',
        username: email,
        password: 'kea-tussock-ridgeline-42',
      }),
    });

  test('a second server and a command are refused while a server runs, and nothing is lost', async () => {
    const running = await startServer(dataDir);
    const inUse = `the database in ${path.join(dataDir, 'db')} is in use by process ${running.child.pid}`;
    try {
      const command = await runToExit(['src/cli/site-alert.ts', 'list'], dataDir);
      expect(command.code).toBe(1);
      expect(command.output).toContain(inUse);
      expect(command.output).toContain('admin API');
      expect(command.output).not.toContain('    at ');

      const second = await runToExit(['src/server.ts'], dataDir);
      expect(second.code).toBe(1);
      expect(second.output).toContain(inUse);

      expect((await register(running.port, 'kept@example.nz')).status).toBe(201);
    } finally {
      await stop(running, 'SIGTERM');
    }
    const again = await startServer(dataDir);
    try {
      expect((await login(again.port, 'kept@example.nz')).status).toBe(200);
    } finally {
      await stop(again, 'SIGTERM');
    }
  }, 150_000);

  test('a server killed without warning leaves no lock in the way', async () => {
    const killed = await startServer(dataDir);
    expect(await stop(killed, 'SIGKILL')).toBeNull();
    const next = await startServer(dataDir);
    try {
      expect(await databaseKind(next.port)).toBe('pglite');
      expect((await login(next.port, 'kept@example.nz')).status).toBe(200);
    } finally {
      expect(await stop(next, 'SIGTERM')).toBe(0);
    }
    // Closed cleanly, the folder is free for a command.
    expect((await runToExit(['src/cli/site-alert.ts', 'list'], dataDir)).code).toBe(0);
  }, 150_000);
});
