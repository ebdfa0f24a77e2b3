import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { formatLongDate } from '@waymark/domain';

/** "28 November 2026": the part of a day's name the calendar's day buttons all carry. */
const dayName = (date: string) => formatLongDate(date).replace(/^\w+ /, '');

/**
 * Chooses trip dates the way a walker does on a desktop: the header's trip-date selector,
 * then the calendar (turning months as needed) and Save.
 */
export async function chooseTripDates(page: Page, trip: { start: string; end: string }) {
  await page.getByRole('button', { name: 'Add trip dates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trip dates' });
  await expect(dialog).toBeVisible();
  await pickDays(dialog, [trip.start, trip.end]);
  await dialog.getByRole('button', { name: 'Save trip dates' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The calendar's button for one day (YYYY-MM-DD) inside `within`. The name starts at a word
 * boundary: "1 December 2026" must not also find the 11th, 21st and 31st.
 */
export function dayButton(within: Locator, date: string): Locator {
  return within.getByRole('button', { name: new RegExp(`\\b${dayName(date)}`) });
}

/** Clicks each day in the calendar inside `within`, turning to later months as needed. */
export async function pickDays(within: Locator, dates: string[]) {
  await expect(within.getByRole('grid').first()).toBeVisible();
  for (const date of dates) {
    const day = dayButton(within, date);
    for (let turns = 0; turns < 3 && !(await day.isVisible()); turns += 1) {
      await within.getByRole('button', { name: /next month/i }).click();
    }
    await day.click();
  }
}
