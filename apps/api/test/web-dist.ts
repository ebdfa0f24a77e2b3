import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A tiny stand-in for the built web app, so the API tests do not need a Vite build. Its script
 * has the .br and .gz copies the build writes beside each one (apps/web/vite.config.ts).
 */
export function writeWebDist(dir: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Waymark</title><meta name="description" content="Static" /></head><body><div id="root"></div></body></html>',
  );
  const script = path.join(dir, 'assets', 'app-abc123.js');
  const code = Buffer.from('console.log("app");\n'.repeat(200));
  writeFileSync(script, code);
  writeFileSync(`${script}.br`, brotliCompressSync(code));
  writeFileSync(`${script}.gz`, gzipSync(code, { level: 9 }));
}
