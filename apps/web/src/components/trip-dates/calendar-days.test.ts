import { describe, expect, test } from 'vitest';
import { calendarDate, calendarDay, dayButtonLabel, longDate } from './calendar-days.ts';

describe('calendar days', () => {
  test('a trip day goes into the calendar and comes back as the same day', () => {
    for (const day of ['2026-01-01', '2026-04-05', '2026-09-27', '2026-11-28', '2028-02-29']) {
      expect(calendarDay(calendarDate(day))).toBe(day);
    }
  });

  test('a day is named in full, as end-to-end tests pick it: "28 November 2026"', () => {
    expect(longDate(calendarDate('2026-11-28'))).toBe('Saturday 28 November 2026');
  });

  test("a day button's name says today and where the day sits in the trip", () => {
    const day = calendarDate('2026-11-28');
    expect(dayButtonLabel(day, {})).toBe('Saturday 28 November 2026');
    expect(dayButtonLabel(day, { today: true })).toBe('Saturday 28 November 2026, today');
    expect(dayButtonLabel(day, { selected: true })).toBe('Saturday 28 November 2026, selected');
    expect(dayButtonLabel(day, { selected: true, range_start: true })).toBe(
      'Saturday 28 November 2026, first day of the trip',
    );
    expect(dayButtonLabel(day, { selected: true, range_end: true })).toBe(
      'Saturday 28 November 2026, last day of the trip',
    );
    expect(dayButtonLabel(day, { selected: true, range_start: true, range_end: true })).toBe(
      'Saturday 28 November 2026, day trip',
    );
  });
});
