import { describe, expect, test } from 'vitest';
import { IsoDateSchema } from './account.ts';
import {
  INVALID_END_TIME,
  INVALID_START_TIME,
  TripDatesQuerySchema,
  addDays,
  clockFromTripTime,
  instantFromNzWallClock,
  nzDateOf,
  planDatesFromChoice,
  tripInterval,
  tripTimeFromClock,
  validateTripDates,
  type TripDatesChoice,
} from './trip-dates.ts';

const TODAY = '2026-09-01';
const time = (hour: string, minute: string, meridiem: string) => ({ hour, minute, meridiem });
const trip = (overrides: Partial<TripDatesChoice>): TripDatesChoice => ({
  startDate: '2026-09-02',
  endDate: '2026-09-04',
  startTime: time('08', '00', 'AM'),
  endTime: time('04', '30', 'PM'),
  ...overrides,
});

describe('the select-date rules', () => {
  test('a trip with later dates in order is valid', () => {
    expect(validateTripDates(trip({}), TODAY)).toEqual({ start: null, end: null });
  });

  test('the calendar cannot select dates before today', () => {
    expect(validateTripDates(trip({ startDate: '2026-08-31' }), TODAY)).toEqual({
      start: INVALID_START_TIME,
      end: null,
    });
    expect(validateTripDates(trip({ startDate: '2026-08-30', endDate: '2026-08-31' }), TODAY)).toEqual({
      start: INVALID_START_TIME,
      end: INVALID_END_TIME,
    });
    expect(validateTripDates(trip({ startDate: TODAY }), TODAY).start).toBeNull();
  });

  test('on the same day the start must be before the end ("Invalid end time.")', () => {
    const dayTrip = { startDate: '2026-09-02', endDate: '2026-09-02' };
    expect(validateTripDates(trip({ ...dayTrip }), TODAY)).toEqual({ start: null, end: null });
    expect(
      validateTripDates(
        trip({ ...dayTrip, startTime: time('02', '00', 'PM'), endTime: time('01', '45', 'PM') }),
        TODAY,
      ),
    ).toEqual({ start: null, end: INVALID_END_TIME });
    expect(
      validateTripDates(
        trip({ ...dayTrip, startTime: time('09', '15', 'AM'), endTime: time('09', '15', 'AM') }),
        TODAY,
      ).end,
    ).toBe(INVALID_END_TIME);
    // 12 AM is midnight and 12 PM is noon.
    expect(
      validateTripDates(
        trip({ ...dayTrip, startTime: time('12', '00', 'AM'), endTime: time('12', '00', 'PM') }),
        TODAY,
      ).end,
    ).toBeNull();
    expect(
      validateTripDates(
        trip({ ...dayTrip, startTime: time('12', '00', 'PM'), endTime: time('11', '45', 'AM') }),
        TODAY,
      ).end,
    ).toBe(INVALID_END_TIME);
  });

  test('otherwise the start date must be before the end date', () => {
    expect(validateTripDates(trip({ startDate: '2026-09-05', endDate: '2026-09-04' }), TODAY)).toEqual({
      start: null,
      end: INVALID_END_TIME,
    });
    // On different days the times do not have to be in order.
    expect(
      validateTripDates(trip({ startTime: time('11', '00', 'PM'), endTime: time('06', '00', 'AM') }), TODAY)
        .end,
    ).toBeNull();
  });

  test('hours are 00 to 12, minutes 00, 15, 30 or 45, and AM or PM ("Invalid start time.")', () => {
    expect(validateTripDates(trip({ startTime: time('00', '45', 'AM') }), TODAY).start).toBeNull();
    expect(validateTripDates(trip({ startTime: time('13', '00', 'AM') }), TODAY).start).toBe(
      INVALID_START_TIME,
    );
    expect(validateTripDates(trip({ startTime: time('08', '10', 'AM') }), TODAY).start).toBe(
      INVALID_START_TIME,
    );
    expect(validateTripDates(trip({ startTime: time('08', '00', 'am') }), TODAY).start).toBe(
      INVALID_START_TIME,
    );
    expect(validateTripDates(trip({ endTime: time('8', '00', 'PM') }), TODAY).end).toBe(INVALID_END_TIME);
  });
});

describe('trip dates on the working plan', () => {
  test('picked times are kept as 24-hour clock times and read back the same', () => {
    expect(planDatesFromChoice(trip({}))).toEqual({
      date: { start: '2026-09-02', end: '2026-09-04' },
      start_time: '08:00',
      end_time: '16:30',
    });
    expect(clockFromTripTime(time('12', '00', 'AM'))).toBe('00:00');
    expect(clockFromTripTime(time('00', '15', 'AM'))).toBe('00:15');
    expect(clockFromTripTime(time('12', '45', 'PM'))).toBe('12:45');
    expect(tripTimeFromClock('00:00')).toEqual(time('12', '00', 'AM'));
    expect(tripTimeFromClock('12:45')).toEqual(time('12', '45', 'PM'));
    expect(tripTimeFromClock('16:30')).toEqual(time('04', '30', 'PM'));
  });
});

describe('trip dates on the API', () => {
  test('both a start and an end, or neither, with the end not before the start', () => {
    expect(TripDatesQuerySchema.safeParse({}).success).toBe(true);
    expect(TripDatesQuerySchema.safeParse({ start: '2026-09-01', end: '2026-09-01' }).success).toBe(true);
    expect(TripDatesQuerySchema.safeParse({ start: '2026-09-01' }).success).toBe(false);
    expect(TripDatesQuerySchema.safeParse({ start: '2026-09-03', end: '2026-09-01' }).success).toBe(false);
    expect(TripDatesQuerySchema.safeParse({ start: '2026-02-30', end: '2026-03-01' }).success).toBe(false);
  });

  test('dates run from 1900 to 2999: no year 0, no 9999-12-31 whose next day cannot be stored', () => {
    const issues = (date: string) =>
      IsoDateSchema.safeParse(date).error?.issues.map((issue) => issue.message);
    expect(issues('1900-01-01')).toBeUndefined();
    expect(issues('2999-12-31')).toBeUndefined();
    for (const date of ['0000-01-01', '0001-01-01', '1899-12-31', '3000-01-01', '9999-12-31'])
      expect(issues(date)).toEqual(['Please choose a date from 1900 to 2999.']);
    expect(issues('2026-02-30')).toEqual(['Please choose a whole date.']);
  });
});

describe('New Zealand days', () => {
  test('a day is the New Zealand day, in winter (+12) and summer (+13) time', () => {
    expect(nzDateOf(new Date('2026-08-31T12:30:00Z'))).toBe('2026-09-01');
    expect(nzDateOf(new Date('2026-08-31T11:30:00Z'))).toBe('2026-08-31');
    expect(nzDateOf(new Date('2026-12-31T11:30:00Z'))).toBe('2027-01-01');
    expect(instantFromNzWallClock('2026-09-01').toISOString()).toBe('2026-08-31T12:00:00.000Z');
    expect(instantFromNzWallClock('2027-01-01', '07:30').toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  test('a trip runs from the first moment of its first day to the end of its last', () => {
    const { from, to } = tripInterval({ start: '2026-09-26', end: '2026-09-27' });
    expect(from.toISOString()).toBe('2026-09-25T12:00:00.000Z');
    // The clocks go forward on 27 September 2026, so that day has 23 hours.
    expect(to.toISOString()).toBe('2026-09-27T11:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
