import { CUSTOM_TRACKS_PAGE_SIZE } from '@waymark/domain';
import type { Page } from '@playwright/test';
import { expect, shellOf, test } from '../fixtures.ts';
import { wcagViolations } from '../support/accessibility.ts';
import { bearerOf, FIRST_PASSWORD, signedInMember } from '../support/accounts.ts';
import { dayTrip } from '../support/plans.ts';

/**
 * My Custom Tracks (spec 2 §2): a walker shares a copy of a track they drew, deletes one, and
 * the page is theirs alone. Tracks are drawn through the API, as the editor saves them.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const TITLE = 'Roys Peak loop';
/** Three markers above Wānaka; the server measures the legs between them. */
const MARKERS = [
  { lng: 168.2, lat: -44.8 },
  { lng: 168.21, lat: -44.79 },
  { lng: 168.22, lat: -44.8 },
];

type SavedTrack = { id: string; title: string; description: string; markers: unknown[] };

/** Saves a custom track as the member signed in on `page` (`POST custom-track`): its id. */
async function drawCustomTrack(page: Page, title: string): Promise<string> {
  const saved = await page.request.post('/api/v1/custom-track', {
    headers: await bearerOf(page),
    data: { title, description: 'Up the zigzags and back by the ridge.', markers: MARKERS },
  });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

async function customTrack(page: Page, id: string): Promise<SavedTrack> {
  const response = await page.request.get(`/api/v1/custom-track/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SavedTrack;
}

async function myCustomTracks(page: Page): Promise<SavedTrack[]> {
  const response = await page.request.get('/api/v1/custom-track?page=0', { headers: await bearerOf(page) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { tracks: SavedTrack[] }).tracks;
}

async function logOut(page: Page, firstName: string) {
  await shellOf(page).profileButton.click();
  await page
    .getByRole('dialog', { name: `Hi ${firstName}` })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL('/home');
}

test('a shared custom track becomes the other walker’s own copy, and changing it leaves the original alone', async ({
  page,
  context,
  browser,
}) => {
  // Two people sign up, log in and out: longer than one screen's test.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The modal is for browsers without the Web Share API, whatever this Chromium offers.
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    delete (Navigator.prototype as Partial<Navigator>).canShare;
  });
  await signedInMember(page, 'Mere');
  const id = await drawCustomTrack(page, TITLE);
  const link = new URL(`/share-custom-track/${id}`, page.url()).href;

  await test.step('Mere shares her track from My Custom Tracks and copies the link', async () => {
    await page.goto('/account/my-custom-tracks');
    const tile = page.getByRole('article', { name: TITLE });
    await expect(tile).toContainText('Last edited');
    expect(await wcagViolations(page)).toEqual([]);
    await tile.getByRole('button', { name: `Share ${TITLE}` }).click();

    const modal = page.getByRole('dialog', { name: 'Share a copy of your custom track' });
    expect(await wcagViolations(page)).toEqual([]);
    await expect(modal).toContainText('only change that person’s own copy');
    await expect(modal.getByRole('textbox', { name: 'Link to a copy of the track' })).toHaveValue(link);
    await modal.getByRole('button', { name: 'Copy URL' }).click();
    await expect(modal.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // Spec 3 §9: "Copied!" for 3 seconds, then the button offers to copy again.
    await expect(modal.getByRole('button', { name: 'Copy URL' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  });

  const friend = await browser.newPage({ viewport: PHONE });
  const friendEmail = await signedInMember(friend, 'Tui');
  await logOut(friend, 'Tui');

  await test.step('Tui opens the link, logs in, and finds her own copy in My Custom Tracks', async () => {
    await friend.goto(link);
    await expect(friend).toHaveURL(/\/signin\?redirect=/);
    await friend.getByLabel('Email').fill(friendEmail);
    await friend.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await friend.getByRole('button', { name: 'Log in' }).click();

    await expect(friend).toHaveURL('/account/my-custom-tracks');
    await expect(friend.getByRole('article', { name: TITLE })).toBeVisible();
  });

  await test.step('Tui changes her copy; Mere’s track stays as it was', async () => {
    const [copy] = await myCustomTracks(friend);
    expect(copy?.id).not.toBe(id);
    const changed = await friend.request.put(`/api/v1/custom-track/${copy!.id}`, {
      headers: await bearerOf(friend),
      data: {
        title: 'Roys Peak, Tui’s way',
        description: 'Back the same way.',
        markers: MARKERS.slice(0, 2),
      },
    });
    expect(changed.status()).toBe(200);
    await friend.reload();
    await expect(friend.getByRole('article', { name: 'Roys Peak, Tui’s way' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('article', { name: TITLE })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Roys Peak, Tui’s way' })).toHaveCount(0);
    const original = await customTrack(page, id);
    expect(original).toMatchObject({ title: TITLE, description: 'Up the zigzags and back by the ridge.' });
    expect(original.markers).toHaveLength(3);
  });
});

test('deleting a custom track asks first, then it is gone for good', async ({ page }) => {
  await signedInMember(page, 'Hemi');
  const kept = await drawCustomTrack(page, 'Diamond Lake');
  const deleted = await drawCustomTrack(page, TITLE);
  await page.goto('/account/my-custom-tracks');

  await page
    .getByRole('article', { name: TITLE })
    .getByRole('button', { name: `Delete ${TITLE}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this custom track?' });
  await expect(dialog).toContainText(`${TITLE} will be deleted. This can’t be undone.`);
  expect(await wcagViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete track' }).click();

  await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: 'Diamond Lake' })).toBeVisible();
  await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);
  expect((await page.request.get(`/api/v1/custom-track/${deleted}`)).status()).toBe(404);
  expect((await customTrack(page, kept)).title).toBe('Diamond Lake');
});

