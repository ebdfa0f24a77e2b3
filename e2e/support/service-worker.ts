import type { Page } from '@playwright/test';

/** The app's service worker has taken over the page: what it keeps is what a walker would get. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  });
}
