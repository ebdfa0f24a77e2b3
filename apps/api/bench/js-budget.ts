import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** The gzipped size of every script a page loads before the person does anything. */
export async function initialScriptBytes(
  url: string,
): Promise<{ gzipBytes: number; files: string[] } | string> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return `skipped: no Chromium at ${executablePath}`;
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(
          response
            .body()
            .then((body) => ({ url: response.url(), bytes: gzipSync(body, { level: 9 }).length })),
        );
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    return {
      gzipBytes: loaded.reduce((sum, script) => sum + script.bytes, 0),
      files: loaded.map((script) => new URL(script.url).pathname.split('/').pop()!),
    };
  } finally {
    await browser.close();
  }
}