test('deleting a track with a published plan on it names the plan first, and the plan goes with it (issue 27)', async ({
  page,
}) => {
  await signedInMember(page, 'Wiremu');
  const id = await drawCustomTrack(page, TITLE);
  const published = await page.request.post('/api/v1/plan', {
    headers: await bearerOf(page),
    data: { custom_track: { id }, custom_trip_name: 'Sunrise on Roys', date: dayTrip(5), is_published: true },
  });
  expect(published.status()).toBe(201);
  await page.goto('/account/my-walks');
  await expect(page.getByRole('region', { name: 'Upcoming trips' }).getByRole('article')).toHaveText([
    /Sunrise on Roys/,
  ]);

  await page.goto('/account/my-custom-tracks');
  await page
    .getByRole('article', { name: TITLE })
    .getByRole('button', { name: `Delete ${TITLE}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this custom track?' });
  await expect(dialog).toContainText(`${TITLE} will be deleted, and so will this trip plan made on it:`);
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Sunrise on Roys Published: its group and emergency contact were told, and its safety net stops.',
  ]);
  expect(await wcagViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete track and 1 plan' }).click();

  await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);
  await page.goto('/account/my-walks');
  await expect(page.getByRole('heading', { name: 'No saved trips' })).toBeVisible();
  expect((await page.request.get(`/api/v1/custom-track/${id}`)).status()).toBe(404);
});

test('more tracks load as the walker scrolls to the end of the list (spec 2 §9)', async ({ page }) => {
  await signedInMember(page, 'Aroha');
  // Last edited first: the oldest is on the second page.
  for (let n = 0; n <= CUSTOM_TRACKS_PAGE_SIZE; n += 1) await drawCustomTrack(page, `Track ${n}`);
  await page.goto('/account/my-custom-tracks');

  const tiles = page.getByRole('article');
  await expect(tiles).toHaveCount(CUSTOM_TRACKS_PAGE_SIZE);
  await expect(page.getByRole('article', { name: 'Track 0' })).toHaveCount(0);
  await tiles.last().scrollIntoViewIfNeeded();
  await expect(page.getByRole('article', { name: 'Track 0' })).toBeVisible();
  await expect(tiles).toHaveCount(CUSTOM_TRACKS_PAGE_SIZE + 1);
});

test('a guest opening My Custom Tracks is sent home', async ({ page }) => {
  await page.goto('/account/my-custom-tracks');
  await expect(page).toHaveURL('/home');
});
