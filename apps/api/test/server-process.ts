import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const API_DIR = path.resolve(import.meta.dirname, '..');

/** The environment of `npm start` on an embedded database, whatever the shell points at. */
export function embeddedEnv(dataDir: string, webDistDir?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  if (webDistDir) env.WEB_DIST_DIR = webDistDir;
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  return env;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type ServerProcess = { child: ChildProcess; port: number; url: string; output: () => string };

/** `src/server.ts` in its own process on a free port, once its health check answers. */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...env, PORT: String(port) },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return { child, port, url, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** Sends the signal and resolves with the exit code (null when killed by the signal). */
export function stopServerProcess(running: ServerProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill(signal);
  });
}
