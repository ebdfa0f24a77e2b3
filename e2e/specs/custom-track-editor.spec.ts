import { readFile } from 'node:fs/promises';
import { CustomTrackSchema, lineLengthKm, type CustomTrack, type LngLat } from '@waymark/domain';
import type { Page } from '@playwright/test';
import { mapDriver, useRecordedBasemap } from '../drivers/map-driver.ts';
import { expect, test } from '../fixtures.ts';
import { bearerOf, signedInMember } from '../support/accounts.ts';
import { greatWalkLine, importRouteburnLine } from '../support/routeburn-line.ts';

/**
 * The custom track editor (issue 15, spec 2 §2) on a phone, snapping to the real Routeburn line
 * imported from ../shared/data/tracks_lines: markers, legs, undo and redo across a reload,
 * out and back, deleting a marker, a straight leg that says why, and a GPX round trip.
 */

test.use({ viewport: { width: 390, height: 844 } });
// Long journeys: a sign-up, then a save after every marker change, each routed first.
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  await importRouteburnLine(request);
});

const routeburn = greatWalkLine('Routeburn Track');
/**
 * Three vertices along the Routeburn's second half: before vertex 188 DOC's line visits huts and
 * lookouts and comes back, side trips a walker between two markers would not make.
 */
const [first, second, third] = [190, 260, 340] as const;
const along = [routeburn[first]!, routeburn[second]!, routeburn[third]!];
const lengthAlong = lineLengthKm(routeburn.slice(first, third + 1));

async function openNewTrack(page: Page, name: string, { firstTime }: { firstTime: boolean }) {
  await page.goto('/custom-track-editor');
  if (firstTime) {
    const onboarding = page.getByRole('dialog');
    await expect(onboarding).toContainText('Step 1 of 4');
    for (let slide = 2; slide <= 4; slide += 1) {
      await onboarding.getByRole('button', { name: 'Next' }).click();
      await expect(onboarding).toContainText(`Step ${slide} of 4`);
    }
    await onboarding.getByRole('button', { name: 'Create a custom track' }).click();
  }
  const details = page.getByRole('dialog', { name: 'Create a custom track' });
  await details.getByRole('button', { name: 'Continue' }).click();
  await expect(details.getByText('Track name is required.')).toBeVisible();
  await details.getByLabel('Track name').fill(name);
  await details.getByRole('button', { name: 'Continue' }).click();
  await expect(details).toBeHidden();
  await mapDriver(page).waitUntilReady();
}

/** Taps the map at each point: the first marker goes down at once, later ones through "Set Marker". */
async function placeMarkers(page: Page, points: LngLat[], { alreadyPlaced = 0 } = {}) {
  const map = mapDriver(page);
  for (const [index, point] of points.entries()) {
    await map.tapAt(point);
    if (alreadyPlaced + index > 0) await page.getByRole('button', { name: 'Set Marker' }).click();
    await expect(markerButtons(page)).toHaveCount(alreadyPlaced + index + 1);
  }
}

const markerButtons = (page: Page) => page.locator('[data-marker-index]');

/**
 * The track as the server keeps it once the save with `markerCount` markers has landed: the
 * indicator can still say "Saved" from the previous change while the new leg is being routed.
 */
async function savedTrack(page: Page, markerCount: number): Promise<CustomTrack> {
  let track: CustomTrack | undefined;
  await expect
    .poll(async () => {
      const id = /\/custom-track-editor\/([\w-]{16})$/.exec(page.url())?.[1];
      if (!id) return 'no id in the address yet';
      const res = await page.request.get(`/api/v1/custom-track/${id}`, { headers: await bearerOf(page) });
      if (res.status() !== 200) return `status ${res.status()}`;
      track = CustomTrackSchema.parse(await res.json());
      return track.markers.length;
    })
    .toBe(markerCount);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  return track!;
}

async function tripMarkers(page: Page) {
  const panel = page.getByRole('button', { name: /^Trip Markers/ });
  if ((await panel.getAttribute('aria-expanded')) === 'false') await panel.click();
  return page.locator('#trip-markers-list');
}

