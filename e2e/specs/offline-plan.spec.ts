import type { Page, Request } from '@playwright/test';
import { mapDriver, useRecordedBasemap } from '../drivers/map-driver.ts';
import { expect, test } from '../fixtures.ts';
import { bearerOf, signedInMember } from '../support/accounts.ts';
import { dayTrip, savePlan } from '../support/plans.ts';
import { waitForServiceWorker } from '../support/service-worker.ts';

/**
 * A trip plan where there is no signal (issue 17 acceptance 1 and 2): saved for offline, it
 * opens with its alerts, forecast and map area; an edit made offline reaches the server once
 * when the connection is back; two tabs editing the same plan offline never overwrite each
 * other silently.
 */

// Sign-up, a save for offline and two offline journeys: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

const OPENFREEMAP = 'https://tiles.openfreemap.org';

/**
 * The basemap service's answers. No tiles are recorded in ../shared/data, so its TileJSON and
 * its tiles are the smallest valid ones (an empty vector tile draws nothing): the journey is
 * about which of them the device keeps, not what they show.
 */
async function serveBasemap(page: Page): Promise<string[]> {
  await useRecordedBasemap(page);
  const tilesAsked: string[] = [];
  await page.route(`${OPENFREEMAP}/planet`, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ tiles: [`${OPENFREEMAP}/planet/{z}/{x}/{y}.pbf`], minzoom: 0, maxzoom: 14 }),
    }),
  );
  await page.route(`${OPENFREEMAP}/planet/**`, (route) => {
    tilesAsked.push(route.request().url());
    return route.fulfill({ contentType: 'application/x-protobuf', body: Buffer.alloc(0) });
  });
  return tilesAsked;
}

async function planOf(page: Page, guid: string): Promise<{ version: number; note: string }> {
  const answer = await page.request.get(`/api/v1/plan/${guid}/readonly`, { headers: await bearerOf(page) });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { version: number; note: string };
}

/** The plan's editor, opened from its page, its notes replaced and saved as a draft. */
async function editNotesAndSave(page: Page, note: string): Promise<void> {
  await page.getByRole('button', { name: 'Edit plan' }).click();
  await page.getByRole('button', { name: 'Trip notes' }).click();
  await page.getByLabel('What someone at home should know').fill(note);
  await page.getByRole('button', { name: 'Save draft' }).click();
}

test('a plan saved for offline opens without signal with its alerts, forecast and map; an offline edit reaches the server once', async ({
  page,
  context,
}) => {
  const tilesAsked = await serveBasemap(page);
  await signedInMember(page, 'Tama');
  const { id, guid } = await savePlan(page, 'routeburn-track', {
    custom_trip_name: 'Routeburn in a day',
    date: dayTrip(6),
  });
  const { version } = await planOf(page, guid);

  await test.step('saving keeps the plan, its conditions and the basemap of its area', async () => {
    await page.goto(`/plan/${guid}`);
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByText(/Saved for offline · just now/)).toBeVisible({ timeout: 30_000 });
    expect(tilesAsked.some((url) => url.includes('/planet/14/'))).toBe(true);
  });

  await context.setOffline(true);

  await test.step('offline, the plan opens from the device', async () => {
    await page.goto(`/plan/${guid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Routeburn in a day' })).toBeVisible();
    await expect(page.getByText('You’re offline.', { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/Saved for offline · just now/)).toBeVisible();
  });

  await test.step('its alerts and forecast show, with how old they are', async () => {
    await page.getByRole('link', { name: 'Alerts for these dates' }).click();
    const alerts = page.getByRole('region', { name: 'Alerts & Weather Warnings' });
    await expect(alerts.getByText('You’re offline. Alerts last updated just now.')).toBeVisible();
    await page.goto(`/plan/${guid}/weather`);
    const weather = page.getByRole('region', { name: 'Weather forecast' });
    await expect(weather.getByText('You’re offline. The forecast last updated just now.')).toBeVisible();
    await expect(weather.getByRole('heading', { level: 3 }).first()).toBeVisible();
  });

  await test.step('its map draws the saved basemap and the track', async () => {
    const tilesFromDevice: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${OPENFREEMAP}/planet/`) && response.fromServiceWorker())
        tilesFromDevice.push(response.url());
    });
    await page.goto('/tracks/routeburn-track/map');
    const map = mapDriver(page);
    await map.waitUntilReady();
    // 'fallback' would mean the basemap's style could not be had: it came from the device.
    expect(await map.state()).toBe('ready');
    await expect.poll(async () => (await map.renderedFeatures('focusLine')).length).toBeGreaterThan(0);
    await expect.poll(() => tilesFromDevice.length).toBeGreaterThan(0);
  });

  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === `/api/v1/plan/${id}`)
      writes.push(request);
  });

  await test.step('an edit made offline waits on the device', async () => {
    await page.goto(`/plan/${guid}`);
    // Once the page has started it is settled: the offline banner is already in, not arriving
    // under a tap and moving Edit plan away from it.
    expect(await page.getByRole('status').filter({ hasText: 'You’re offline.' }).isVisible()).toBe(true);
    await editNotesAndSave(page, 'Out by the Routeburn Shelter by 5 pm.');
    await expect(page.getByText('Saved on this device')).toBeVisible();
    await expect(page.getByText('1 change waiting to send.', { exact: false })).toBeVisible();
    expect(writes).toHaveLength(0);
  });

  await test.step('back online, it reaches the server exactly once', async () => {
    await context.setOffline(false);
    await expect(
      page.getByText('Your offline changes to “Routeburn in a day” were sent', { exact: true }),
    ).toBeVisible();
    // Coming online, looking at the app again and the retry timer all try; one write arrives.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(1000);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.headers()['idempotency-key']).toMatch(/^[\w-]{36}$/);
    const saved = await planOf(page, guid);
    expect(saved.note).toBe('Out by the Routeburn Shelter by 5 pm.');
    expect(saved.version).toBe(version + 1);
  });
});

