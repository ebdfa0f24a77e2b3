import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { mapDriver, useRecordedBasemap } from '../drivers/map-driver.ts';
import { expect, test, waitForScreen } from '../fixtures.ts';

/**
 * The catalogue, as a walker browses it (spec 2 §2): search, filters, the place pages, the
 * maps, and what happens with an address that leads nowhere. Runs against the real server and
 * its demo catalogue.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search for track, hut, campsite or location' });
}

function results(page: Page) {
  return page.getByRole('region', { name: /^(Showing|No tracks|Recommended|\d+ tracks? nearby)/ });
}

test.describe('finding a track', () => {
  test.use({ viewport: PHONE });

  test('searching "routeburn" and choosing the track opens its page with its details', async ({ page }) => {
    await page.goto('/tracks');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome, where are you going?' }),
    ).toBeVisible();

    await searchBox(page).fill('routeburn');
    const quickResults = page.getByRole('region', { name: 'Search results' });
    await quickResults.getByRole('link', { name: /Routeburn Track/ }).click();

    await expect(page).toHaveURL('/tracks/routeburn-track');
    await expect(page.getByRole('heading', { level: 1, name: 'Routeburn Track' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Track details' });
    await expect(details).toContainText('Distance');
    await expect(details).toContainText('33.00 km');
    await expect(details).toContainText('One way');
    await expect(details).toContainText('Intermediate, Advanced, Expert');
    await expect(page.getByRole('region', { name: 'About this track' })).toContainText('Harris Saddle');
    await expect(page).toHaveTitle(/^Routeburn Track, Mount Aspiring National Park, New Zealand/);

    // The term is kept on the device; closing the search clears it and shows Recent searches.
    await page.goto('/tracks');
    await expect(searchBox(page)).toHaveValue('routeburn');
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await searchBox(page).click();
    await expect(
      page.getByRole('region', { name: 'Recent searches' }).getByRole('link', { name: /Routeburn Track/ }),
    ).toBeVisible();
  });

  test('filters narrow the results, show as tags, and "Clear all filters" restores the list', async ({
    page,
  }) => {
    await page.goto('/tracks');
    await expect(page.getByRole('heading', { name: 'Recommended tracks' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Routeburn Track/ })).toBeVisible();

    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('region', { name: 'Filters' });
    await panel.getByRole('switch', { name: 'Wheelchair / Buggy Accessible' }).click();
    await panel.getByRole('button', { name: 'See Results' }).click();

    await expect(page.getByRole('heading', { name: /^Showing \d+ results?$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Huka Falls Lookout Walk/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Routeburn Track/ })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText(
      'Wheelchair / Buggy Accessible',
    );

    await page.getByRole('button', { name: 'Clear all filters' }).first().click();
    await expect(page.getByRole('heading', { name: 'Recommended tracks' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Routeburn Track/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Applied filters' })).toHaveCount(0);
  });

  test('a closed track is marked " - CLOSED" in results and " - TRACK CLOSED" on its page', async ({
    page,
  }) => {
    await page.goto('/tracks');
    await searchBox(page).fill('bowen falls');
    const closed = page
      .getByRole('region', { name: 'Search results' })
      .getByRole('link', { name: /Bowen Falls Walk - CLOSED/ });
    await closed.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bowen Falls Walk - TRACK CLOSED' }),
    ).toBeVisible();
  });
});

test.describe('"Nearest to me" on a phone', () => {
  // Queenstown: the demo catalogue has tracks around it.
  test.use({
    viewport: PHONE,
    geolocation: { latitude: -45.0312, longitude: 168.6626 },
    permissions: ['geolocation'],
  });

  test('typing a new search drops "Nearest to me" and finds what was typed (spec 2 §4)', async ({ page }) => {
    await page.goto('/tracks');
    await searchBox(page).click();
    await page.getByRole('button', { name: 'Show tracks near me' }).click();
    await expect(results(page)).toHaveAccessibleName(/tracks? nearby$/);
    await expect(page.getByText('Nearest to me', { exact: true })).toBeVisible();

    await searchBox(page).fill('routeburn');
    await searchBox(page).press('Enter');
    await expect(page.getByText('Nearest to me', { exact: true })).toHaveCount(0);
    await expect(results(page)).not.toHaveAccessibleName(/^No tracks/);
    await expect(
      results(page)
        .getByRole('link', { name: /Routeburn Track/ })
        .first(),
    ).toBeVisible();
  });
});

test.describe('place pages', () => {
  test.use({ viewport: PHONE });

  test('a hut page lists its bunks, category, bookings and facilities', async ({ page }) => {
    await page.goto('/huts/mueller-hut');
    await expect(page.getByRole('heading', { level: 1, name: 'Mueller Hut' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Hut details' });
    await expect(details).toContainText('28 bunk beds');
    await expect(details).toContainText('Serviced Alpine');
    await expect(details).toContainText('Bookable');
    await expect(details).toContainText('3-6 hours');
    await expect(details).toContainText('Mattresses');
    await expect(page.getByRole('navigation', { name: 'Hut sections' }).getByRole('link')).toHaveText([
      'Hut',
      'Alerts',
      'Weather',
      'Gear',
      'Plan',
    ]);
  });

  test('a campsite page shows its details, tag groups and nearby tracks', async ({ page }) => {
    await page.goto('/campsites/white-horse-hill-campground');
    await expect(page.getByRole('heading', { level: 1, name: 'White Horse Hill Campground' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Campsite details' });
    await expect(details).toContainText('Category');
    await expect(details).toContainText(/\d+ unpowered sites?/);
    await expect(details).toContainText('Booking');
    await expect(details).toContainText('Dogs');
    for (const group of ['Landscapes', 'Access', 'Facilities']) {
      await expect(page.getByRole('region', { name: group, exact: true })).toBeVisible();
    }
    const nearby = page.getByRole('region', { name: 'Nearby Tracks' });
    await nearby.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/tracks\/[a-z0-9-]+$/);
    await expect(page.getByRole('region', { name: 'Track details' })).toBeVisible();
  });

  test('on a 390 px phone the hut and campsite marker in the drawn header stays clear of the title', async ({
    page,
  }) => {
    // Neither has a photo in the demo catalogue, so each header shows the drawn landscape.
    for (const path of ['/huts/mueller-hut', '/campsites/mavora-lakes-campsite']) {
      await page.goto(path);
      const title = await waitForScreen(page);
      const marker = page.locator('header', { has: title }).locator('[data-place-marker]');
      // The drawn header comes with the loaded place, a moment after the title from the address.
      await expect(marker).toBeVisible();
      const [titleBox, markerBox] = [await title.boundingBox(), await marker.boundingBox()];
      if (!titleBox || !markerBox) throw new Error(`${path}: the title or the marker is not on screen`);
      const overlaps =
        markerBox.x < titleBox.x + titleBox.width &&
        titleBox.x < markerBox.x + markerBox.width &&
        markerBox.y < titleBox.y + titleBox.height &&
        titleBox.y < markerBox.y + markerBox.height;
      expect(
        overlaps,
        `${path}: marker ${JSON.stringify(markerBox)}, title ${JSON.stringify(titleBox)}`,
      ).toBe(false);
    }
  });

  test('a highlight page opens its sections and links to what it features', async ({ page }) => {
    await page.goto('/highlights/tongariro-national-park');
    await page.getByRole('button', { name: 'The crossing' }).click();
    await expect(page.getByText('check the volcanic alert level')).toBeVisible();
    await page.getByRole('link', { name: 'Tongariro Alpine Crossing' }).first().click();
    await expect(page).toHaveURL('/tracks/tongariro-alpine-crossing');
  });

  test('an unknown slug ends on /404 "Page not found"', async ({ page }) => {
    await page.goto('/tracks/no-such-track');
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/tracks/no-such-track')).toBeVisible();
  });
});

test.describe('maps', () => {
  test.use({ viewport: DESKTOP });

  test('the tracks map shows regions with their track counts, then clusters as the person zooms in', async ({
    page,
    request,
  }) => {
    await useRecordedBasemap(page);
    const trackList = (await (await request.get('/api/v1/tracks')).json()) as {
      list: { title: string; track_count: number }[];
    };
    await page.goto('/tracks');
    const map = mapDriver(page);
    await map.waitUntilReady();

    await expect
      .poll(async () => (await map.renderedFeatures('regions')).length)
      .toBe(trackList.list.filter((region) => region.track_count > 0).length);
    const fiordland = (await map.renderedFeatures('regions')).find((region) => region.title === 'Fiordland');
    expect(fiordland?.track_count).toBe(
      trackList.list.find((region) => region.title === 'Fiordland')?.track_count,
    );

    // Past zoom 8 the map searches what is in view: the list and the map show the same results.
    await map.jumpTo([168.1, -44.9], 8.5);
    await expect.poll(async () => (await map.renderedFeatures('clusters')).length).toBeGreaterThan(0);
    expect(await map.renderedFeatures('regions')).toEqual([]);
    await expect(page.getByRole('heading', { name: /^Showing \d+ results?$/ })).toBeVisible();
  });

  test('a track map flies to the track, draws its line, and clusters what is around it', async ({ page }) => {
    await useRecordedBasemap(page);
    await page.goto('/tracks/routeburn-track/map');
    await expect(page.getByRole('heading', { level: 1, name: 'Routeburn Track' })).toBeVisible();
    const map = mapDriver(page);
    await map.waitUntilReady();
    expect(await map.state()).toBe('ready');

    await expect
      .poll(async () => (await map.renderedFeatures('focusLine')).map((feature) => feature.slug))
      .toContain('routeburn-track');
    await expect.poll(() => map.zoom()).toBeGreaterThan(10);

    await map.jumpTo([168.2, -44.8], 8.5);
    await expect.poll(async () => (await map.renderedFeatures('clusters')).length).toBeGreaterThan(0);
  });

  test('when the basemap cannot be fetched, the map still draws the places', async ({ page }) => {
    await page.addInitScript(() => {
      window.__waymarkTestHooks = true;
    });
    await page.route('https://tiles.openfreemap.org/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/huts/mueller-hut/map');
    const map = mapDriver(page);
    await map.waitUntilReady();
    expect(await map.state()).toBe('fallback');
    await expect(page.getByText('The map background could not load. Places are still shown.')).toBeVisible();
    await expect
      .poll(async () => (await map.renderedFeatures('focusPoint')).map((feature) => feature.slug))
      .toContain('mueller-hut');
  });
});

test.describe('accessibility of the catalogue', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    for (const path of ['/tracks', '/tracks/routeburn-track']) {
      test(`${path} on a ${size} has no serious or critical axe violations`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await useRecordedBasemap(page);
        await page.goto(path);
        await waitForScreen(page);
        await expect(results(page).or(page.getByRole('region', { name: 'Track details' }))).toBeVisible();
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target).join(', ')})`,
          );
        expect(serious).toEqual([]);
      });
    }
  }
});
