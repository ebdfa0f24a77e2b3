import { describe, expect, test } from 'vitest';
import type { WorkingPlan } from './app-store.ts';
import { dailyPlansFor, hasUnsavedDraft, isWorkingPlanOver, planInputOf } from './working-plan.ts';

const routeburn = { id: 7, type: 'Track', slug: 'routeburn-track', title: 'Routeburn Track' };
const threeDays: WorkingPlan = {
  location: routeburn,
  date: { start: '2026-12-10', end: '2026-12-12' },
  start_time: '08:00',
  end_time: '16:30',
};

describe('the working plan as the server takes it', () => {
  test('sends saved people only: a guest’s contacts wait until they are uploaded', () => {
    const input = planInputOf(
      { ...threeDays, contacts: [4, 'device-1'], emergency_contact: 'device-2' },
      false,
    );
    expect(input.contacts).toEqual([4]);
    expect(input.emergency_contact).toBeNull();
  });

  test('turns the picker’s clock times into the spec’s hour, minute and meridiem', () => {
    expect(planInputOf(threeDays, true).date).toEqual({
      start: '2026-12-10',
      end: '2026-12-12',
      start_time: { hour: '08', minute: '00', meridiem: 'AM', valid: true },
      end_time: { hour: '04', minute: '30', meridiem: 'PM', valid: true },
    });
  });

  test('sends one daily plan per day of the trip, and none for a day trip', () => {
    const written = { day_index: 1, notes: 'Over the saddle', start_location: '', end_location: '' };
    const days = planInputOf({ ...threeDays, daily_plans: [written, { ...written, day_index: 5 }] }, false);
    expect(days.daily_plans.map((day) => day.notes)).toEqual(['', 'Over the saddle', '']);
    const dayTrip = { ...threeDays, date: { start: '2026-12-10', end: '2026-12-10' } };
    expect(planInputOf({ ...dayTrip, daily_plans: [written] }, false).daily_plans).toEqual([]);
    expect(dailyPlansFor({ location: routeburn })).toHaveLength(1);
  });

  test('sends the grace period chosen, else the default 2 hours (issue 14)', () => {
    expect(planInputOf({ ...threeDays, grace_hours: 12 }, true).grace_hours).toBe(12);
    expect(planInputOf(threeDays, true).grace_hours).toBe(2);
  });

  test('carries the version it was read at, so a stale copy is refused', () => {
    expect(planInputOf({ ...threeDays, id: 3, version: 5 }, false).version).toBe(5);
    expect(planInputOf(threeDays, false)).not.toHaveProperty('version');
  });
});

describe('an unsaved draft', () => {
  const saved: WorkingPlan = { ...threeDays, id: 3, version: 1, custom_trip_name: 'Routeburn' };

  test('is a plan never saved, or changed since it was', () => {
    expect(hasUnsavedDraft(threeDays, null)).toBe(true);
    expect(hasUnsavedDraft(saved, saved)).toBe(false);
    expect(hasUnsavedDraft({ ...saved, note: 'Bring the PLB' }, saved)).toBe(true);
  });

  test('is never a published or completed plan, nor no plan', () => {
    expect(hasUnsavedDraft({ ...threeDays, is_published: true }, null)).toBe(false);
    expect(hasUnsavedDraft({ ...threeDays, is_complete: true }, null)).toBe(false);
    expect(hasUnsavedDraft(null, null)).toBe(false);
  });
});

test('a plan is over once its trip has ended in New Zealand time', () => {
  // 16:30 NZDT on 12 December is 03:30 UTC.
  expect(isWorkingPlanOver(threeDays, new Date('2026-12-12T03:29:00Z'))).toBe(false);
  expect(isWorkingPlanOver(threeDays, new Date('2026-12-12T03:31:00Z'))).toBe(true);
  expect(isWorkingPlanOver({ location: routeburn }, new Date('2030-01-01T00:00:00Z'))).toBe(false);
});