test('two tabs editing one plan offline: the second to arrive is refused with its text kept, never written over the first', async ({
  page,
  context,
}) => {
  await serveBasemap(page);
  await signedInMember(page, 'Mere');
  const { guid } = await savePlan(page, 'routeburn-track', {
    custom_trip_name: 'Harris Saddle overnight',
    date: dayTrip(8),
  });
  const { version } = await planOf(page, guid);
  await page.goto(`/plan/${guid}`);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByText(/Saved for offline · just now/)).toBeVisible({ timeout: 30_000 });
  const second = await context.newPage();
  await second.goto(`/plan/${guid}`);
  await expect(second.getByRole('heading', { level: 1, name: 'Harris Saddle overnight' })).toBeVisible();

  await context.setOffline(true);
  await editNotesAndSave(page, 'First tab: camping at Lake Mackenzie.');
  await expect(page.getByText('Saved on this device')).toBeVisible();
  await editNotesAndSave(second, 'Second tab: staying at Routeburn Falls Hut.');
  await expect(second.getByText('Saved on this device')).toBeVisible();

  await context.setOffline(false);
  const refused = second.getByRole('dialog', { name: 'A change you made offline wasn’t saved' });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Someone else changed this plan since you opened it.');
  await expect(refused.getByRole('textbox', { name: 'Your notes, to copy into the plan' })).toHaveValue(
    'Second tab: staying at Routeburn Falls Hut.',
  );
  const saved = await planOf(page, guid);
  expect(saved.note).toBe('First tab: camping at Lake Mackenzie.');
  expect(saved.version).toBe(version + 1);
});

test('on a shared phone, the next person to log in never gets the last one’s saved plan or waiting edits', async ({
  page,
  context,
}) => {
  await serveBasemap(page);
  await signedInMember(page, 'Aroha');
  const { guid } = await savePlan(page, 'routeburn-track', {
    custom_trip_name: 'Aroha’s private trip',
    date: dayTrip(9),
  });
  await page.goto(`/plan/${guid}`);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByText(/Saved for offline · just now/)).toBeVisible({ timeout: 30_000 });

  // Her session ends without a logout (an expired login is forgotten, not logged out).
  await page.evaluate(() => localStorage.removeItem('waymark'));
  await signedInMember(page, 'Wiremu');

  await context.setOffline(true);
  await page.goto('/huts/mueller-hut');
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  await expect(page.getByText('Nothing is saved for offline on this device yet.')).toBeVisible();
  await expect(page.getByText('Aroha’s private trip')).toHaveCount(0);
  await page.goto(`/plan/${guid}`);
  await expect(page.getByText('Aroha’s private trip')).toHaveCount(0);
});