test('three markers along the Routeburn follow the track; undo and redo survive a reload; out and back doubles it; a marker is deleted only after asking', async ({
  page,
}) => {
  await useRecordedBasemap(page);
  await signedInMember(page, 'Aroha');
  await openNewTrack(page, 'Routeburn to the Flats', { firstTime: true });
  const map = mapDriver(page);
  await map.fitTo(along);
  await placeMarkers(page, along);

  let track = await savedTrack(page, 3);
  expect(track.markers.slice(1).every((marker) => marker.snapRoute && !marker.straight)).toBe(true);
  // Along the line between the markers, within 5 %.
  expect(Math.abs(track.distance - lengthAlong) / lengthAlong).toBeLessThan(0.05);
  const distance = track.distance;
  await expect(page.getByTestId('track-distance')).toHaveText(`${distance.toFixed(2)} km`);
  const list = await tripMarkers(page);
  await expect(list.getByRole('listitem')).toHaveText([/Start point/, /Marker 2/, /Marker 3/]);

  // Undo twice, reload, redo twice.
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await undo.click();
  await undo.click();
  await expect(markerButtons(page)).toHaveCount(1);
  await savedTrack(page, 1);
  await page.reload();
  await map.waitUntilReady();
  await expect(markerButtons(page)).toHaveCount(1);
  await expect(redo).toBeEnabled();
  await redo.click();
  await redo.click();
  await expect(markerButtons(page)).toHaveCount(3);
  await expect(redo).toBeDisabled();
  track = await savedTrack(page, 3);
  expect(track.distance).toBeCloseTo(distance, 3);

  // Out and back: the same way back, twice the distance.
  await page.getByRole('button', { name: 'Out and back' }).click();
  await expect(markerButtons(page)).toHaveCount(5);
  track = await savedTrack(page, 5);
  expect(track.distance).toBeCloseTo(2 * distance, 2);
  await expect((await tripMarkers(page)).getByRole('listitem').nth(3)).toContainText('Return to marker 2');
  await expect((await tripMarkers(page)).getByRole('listitem').nth(4)).toContainText('Return to start point');

  // Deleting a marker asks first; Cancel keeps it. The list finds the marker on the map.
  await (await tripMarkers(page)).getByRole('button', { name: /^Marker 3/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('dialog', { name: 'Delete marker' });
  await expect(question).toContainText('Are you sure you want to delete this marker?');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(markerButtons(page)).toHaveCount(5);
  await page.getByRole('button', { name: 'Marker 3', exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete marker' }).getByRole('button', { name: 'Delete' }).click();
  await expect(markerButtons(page)).toHaveCount(4);
  await savedTrack(page, 4);
});

test('a marker 5 km from any track gives a straight leg that says why', async ({ page }) => {
  await useRecordedBasemap(page);
  await signedInMember(page, 'Tama');
  await openNewTrack(page, 'Off the map', { firstTime: true });
  // About 5 km south-west of the Routeburn's line at the first marker.
  const offTrack: LngLat = [along[0]![0] - 0.045, along[0]![1] - 0.032];
  await mapDriver(page).fitTo([along[0]!, offTrack]);
  await placeMarkers(page, [along[0]!, offTrack]);

  const track = await savedTrack(page, 2);
  expect(track.markers[1]).toMatchObject({
    snapRoute: null,
    straight: 'end_off_network',
    terrain: 'off track',
  });
  const reason = 'The end is more than 100 m from any track, so this leg is a straight line.';
  await expect((await tripMarkers(page)).getByRole('listitem').nth(1)).toContainText(reason);
  await expect(page.getByText('1 leg is a straight line')).toBeVisible();
  await expect
    .poll(
      async () => new Set((await mapDriver(page).renderedFeatures('customTrackLegs')).map((leg) => leg.kind)),
    )
    .toEqual(new Set(['fallback']));
});

test('a track exported as GPX comes back from the file with the same points', async ({ page }, testInfo) => {
  await useRecordedBasemap(page);
  await signedInMember(page, 'Mere');
  await openNewTrack(page, 'Round trip', { firstTime: true });
  await mapDriver(page).fitTo(along);
  await placeMarkers(page, along);
  const original = await savedTrack(page, 3);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download GPX' }).click();
  const file = testInfo.outputPath('round-trip.gpx');
  await (await downloading).saveAs(file);
  expect(await readFile(file, 'utf8')).toContain('<gpx');

  await openNewTrack(page, 'Round trip, imported', { firstTime: false });
  await page.getByLabel('GPX file to import').setInputFiles(file);
  await expect(markerButtons(page)).toHaveCount(3);
  await expect(page).not.toHaveURL(new RegExp(original.id));
  const imported = await savedTrack(page, 3);
  expect(imported.id).not.toBe(original.id);
  expect(imported.markers).toHaveLength(original.markers.length);
  for (const [index, marker] of imported.markers.entries()) {
    expect(marker.lng).toBeCloseTo(original.markers[index]!.lng, 6);
    expect(marker.lat).toBeCloseTo(original.markers[index]!.lat, 6);
  }
  expect(imported.distance).toBeCloseTo(original.distance, 2);

  // A file that is not GPX says so and changes nothing.
  const notGpx = testInfo.outputPath('notes.gpx');
  await import('node:fs/promises').then(({ writeFile }) => writeFile(notGpx, 'just some notes'));
  await page.getByLabel('GPX file to import').setInputFiles(notGpx);
  await expect(page.getByText('That file is not a GPX file.', { exact: false })).toBeVisible();
  await expect(markerButtons(page)).toHaveCount(3);
});

test('a change that cannot be saved says so, and leaving asks first', async ({ page }) => {
  await useRecordedBasemap(page);
  await signedInMember(page, 'Wiremu');
  await openNewTrack(page, 'Deleted elsewhere', { firstTime: true });
  await mapDriver(page).fitTo(along);
  await placeMarkers(page, along.slice(0, 2));
  const track = await savedTrack(page, 2);

  // The track is deleted on another device; the next change here cannot be saved.
  const deleted = await page.request.delete(`/api/v1/custom-track/${track.id}`, {
    headers: await bearerOf(page),
  });
  expect(deleted.ok()).toBe(true);
  await placeMarkers(page, along.slice(2), { alreadyPlaced: 2 });
  const unsaved = page.getByRole('button', { name: 'Unsaved changes' });
  await expect(unsaved).toBeVisible();
  await unsaved.click();
  const retry = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(retry).toContainText('Something has gone wrong. Please try again later.');
  await retry.getByRole('button', { name: 'Save' }).click();
  await expect(retry).toBeVisible();
  await retry.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'Back' }).click();
  const leaving = page.getByRole('dialog', { name: 'Your changes are not saved' });
  await expect(leaving.getByRole('button', { name: 'Save' })).toBeVisible();
  await leaving.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`/custom-track-editor/${track.id}`);
  await page.getByRole('link', { name: 'Back' }).click();
  await leaving.getByRole('button', { name: 'Leave and discard changes' }).click();
  await expect(page).toHaveURL('/404');
});
