import { randomInt } from 'node:crypto';
import { expect, test as base } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * Every spec imports `test` from here: it fails a test whose page threw an uncaught error, and
 * gives each test its own client address, which the e2e server (trusting its loopback proxy)
 * keys its rate limits on.
 */
export const test = base.extend<{ failOnPageErrors: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
  failOnPageErrors: [
    async ({ page }, use) => {
      waitForTheAppOnEveryLoad(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const PATCHED = Symbol('waits for the app');

/**
 * A page the server drew shows before it answers taps: its scripts load once it has painted
 * (decision 023), and `<html data-app>` says "loading" until the app has hydrated it. Like a
 * person who waits for a page to be ready before tapping, every page's goto and reload in
 * these tests then wait for the app, unless the test asks for less ('commit' or
 * 'domcontentloaded'). Pages are all of one class: patched once, every page waits, those a
 * test opens itself included.
 */
function waitForTheAppOnEveryLoad(page: Page) {
  const pageClass = Object.getPrototypeOf(page) as Record<string | symbol, unknown>;
  if (pageClass[PATCHED]) return;
  pageClass[PATCHED] = true;
  for (const method of ['goto', 'reload'] as const) {
    const load = pageClass[method] as (this: Page, ...args: unknown[]) => Promise<unknown>;
    pageClass[method] = async function (this: Page, ...args: unknown[]) {
      const response = await load.apply(this, args);
      const options = args.at(-1) as { waitUntil?: string } | undefined;
      if (options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded') {
        await this.locator('html[data-app="loading"]').waitFor({ state: 'detached', timeout: 30_000 });
      }
      return response;
    };
  }
}

/** The parts of the app shell a person can see, found the way they would find them. */
export function shellOf(page: Page) {
  const header = page.getByRole('banner');
  return {
    header,
    backArrow: header.getByRole('button', { name: 'Back' }),
    helpLink: header.getByRole('link', { name: 'Help', exact: true }),
    profileButton: header.getByRole('button', { name: 'Profile menu' }),
    footer: page.getByRole('contentinfo'),
    logo: header.getByRole('link', { name: 'Waymark' }),
  };
}

/** The page has finished resolving its route when its heading shows. */
export async function waitForScreen(page: Page): Promise<Locator> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return heading;
}

/** Which route the app resolved the address to; the shell marks it on <main>. */
export function routeNameOf(page: Page): Locator {
  return page.locator('main[data-route-name]');
}
