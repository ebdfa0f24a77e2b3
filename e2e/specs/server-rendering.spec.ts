import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, shellOf, test } from '../fixtures.ts';
import { bearerOf, signedInMember } from '../support/accounts.ts';
import { dayTrip, savePlan } from '../support/plans.ts';

/**
 * Issue 18: the public pages arrive drawn. Without JavaScript a track page still reads in full,
 * and with it the browser takes the server's page over without drawing it again.
 */

const ROUTEBURN = '/tracks/routeburn-track';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a track page shows its title, introduction and details', async ({ page }) => {
    await page.goto(ROUTEBURN);
    await expect(page.getByRole('heading', { level: 1, name: 'Routeburn Track' })).toBeVisible();
    await expect(page.getByText('An alpine crossing between Mount Aspiring and Fiordland')).toBeVisible();
    const details = page.getByRole('region', { name: 'Track details' });
    await expect(details.getByText('Distance')).toBeVisible();
    await expect(details.getByText('Difficulty')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Waymark' })).toBeVisible();
  });

  test('a hut page, help and the tracks list are readable too', async ({ page }) => {
    await page.goto('/huts/mueller-hut');
    await expect(page.getByRole('heading', { level: 1, name: 'Mueller Hut' })).toBeVisible();
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/tracks');
    await expect(page.getByRole('link', { name: /Routeburn Track/ }).first()).toBeVisible();
  });

  test('account pages are left to the browser', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/**
 * Hydration problems React reports (in its production build as minified errors 418–425): on a
 * mismatch it throws the server's markup away and draws the page again.
 */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)/i;

function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) errors.push(error.message);
  });
  return errors;
}

test.describe('with JavaScript', () => {
  for (const width of [390, 1280]) {
    test(`a track page's server markup is hydrated, not redrawn, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const errors = hydrationErrors(page);
      // Marks the server's heading: hydration keeps the element, a redraw would replace it.
      await page.route(ROUTEBURN, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('<h1 ', '<h1 data-from-server="yes" ');
        await route.fulfill({ response, body: html });
      });
      await page.goto(ROUTEBURN);
      const heading = page.getByRole('heading', { level: 1, name: 'Routeburn Track' });
      await expect(heading).toHaveAttribute('data-from-server', 'yes');
      // Hydrated: the page answers a click.
      await page.getByRole('link', { name: 'Weather' }).first().click();
      await expect(page).toHaveURL(`${ROUTEBURN}/weather`);
      expect(errors).toEqual([]);
    });
  }

  test('a search typed on the drawn page before the app has started is searched once it has', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The app's script is held back until the walker has typed.
    let typed: () => void = () => {};
    const held = new Promise<void>((resolve) => (typed = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/tracks', { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('searchbox', { name: 'Search for track, hut, campsite or location' })
      .fill('mueller');
    typed();
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toContainText('Mueller Hut');
  });

  test('a shared plan reads without JavaScript, and no shared cache keeps it', async ({ page, browser }) => {
    await signedInMember(page, 'Aroha');
    const { guid } = await savePlan(page, 'routeburn-track', {
      custom_trip_name: 'Routeburn with Nana',
      date: dayTrip(7),
      vehicle: { description: 'Red Hilux', registration: 'NANA1', parked_at: 'Routeburn Shelter' },
      is_published: true,
    });
    const visitor = await browser.newPage({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const response = await visitor.goto(`/plan/${guid}`);
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Routeburn with Nana' })).toBeVisible();
    // Drawn for whoever holds the link: where the car is left stays with the people on the trip.
    await expect(visitor.getByRole('region', { name: 'Safety details' })).toContainText(
      'Shown to the people on this trip',
    );
    expect(await response!.text()).not.toContain('NANA1');
    await visitor.close();
  });

  test('the server draws every page as a stranger would see it, whoever asks', async ({ page }) => {
    await signedInMember(page, 'Wiremu');
    const html = await (await page.request.get(ROUTEBURN, { headers: await bearerOf(page) })).text();
    expect(html).toContain('Routeburn Track');
    expect(html).not.toContain('Wiremu');
  });

  test('a signed-in walker opening home, drawn signed out on the server, is taken to tracks', async ({
    page,
  }) => {
    await signedInMember(page, 'Hemi');
    const errors = hydrationErrors(page);
    await page.goto('/home');
    // Spec 1 §2: a signed-in user is sent to tracks, once the browser has read its session.
    await expect(page).toHaveURL(/\/tracks$/);
    await expect(shellOf(page).profileButton).toBeVisible();
    expect(errors).toEqual([]);
  });
});
