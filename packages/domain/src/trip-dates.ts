import { z } from 'zod';
import { IsoDateSchema } from './account.ts';

/**
 * Trip dates (spec 2 §5, spec 3 "Select trip dates page") and the New Zealand calendar they
 * live in. Trips, forecasts and warnings are all about days in New Zealand, wherever the
 * server or the browser happens to be.
 */

export const NZ_TIME_ZONE = 'Pacific/Auckland';

const isCalendarDate = (value: string) => IsoDateSchema.safeParse(value).success;

/** `?start=YYYY-MM-DD&end=YYYY-MM-DD` on the alerts and forecasts calls: both or neither. */
export const TripDatesQuerySchema = z
  .object({ start: IsoDateSchema.optional(), end: IsoDateSchema.optional() })
  .refine(({ start, end }) => (start === undefined) === (end === undefined), {
    message: 'Give both a start and an end date, or neither.',
  })
  .refine(({ start, end }) => start === undefined || end === undefined || start <= end, {
    message: 'The trip cannot end before it starts.',
  });

/** Chosen trip dates, first and last day inclusive. */
export type TripDates = { start: string; end: string };

/** The trip dates of a parsed query, or undefined when none were chosen. */
export function tripDatesFromQuery(query: { start?: string; end?: string }): TripDates | undefined {
  return query.start && query.end ? { start: query.start, end: query.end } : undefined;
}

// ---------------------------------------------------------------- New Zealand time

const nzClock = new Intl.DateTimeFormat('en-NZ', {
  timeZone: NZ_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock reading in New Zealand at an instant. */
export function nzWallClock(instant: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} {
  const parts = nzClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The New Zealand calendar day of an instant, YYYY-MM-DD. */
export function nzDateOf(instant: Date): string {
  const { year, month, day } = nzWallClock(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Milliseconds New Zealand is ahead of UTC at an instant (12 or 13 hours). */
function nzOffsetMs(instant: Date): number {
  const c = nzWallClock(instant);
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a New Zealand wall-clock time names ("2026-09-01", "07:30"). A reading that
 * happens twice, or not at all, when the clocks change resolves to the earlier instant.
 */
export function instantFromNzWallClock(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - nzOffsetMs(new Date(wall));
  const second = wall - nzOffsetMs(new Date(first));
  return new Date(Math.min(first, second));
}

/** The calendar day `days` after an ISO day. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** From the first moment of the first day to the first moment after the last day, in NZ. */
export function tripInterval(trip: TripDates): { from: Date; to: Date } {
  return { from: instantFromNzWallClock(trip.start), to: instantFromNzWallClock(addDays(trip.end, 1)) };
}

// ---------------------------------------------------------------- the select-date page

/** Hours 00 to 12, minutes 00, 15, 30, 45, AM or PM (spec 2 §5). */
export const TRIP_TIME_HOURS = ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
export const TRIP_TIME_MINUTES = ['00', '15', '30', '45'];
export const MERIDIEMS = ['AM', 'PM'];

export const INVALID_START_TIME = 'Invalid start time.';
export const INVALID_END_TIME = 'Invalid end time.';

export type TripTime = { hour: string; minute: string; meridiem: string };

export type TripDatesChoice = {
  startDate: string;
  endDate: string;
  startTime: TripTime;
  endTime: TripTime;
};

/** What is wrong with each end of the trip; null where nothing is. */
export type TripDatesProblems = { start: string | null; end: string | null };

function isTripTime(time: TripTime): boolean {
  return (
    TRIP_TIME_HOURS.includes(time.hour) &&
    TRIP_TIME_MINUTES.includes(time.minute) &&
    MERIDIEMS.includes(time.meridiem)
  );
}

/** Minutes after midnight: 12 AM (and 00 AM) is midnight, 12 PM is noon. */
function minutesAfterMidnight(time: TripTime): number {
  const hour = Number(time.hour) % 12;
  return (time.meridiem === 'PM' ? 12 * 60 : 0) + hour * 60 + Number(time.minute);
}

/**
 * The select-date page's rules: no day before today; on a day trip the start time comes
 * before the end time; otherwise the start date comes before the end date. A problem with
 * the order is reported on the end, the part the person changes last.
 */
export function validateTripDates(choice: TripDatesChoice, today: string): TripDatesProblems {
  const startOk =
    isCalendarDate(choice.startDate) && choice.startDate >= today && isTripTime(choice.startTime);
  let endOk = isCalendarDate(choice.endDate) && choice.endDate >= today && isTripTime(choice.endTime);
  if (startOk && endOk) {
    endOk =
      choice.startDate === choice.endDate
        ? minutesAfterMidnight(choice.startTime) < minutesAfterMidnight(choice.endTime)
        : choice.startDate < choice.endDate;
  }
  return { start: startOk ? null : INVALID_START_TIME, end: endOk ? null : INVALID_END_TIME };
}

// ---------------------------------------------------------------- trip dates on the working plan

/**
 * The trip dates a working plan keeps (spec 2 §3 "date.start, date.end, plus start and end
 * times"): New Zealand days, and wall-clock times as 24-hour "HH:mm".
 */
export type PlanDates = { date: TripDates; start_time: string; end_time: string };

/** The select-date page's picker reading of a 24-hour time: '13:45' → 01 : 45 PM. */
export function tripTimeFromClock(clock: string): TripTime {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return { hour: pad(hour), minute: pad(minutes), meridiem: hours < 12 ? 'AM' : 'PM' };
}

/** A picked time as 24-hour "HH:mm"; 12 AM (and 00 AM) is midnight, 12 PM noon. */
export function clockFromTripTime(time: TripTime): string {
  const minutes = minutesAfterMidnight(time);
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A picked choice as the plan keeps it. */
export function planDatesFromChoice(choice: TripDatesChoice): PlanDates {
  return {
    date: { start: choice.startDate, end: choice.endDate },
    start_time: clockFromTripTime(choice.startTime),
    end_time: clockFromTripTime(choice.endTime),
  };
}
