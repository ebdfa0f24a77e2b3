import { addDays, nzDateOf, planDateFromPlanDates } from '@waymark/domain';
import type { PlanDate } from '@waymark/domain';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { bearerOf } from './accounts.ts';

/** Trip plans set up through the API, as the member signed in on the page would save them. */

/** A day trip `daysAhead` days from today in New Zealand, 8 AM to 4 PM. */
export function dayTrip(daysAhead: number): PlanDate {
  const day = addDays(nzDateOf(new Date()), daysAhead);
  return planDateFromPlanDates({ date: { start: day, end: day }, start_time: '08:00', end_time: '16:00' });
}

/**
 * Saves a plan for a track (`POST plan`) as the member signed in on `page`; the fields are the
 * plan's as the editor sends them. Answers the saved plan's id and link.
 */
export async function savePlan(
  page: Page,
  trackSlug: string,
  fields: Record<string, unknown>,
): Promise<{ id: number; guid: string }> {
  const place = (await (await page.request.get(`/api/v1/tracks/${trackSlug}`)).json()) as { id: number };
  const saved = await page.request.post('/api/v1/plan', {
    headers: await bearerOf(page),
    data: { location: { id: place.id }, ...fields },
  });
  expect(saved.status()).toBe(201);
  return (await saved.json()) as { id: number; guid: string };
}
