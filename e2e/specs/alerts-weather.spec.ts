import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatForecastDate, NO_ALERTS_TITLE } from '@waymark/domain';
import { chooseTripDates, dayButton, pickDays } from '../drivers/trip-dates-driver.ts';
import { expect, test } from '../fixtures.ts';
import { contrastRatio, rgbaOf } from '../support/colour-contrast.ts';
import {
  ALPINE_HUT,
  RAIN_WATCH_HEADLINE,
  TRACK_UNDER_WARNING,
  tripAfterWarnings,
  WIND_WARNING_HEADLINE,
} from '../support/source-scenario.ts';

/**
 * Alerts and weather from the sources as recorded (spec 2 Alerts and Weather pages, issue 5
 * acceptance 3): the server loads MetService's feed and Open-Meteo's forecasts from the replay
 * server of support/source-replay-server.ts through its real refresh job and parsers.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
test.use({ viewport: DESKTOP });

/** The refresh job runs a second after the server starts; wait for it rather than for a time. */
async function waitForWarnings(page: Page) {
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/v1/alerts/track/${TRACK_UNDER_WARNING.slug}`);
      return ((await response.json()) as { metservice?: unknown[] }).metservice?.length ?? 0;
    })
    .toBeGreaterThan(0);
}

function alertsNavLink(page: Page) {
  return page.getByRole('navigation', { name: 'Track sections' }).getByRole('link', { name: /^Alerts/ });
}

test('a track inside warning polygons shows its warnings grouped and coloured, and loses them outside the trip dates', async ({
  page,
}) => {
  await waitForWarnings(page);
  await page.goto(`/tracks/${TRACK_UNDER_WARNING.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: TRACK_UNDER_WARNING.title })).toBeVisible();
  await expect(alertsNavLink(page).getByLabel('(has alerts)')).toBeVisible();

  await alertsNavLink(page).click();
  await expect(page).toHaveURL(`/tracks/${TRACK_UNDER_WARNING.slug}/alerts`);
  const groups = page.getByRole('region', { name: /warnings/ });
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toHaveAccessibleName('Orange warnings');
  await expect(groups.nth(1)).toHaveAccessibleName('Yellow warnings and watches');
  const wind = groups.nth(0).getByRole('listitem').filter({ hasText: WIND_WARNING_HEADLINE });
  await expect(wind).toContainText('Tongariro National Park');
  // Orange is MetService's orange, not just a word on the page.
  await expect(wind).toHaveCSS('border-left-color', 'rgb(230, 81, 0)');
  const rain = groups.nth(1).getByRole('listitem').filter({ hasText: RAIN_WATCH_HEADLINE });
  await expect(rain).toHaveCSS('border-left-color', 'rgb(242, 194, 0)');

  const trip = tripAfterWarnings(new Date());
  await chooseTripDates(page, trip);
  await expect(page.getByRole('heading', { name: NO_ALERTS_TITLE })).toBeVisible();
  await expect(
    page.getByText('If you save your planned trip, we will send you a notification'),
  ).toBeVisible();
  await expect(alertsNavLink(page).getByLabel('(has alerts)')).toHaveCount(0);

  // The weather page follows the same dates: only the trip's two days.
  await page
    .getByRole('navigation', { name: 'Track sections' })
    .getByRole('link', { name: 'Weather' })
    .click();
  const days = page.getByRole('region', { name: 'Weather forecast' }).getByRole('heading', { level: 3 });
  await expect(days).toHaveText([formatForecastDate(trip.start), formatForecastDate(trip.end)]);
  await expect(page.getByRole('link', { name: 'Open-Meteo.com' })).toBeVisible();

  // The dates are the working plan's: they are still chosen after a reload.
  await page.reload();
  await expect(days).toHaveText([formatForecastDate(trip.start), formatForecastDate(trip.end)]);
});

test('after a reload, /alerts and /weather still open the place the trip dates were chosen for', async ({
  page,
}) => {
  await page.goto(`/tracks/${TRACK_UNDER_WARNING.slug}/alerts`);
  await expect(page.getByRole('heading', { level: 1, name: TRACK_UNDER_WARNING.title })).toBeVisible();
  const trip = tripAfterWarnings(new Date());
  await chooseTripDates(page, trip);
  const days = page.getByRole('region', { name: 'Weather forecast' }).getByRole('heading', { level: 3 });

  // Each visit loads the app afresh, which forgets the opened place (spec 1 §3) but keeps the
  // plan, and the plan knows its place.
  for (const section of ['alerts', 'weather'] as const) {
    await page.goto(`/${section}`);
    await expect(page).toHaveURL(`/tracks/${TRACK_UNDER_WARNING.slug}/${section}`);
    await expect(page.getByRole('heading', { level: 1, name: TRACK_UNDER_WARNING.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: "You haven't selected a location" })).toHaveCount(0);
  }
  await expect(days).toHaveText([formatForecastDate(trip.start), formatForecastDate(trip.end)]);
});

