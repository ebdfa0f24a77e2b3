import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { expect, test } from '../fixtures.ts';
import { waitForServiceWorker } from '../support/service-worker.ts';

/**
 * Waymark as an app on a phone's home screen (issue 17): Chromium finds nothing missing to
 * install it, and once opened it keeps working without a connection: the pages opened before
 * open again, and a page never opened says so instead of the browser's error.
 */

type Manifest = {
  icons: { src: string; sizes: string; purpose?: string }[];
  display: string;
  start_url: string;
};

test('Chromium can install the built app: no installability errors, and 192 and 512 px icons', async ({
  baseURL,
}) => {
  // The default context is incognito, which Chromium never installs from.
  const profile = mkdtempSync(path.join(tmpdir(), 'waymark-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/home');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);

    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestUrl ?? '')).json()) as Manifest;
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, a page opened before opens again and a page never opened says why', async ({
  page,
  context,
}) => {
  await page.goto('/help');
  await waitForServiceWorker(page);
  // Opened once the worker is in charge, so it keeps the page.
  await page.goto('/tracks');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Waymark' })).toBeVisible();

  await page.goto('/huts/mueller-hut');
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  await expect(page.getByText('This page hasn’t been opened on this device')).toBeVisible();
  await expect(page.getByText('Nothing is saved for offline on this device yet.')).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mueller Hut' })).toBeVisible();
});
