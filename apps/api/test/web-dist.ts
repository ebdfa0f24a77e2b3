import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A tiny stand-in for the built web app, so the API tests do not need a Vite build. */
export function writeWebDist(dir: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Waymark</title><meta name="description" content="Static" /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app");\n'.repeat(200));
}
