import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { mapDriver, useRecordedBasemap } from '../drivers/map-driver.ts';
import { bearerOf, signedInMember } from '../support/accounts.ts';

/**
 * A walker's own custom track has the pages a track has (spec 2 "Custom track page"): its header,
 * details, map, alerts, weather and gear, and a trip plan made on it — which goes when the track
 * is deleted (spec 3).
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const TITLE = 'Lake Sylvan loop';

/** Saves a custom track of three markers near Lake Sylvan as the member signed in on `page`. */
async function saveCustomTrack(page: Page): Promise<string> {
  const saved = await page.request.post('/api/v1/custom-track', {
    headers: await bearerOf(page),
    data: {
      title: TITLE,
      description: 'Round the lake from the road end.',
      markers: [
        { lng: 168.15, lat: -44.75, snap: false },
        { lng: 168.16, lat: -44.755, snap: false },
        { lng: 168.155, lat: -44.765, snap: false },
      ],
    },
  });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

test('a walker opens her custom track, its map, alerts, weather and gear, and plans a trip on it', async ({
  page,
  browser,
}) => {
  // A whole journey through six pages, a map and a plan: more than the default 30 s when busy.
  test.slow();
  await useRecordedBasemap(page);
  await signedInMember(page, 'Ngaio');
  const id = await saveCustomTrack(page);

  await test.step('its page: the header, the details and Edit this track for its maker', async () => {
    await page.goto(`/custom-tracks/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Custom Tracks' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Track details' });
    await expect(details).toContainText('3 markers');
    await expect(details).toContainText(/Last edited\s*\d\d\/\d\d\/\d{4}/);
    await expect(details.getByRole('link', { name: 'Edit this track' })).toHaveAttribute(
      'href',
      `/custom-track-editor/${id}`,
    );
    await expect(details.getByRole('link', { name: 'Download GPX' })).toHaveAttribute(
      'href',
      `/api/v1/custom-track/${id}/track.gpx`,
    );
    await expect(page.getByText('Round the lake from the road end.')).toBeVisible();
  });

  await test.step('the map draws its line and a point at each marker', async () => {
    await page.getByRole('link', { name: 'Show map view' }).click();
    await expect(page).toHaveURL(`/custom-tracks/${id}/map`);
    const map = mapDriver(page);
    await map.waitUntilReady();
    await expect.poll(async () => (await map.renderedFeatures('focusLine')).length).toBe(1);
    await expect.poll(async () => (await map.renderedFeatures('focusPoint')).length).toBe(3);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(`/custom-tracks/${id}`);
  });

  const nav = page.getByRole('navigation', { name: 'Custom track sections' });
  await test.step('alerts, weather and gear are the track’s own', async () => {
    await nav.getByRole('link', { name: /Alerts/ }).click();
    await expect(page).toHaveURL(`/custom-tracks/${id}/alerts`);
    await expect(page.getByRole('region', { name: 'Alerts & Weather Warnings' })).toBeVisible();
    await nav.getByRole('link', { name: 'Weather' }).click();
    await expect(page).toHaveURL(`/custom-tracks/${id}/weather`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await nav.getByRole('link', { name: 'Gear' }).click();
    await expect(page).toHaveURL(`/custom-tracks/${id}/gear`);
    await expect(page.getByText(`Packing for ${TITLE}`)).toBeVisible();
  });

  await test.step('she saves a plan on it, and it is in My Walks', async () => {
    await nav.getByRole('link', { name: 'Plan' }).click();
    await expect(page).toHaveURL(`/custom-tracks/${id}/plan`);
    await page.getByLabel('Name your trip').fill('Sylvan with the kids');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL('/plan-complete');
    await page.goto('/account/my-walks');
    await expect(page.getByRole('region', { name: 'Draft trips' }).getByRole('article')).toHaveText([
      /Sylvan with the kids/,
    ]);
  });

  await test.step('someone else with the link sees the page, but no Edit this track', async () => {
    const friend = await browser.newPage({ viewport: PHONE });
    await friend.goto(`/custom-tracks/${id}`);
    await expect(friend.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(friend.getByRole('region', { name: 'Track details' })).toContainText('3 markers');
    await expect(friend.getByRole('link', { name: 'Edit this track' })).toHaveCount(0);
    await friend.close();
  });

  await test.step('deleting the track, with the plan it names, deletes the plan made on it', async () => {
    const headers = await bearerOf(page);
    const onTrack = await page.request.get(`/api/v1/custom-track/${id}/plans`, { headers });
    const { plans } = (await onTrack.json()) as { plans: { id: number; name: string }[] };
    expect(plans.map((plan) => plan.name)).toEqual(['Sylvan with the kids']);
    const deleted = await page.request.delete(`/api/v1/custom-track/${id}?plans=${plans[0]!.id}`, {
      headers,
    });
    expect(deleted.status()).toBe(204);
    await page.goto('/account/my-walks');
    await expect(page.getByRole('heading', { level: 1, name: 'My Walks' })).toBeVisible();
    await expect(page.getByText('Sylvan with the kids')).toHaveCount(0);
  });
});

test('an unknown custom track goes to /404', async ({ page }) => {
  await page.goto('/custom-tracks/NoSuchTrack00000');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
