import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export type ScriptBytes = { gzipBytes: number; files: string[] };

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
      // Chromium would take brotli; asking for gzip measures what the budgets are written in.
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    });
    const scripts: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(
          response
            .request()
            .sizes()
            .then((sizes) => ({ url: response.url(), bytes: sizes.responseBodySize })),
        );
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await use?.(page);
    const loaded = await Promise.all(scripts);
    return {
      gzipBytes: loaded.reduce((sum, script) => sum + script.bytes, 0),
      files: loaded.map((script) => new URL(script.url).pathname.split('/').pop()!),
    };
  } finally {
    await browser.close();
  }
}
