import { formatLongDate } from '@waymark/domain';

/**
 * The calendar works in plain calendar days. Trip dates are New Zealand days (YYYY-MM-DD); the
 * calendar library counts in the browser's own zone, so a day goes in and out as that zone's
 * midnight of the same date, whatever zone the browser is in.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-11-28' → local midnight of 28 November 2026. */
export function calendarDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** A calendar date back to 'YYYY-MM-DD'. */
export function calendarDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "Saturday 28 November 2026": written out by hand, as Intl's long format varies by runtime. */
export function longDate(date: Date): string {
  return formatLongDate(calendarDay(date));
}

/** What a day's state adds to its name; the same flags the calendar library passes. */
export type DayState = {
  today?: boolean;
  selected?: boolean;
  range_start?: boolean;
  range_end?: boolean;
};

/**
 * A day button's accessible name: the full date (so "28 November 2026" finds it), then whether
 * it is today and where it sits in the chosen trip. Disabled days say so through `disabled`.
 */
export function dayButtonLabel(date: Date, state: DayState): string {
  const parts = [longDate(date)];
  if (state.today) parts.push('today');
  if (state.range_start && state.range_end) parts.push('day trip');
  else if (state.range_start) parts.push('first day of the trip');
  else if (state.range_end) parts.push('last day of the trip');
  else if (state.selected) parts.push('selected');
  return parts.join(', ');
}