test('an alpine hut shows the mountain forecast, each day expanding to its wind and hazards', async ({
  page,
}) => {
  await page.goto(`/huts/${ALPINE_HUT.slug}/weather`);
  await expect(page.getByRole('heading', { level: 1, name: ALPINE_HUT.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mountain forecast' })).toBeVisible();

  // The first day starts open; the storm the forecast brings tomorrow is behind "Expand forecast".
  const days = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /forecast$/ }) });
  await expect(days.first().getByRole('button', { name: 'Minimise forecast' })).toBeVisible();
  const tomorrow = days.nth(1);
  const hazards = tomorrow.getByRole('region', { name: 'Mountain weather hazards' });
  await expect(hazards).toBeHidden();
  await tomorrow.getByRole('button', { name: 'Expand forecast' }).click();
  await expect(hazards).toBeVisible();
  await expect(hazards).toContainText('Wind');
  await expect(hazards).toContainText('Snow');
  await expect(tomorrow.getByRole('region', { name: 'Wind' })).toBeVisible();

  await tomorrow.getByRole('button', { name: 'What is the freezing level?' }).click();
  await expect(page.getByRole('dialog', { name: 'What is the freezing level?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await tomorrow.getByRole('button', { name: 'Minimise forecast' }).click();
  await expect(hazards).toBeHidden();
});

test('on a phone the trip-date selector opens /select-date, and the dates come back to the page', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/tracks/${TRACK_UNDER_WARNING.slug}/weather`);
  await expect(page.getByRole('heading', { level: 1, name: TRACK_UNDER_WARNING.title })).toBeVisible();

  await page.getByRole('link', { name: 'Add trip dates' }).click();
  await expect(page).toHaveURL('/select-date');
  await expect(page.getByText('Select the date twice for a day trip.')).toBeVisible();
  const trip = tripAfterWarnings(new Date());
  await pickDays(page.getByRole('main'), [trip.start, trip.start]);
  await page.getByRole('combobox', { name: 'End hour' }).selectOption('06');
  await page.getByRole('combobox', { name: 'End AM or PM' }).selectOption('AM');
  await expect(page.getByRole('alert')).toHaveText('Invalid end time.');
  await page.getByRole('combobox', { name: 'End AM or PM' }).selectOption('PM');
  await page.getByRole('button', { name: 'Save trip dates' }).click();

  await expect(page).toHaveURL(`/tracks/${TRACK_UNDER_WARNING.slug}/weather`);
  const label = `${formatForecastDate(trip.start)}, 8:00am – 6:00pm`;
  await expect(page.getByRole('link', { name: label })).toBeVisible();
  const days = page.getByRole('region', { name: 'Weather forecast' }).getByRole('heading', { level: 3 });
  await expect(days).toHaveText([formatForecastDate(trip.start)]);
});

test('on a 390 px phone the weather page fits the screen: nothing scrolls sideways and every day is whole', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  for (const [path, heading] of [
    [`/tracks/${TRACK_UNDER_WARNING.slug}/weather`, 'Weather forecast'],
    [`/huts/${ALPINE_HUT.slug}/weather`, 'Mountain forecast'],
  ] as const) {
    await page.goto(path);
    const forecast = page.getByRole('region', { name: heading });
    const days = forecast.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(days.first()).toBeVisible();

    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
    for (const day of await days.all()) {
      const box = await day.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width);
    }
  }
});

test('on a 390 px phone a hovered first or last trip day stays readable (contrast of at least 4.5:1)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/tracks/${TRACK_UNDER_WARNING.slug}/weather`);
  await page.getByRole('link', { name: 'Add trip dates' }).click();
  await expect(page).toHaveURL('/select-date');
  const calendar = page.getByRole('main');
  const trip = tripAfterWarnings(new Date());
  await pickDays(calendar, [trip.start, trip.end]);

  // The last day is on show after picking it; the first may be a month back.
  for (const date of [trip.end, trip.start]) {
    const day = dayButton(calendar, date);
    if (!(await day.isVisible())) await calendar.getByRole('button', { name: /previous month/i }).click();
    await day.hover();
    await expect
      .poll(async () => {
        const { color, backgroundColor } = await day.evaluate((button) => getComputedStyle(button));
        // An opaque background, so the ratio is of what is painted, not of what shows through.
        expect(rgbaOf(backgroundColor).alpha).toBe(1);
        return contrastRatio(color, backgroundColor);
      }, `the hovered ${date} against its circle`)
      .toBeGreaterThanOrEqual(4.5);
  }
});

test('the alerts and weather pages and the trip-date dialog have no WCAG A or AA violations', async ({
  page,
}) => {
  // axe scans several screens and the trip-date dialog: past 30 s in a full parallel run.
  test.slow();
  const violations = async () =>
    (
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    ).violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
    );
  await waitForWarnings(page);
  await page.goto(`/tracks/${TRACK_UNDER_WARNING.slug}/alerts`);
  await expect(page.getByRole('region', { name: 'Orange warnings' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.getByRole('button', { name: 'Add trip dates' }).click();
  await expect(page.getByRole('dialog', { name: 'Trip dates' }).getByRole('grid')).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto(`/huts/${ALPINE_HUT.slug}/weather`);
  await expect(page.getByRole('heading', { name: 'Mountain forecast' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('on a phone a closed track says why: its alerts tab carries the badge and the page its closure', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/tracks/bowen-falls-walk');
  await expect(page.getByRole('heading', { level: 1, name: 'Bowen Falls Walk' })).toBeVisible();
  await expect(page).toHaveTitle(/^Bowen Falls Walk - TRACK CLOSED/);
  await expect(alertsNavLink(page).getByLabel('(has alerts)')).toBeVisible();

  await alertsNavLink(page).click();
  const closures = page.getByRole('region', { name: 'Closures' });
  await expect(closures.getByRole('heading', { name: 'Bowen Falls Walk is closed' })).toBeVisible();
  await expect(closures).toContainText('unstable rock faces');
  await expect(page.getByRole('heading', { name: NO_ALERTS_TITLE })).toHaveCount(0);
});
