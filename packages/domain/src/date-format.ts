import { nzWallClock, type PlanDates } from './trip-dates.ts';

/**
 * The date formats of spec 2 §9, written out by hand: "ddd Do MMM" for a forecast day and
 * trip dates, and "h:mma ddd Do MMM YYYY" for the issue time, in New Zealand time. English
 * names are fixed here rather than taken from Intl, whose abbreviations vary by runtime
 * ("Sep" or "Sept").
 */

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = WEEKDAY_NAMES.map((name) => name.slice(0, 3));
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

function dayAndMonth(year: number, month: number, day: number): string {
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${ordinal(day)} ${MONTHS[month - 1]}`;
}

/** A forecast day, YYYY-MM-DD, as "ddd Do MMM": "Tue 1st Sep". */
export function formatForecastDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dayAndMonth(year, month, day);
}

/** An instant as "h:mma ddd Do MMM YYYY" in New Zealand: "9:03pm Mon 31st Aug 2026". */
export function formatIssuedTime(instant: Date | string): string {
  const { year, month, day, hour, minute } = nzWallClock(new Date(instant));
  return `${formatClock(`${hour}:${minute}`)} ${dayAndMonth(year, month, day)} ${year}`;
}

/** An instant's day in New Zealand as DD/MM/YYYY: a custom track's last edit (spec 2 §3). */
export function formatDayMonthYear(instant: Date | string): string {
  const { year, month, day } = nzWallClock(new Date(instant));
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/**
 * An instant as "h:mma ddd Do MMM" in New Zealand: "7:00pm Sat 12th Dec". When a trip's
 * check-in and alarm fall, as the check-in page says them: within days of now, so no year.
 */
export function formatMoment(instant: Date | string): string {
  const { year, month, day, hour, minute } = nzWallClock(new Date(instant));
  return `${formatClock(`${hour}:${minute}`)} ${dayAndMonth(year, month, day)}`;
}

/** A 24-hour "HH:mm" as the picker shows it: '07:30' → '7:30am'. */
export function formatClock(clock: string): string {
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * What the trip-date selector reads once dates are chosen: "Sat 21st Nov, 7:30am – 5:00pm" for
 * a day trip, "Sat 21st Nov 7:30am – Mon 23rd Nov 5:00pm" otherwise.
 */
export function tripDatesLabel({ date, start_time, end_time }: PlanDates): string {
  const start = formatForecastDate(date.start);
  if (date.start === date.end) return `${start}, ${formatClock(start_time)} – ${formatClock(end_time)}`;
  return `${start} ${formatClock(start_time)} – ${formatForecastDate(date.end)} ${formatClock(end_time)}`;
}

/** A day, YYYY-MM-DD, written out in full: "Saturday 28 November 2026". */
export function formatLongDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** An instant as "DD/MM/YYYY" in New Zealand: when a custom track was last edited (spec 2 §3). */
export function formatNumericDate(instant: Date | string): string {
  const { year, month, day } = nzWallClock(new Date(instant));
  const twoDigits = (n: number) => String(n).padStart(2, '0');
  return `${twoDigits(day)}/${twoDigits(month)}/${year}`;
}

/** An instant as "D/M/YY" in New Zealand: when a review was last edited (spec 2 My Reviews). */
export function formatShortNumericDate(instant: Date | string): string {
  const { year, month, day } = nzWallClock(new Date(instant));
  return `${day}/${month}/${String(year % 100).padStart(2, '0')}`;
}
