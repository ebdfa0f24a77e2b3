import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

/** The scripts' gzipped bytes and names, and the service worker that took the page over, if any. */
export type ScriptBytes = { gzipBytes: number; files: string[]; serviceWorker: string | null };

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/**
 * The JavaScript a page sends a phone, gzipped as the server sends it: every script loaded by
 * opening the page, then by `use`, which waits for what it does to show (a password typed, the
 * strength meter's words).
 */
export async function scriptBytes(url: string, use?: (page: Page) => Promise<void>): Promise<ScriptBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      // The server draws a page for the width a browser's name suggests (issue 18): a phone's says "Mobile".
      userAgent: PHONE_USER_AGENT,
      // Chromium would take brotli; asking for gzip measures what the budgets are written in.
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    });
    const scripts: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(sentBytes(response).then((bytes) => ({ url: response.url(), bytes })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await use?.(page);
    const loaded = await Promise.all(scripts);
    return {
      gzipBytes: loaded.reduce((sum, script) => sum + script.bytes, 0),
      files: loaded.map((script) => new URL(script.url).pathname.split('/').pop()!),
      serviceWorker: await activeServiceWorker(page),
    };
  } finally {
    await browser.close();
  }
}

/**
 * A script's gzipped bytes as the server sends it. One the service worker answered (it took the
 * page over while it loaded) reports no transfer: it is gzipped here, at the server's level.
 */
async function sentBytes(response: Response): Promise<number> {
  if (response.fromServiceWorker()) return gzipSync(await response.body()).length;
  return (await response.request().sizes()).responseBodySize;
}

/**
 * The script of the service worker active for the page (issue 17: the budgets hold with it in),
 * or null when none became active within a few seconds. Its own downloads, the app kept for
 * offline, are not the page's: a phone makes them after the page has loaded.
 */
async function activeServiceWorker(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const ready = navigator.serviceWorker?.ready.then(
      (registration) => registration.active?.scriptURL ?? null,
    );
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000));
    return ready ? Promise.race([ready, timeout]) : null;
  });
}

/**
 * What the service worker downloads to keep the app for offline use, once the first page has
 * loaded: the files its precache list names in the built `sw.js`, gzipped as the server sends them.
 */
export function serviceWorkerPrecache(webDistDir: string): { files: number; gzipBytes: number } {
  const worker = readFileSync(path.join(webDistDir, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  const gzipBytes = urls.reduce(
    (sum, url) => sum + gzipSync(readFileSync(path.join(webDistDir, url))).length,
    0,
  );
  return { files: urls.length, gzipBytes };
}
