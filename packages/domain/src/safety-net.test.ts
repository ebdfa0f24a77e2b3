import { describe, expect, test } from 'vitest';
import { defaultNotifications } from './account.ts';
import { graceDescription, PlanInputSchema, type PlanDate } from './plan.ts';
import {
  alarmInstant,
  alertChanges,
  describeAlertChange,
  type SeenAlert,
  canCheckIn,
  channelOn,
  EXTEND_MUST_BE_LATER,
  extendedTripDate,
  extendTooFar,
  extendTripProblem,
  extensionRoom,
  EXTENSIONS_USED_UP,
  forecastRangeStarts,
  isOverdue,
  isStillWorthSending,
  tripSchedule,
} from './safety-net.ts';

const time = (hour: string, meridiem: 'AM' | 'PM') => ({ hour, minute: '00', meridiem, valid: true });
const trip = (start: string, end: string): PlanDate => ({
  start,
  end,
  start_time: time('08', 'AM'),
  end_time: time('05', 'PM'),
});
/** New Zealand wall-clock readings: summer is UTC+13, winter UTC+12. */
const nzSummer = (date: string, clock: string) => new Date(`${date}T${clock}:00+13:00`);
const nzWinter = (date: string, clock: string) => new Date(`${date}T${clock}:00+12:00`);

describe('when each notification of a trip is due, in New Zealand time', () => {
  const schedule = tripSchedule(trip('2026-12-10', '2026-12-12'), 2);

  test('the reminders are 48 and 24 hours before the start', () => {
    expect(schedule['reminder-48h']).toEqual(nzSummer('2026-12-08', '08:00'));
    expect(schedule['reminder-24h']).toEqual(nzSummer('2026-12-09', '08:00'));
  });

  test('the check-in is at the end; the escalation at the end plus the grace period', () => {
    expect(schedule['check-in']).toEqual(nzSummer('2026-12-12', '17:00'));
    expect(schedule.escalation).toEqual(nzSummer('2026-12-12', '19:00'));
    expect(alarmInstant(trip('2026-12-10', '2026-12-12'), 12)).toEqual(nzSummer('2026-12-13', '05:00'));
  });

  test('a reminder across the change to daylight time is 48 real hours before', () => {
    // Daylight time starts at 2 am on 27 September 2026: clocks go from +12 to +13.
    const { 'reminder-48h': due } = tripSchedule(trip('2026-09-28', '2026-09-28'), 2);
    expect(due).toEqual(nzWinter('2026-09-26', '07:00'));
  });

  test('the forecast comes into range at midnight nine days before the first day', () => {
    expect(forecastRangeStarts({ start: '2026-12-10' })).toEqual(nzSummer('2026-12-01', '00:00'));
  });
});

describe('what is still worth sending when a plan is published late', () => {
  const date = trip('2026-12-10', '2026-12-12');
  const schedule = tripSchedule(date, 2);

  test('a reminder whose time has long passed is not sent; one just due is', () => {
    const now = nzSummer('2026-12-09', '12:00');
    expect(isStillWorthSending('reminder-48h', schedule['reminder-48h'], date, now)).toBe(false);
    expect(
      isStillWorthSending('reminder-24h', schedule['reminder-24h'], date, nzSummer('2026-12-09', '08:30')),
    ).toBe(true);
  });

  test('no reminder once the trip has started', () => {
    const now = nzSummer('2026-12-10', '08:01');
    expect(isStillWorthSending('reminder-24h', schedule['reminder-24h'], date, now)).toBe(false);
  });

  test('the check-in and the escalation are always sent, however late the plan', () => {
    const now = nzSummer('2026-12-13', '12:00');
    expect(isStillWorthSending('check-in', schedule['check-in'], date, now)).toBe(true);
    expect(isStillWorthSending('escalation', schedule.escalation, date, now)).toBe(true);
  });

  test('a forecast already in range when the plan is published is no news', () => {
    expect(
      isStillWorthSending(
        'forecast-available',
        schedule['forecast-available'],
        date,
        nzSummer('2026-12-05', '09:00'),
      ),
    ).toBe(false);
    expect(
      isStillWorthSending(
        'forecast-available',
        schedule['forecast-available'],
        date,
        nzSummer('2026-11-20', '09:00'),
      ),
    ).toBe(true);
  });
});

describe('overdue and check-in', () => {
  const plan = {
    date: trip('2026-12-10', '2026-12-12'),
    grace_hours: 2,
    back_safe_at: null,
    is_published: true,
  };

  test('overdue from the alarm, not before, and never once back safe or for a draft', () => {
    expect(isOverdue(plan, nzSummer('2026-12-12', '18:59'))).toBe(false);
    expect(isOverdue(plan, nzSummer('2026-12-12', '19:00'))).toBe(true);
    expect(
      isOverdue({ ...plan, back_safe_at: '2026-12-12T06:00:00Z' }, nzSummer('2026-12-13', '09:00')),
    ).toBe(false);
    expect(isOverdue({ ...plan, is_published: false }, nzSummer('2026-12-13', '09:00'))).toBe(false);
  });

  test('checking in is open from the start until a day after the alarm', () => {
    expect(canCheckIn(plan, nzSummer('2026-12-10', '07:59'))).toBe(false);
    expect(canCheckIn(plan, nzSummer('2026-12-10', '08:00'))).toBe(true);
    expect(canCheckIn(plan, nzSummer('2026-12-13', '19:00'))).toBe(true);
    expect(canCheckIn(plan, nzSummer('2026-12-13', '19:01'))).toBe(false);
  });
});

describe('whose switches decide', () => {
  test('each kind follows its group’s switch; the check-in goes whatever they say', () => {
    const switches = { ...defaultNotifications(), twentyFourPrior: { Email: false, InApp: true } };
    expect(channelOn(switches, 'reminder-24h', 'Email')).toBe(false);
    expect(channelOn(switches, 'reminder-24h', 'InApp')).toBe(true);
    expect(channelOn(switches, 'escalation', 'InApp')).toBe(false);
    expect(
      channelOn(
        { ...switches, changedAlerts: { Email: false, InApp: false } },
        'forecast-available',
        'Email',
      ),
    ).toBe(false);
    expect(channelOn({}, 'check-in', 'Email')).toBe(true);
  });
});

describe('the grace period on a plan', () => {
  test('defaults to 2 hours and takes only the offered choices', () => {
    const base = { location: { id: 1 } };
    expect(PlanInputSchema.parse(base).grace_hours).toBe(2);
    expect(PlanInputSchema.parse({ ...base, grace_hours: 6 }).grace_hours).toBe(6);
    expect(PlanInputSchema.safeParse({ ...base, grace_hours: 5 }).error?.issues[0]?.message).toBe(
      'Choose one of 1, 2, 3, 4, 6, 8, 12, 24 hours.',
    );
  });

  test('the plan says when the emergency contact is told', () => {
    expect(graceDescription(2)).toBe('2 hours after the trip ends if nobody has checked in');
    expect(graceDescription(1)).toBe('1 hour after the trip ends if nobody has checked in');
  });
});

describe('what changed in a trip’s alerts', () => {
  const now = new Date('2026-12-09T00:00:00Z');
  const warning = (version: string, event = 'rain', expires = '2026-12-11T00:00:00Z'): SeenAlert => ({
    source: 'metservice',
    title: `Heavy ${event} warning`,
    version,
    expires,
    event,
  });
  const doc = (version: string): SeenAlert => ({
    source: 'doc',
    title: 'Track closed at the slip',
    version,
    expires: null,
  });

  test('nothing changed is no change', () => {
    const seen = { 'metservice:a': warning('1'), 'doc:7': doc('x') };
    expect(alertChanges(seen, { ...seen }, now)).toEqual([]);
  });

  test('a new warning, a DOC alert whose text changed, and one withdrawn', () => {
    const changes = alertChanges(
      { 'doc:7': doc('x'), 'doc:8': doc('y') },
      { 'metservice:a': warning('1'), 'doc:7': doc('z') },
      now,
    );
    expect(changes.map((c) => [c.change, c.key])).toEqual([
      ['new', 'metservice:a'],
      ['updated', 'doc:7'],
      ['cancelled', 'doc:8'],
    ]);
    expect(changes.map(describeAlertChange)).toEqual([
      'New MetService alert: Heavy rain warning',
      'Updated DOC alert: Track closed at the slip',
      'No longer in force: Track closed at the slip',
    ]);
  });

  test('a warning replaced by a new message for the same event is one update', () => {
    const changes = alertChanges({ 'metservice:a': warning('1') }, { 'metservice:b': warning('2') }, now);
    expect(changes.map((c) => [c.change, c.key])).toEqual([['updated', 'metservice:b']]);
  });

  test('a warning that ran out is not news', () => {
    const ranOut = warning('1', 'wind', '2026-12-08T12:00:00Z');
    expect(alertChanges({ 'metservice:a': ranOut }, {}, now)).toEqual([]);
  });
});

describe('extending a trip from its check-in', () => {
  const date = trip('2026-12-10', '2026-12-12');
  const later = (end: string, hour: string, meridiem: 'AM' | 'PM') => ({
    end,
    end_time: time(hour, meridiem),
  });

  test('the trip keeps its start and takes the new end, and its alarm moves with it', () => {
    const extended = extendedTripDate(date, later('2026-12-13', '11', 'AM'));
    expect(extended).toMatchObject({ start: '2026-12-10', end: '2026-12-13' });
    expect(alarmInstant(extended, 2)).toEqual(nzSummer('2026-12-13', '13:00'));
  });

  const none = extensionRoom(date, { count: 0, endBefore: null });

  test('the new end must be later than the current one and later than now', () => {
    const now = nzSummer('2026-12-12', '18:00');
    expect(extendTripProblem(date, later('2026-12-12', '09', 'PM'), now, none)).toBeNull();
    expect(extendTripProblem(date, later('2026-12-12', '04', 'PM'), now, none)).toBe(EXTEND_MUST_BE_LATER);
    expect(extendTripProblem(date, later('2026-12-12', '05', 'PM'), now, none)).toBe(EXTEND_MUST_BE_LATER);
    // Later than the current end, but not later than now.
    expect(extendTripProblem(date, later('2026-12-12', '06', 'PM'), now, none)).toBe(EXTEND_MUST_BE_LATER);
  });

  test('a trip can be made to end at most 48 hours after the end it was planned with', () => {
    const now = nzSummer('2026-12-12', '12:00');
    expect(none).toEqual({ left: 3, latestEnd: nzSummer('2026-12-14', '17:00') });
    expect(extendTripProblem(date, later('2026-12-14', '05', 'PM'), now, none)).toBeNull();
    expect(extendTripProblem(date, later('2026-12-14', '06', 'PM'), now, none)).toBe(
      extendTooFar(nzSummer('2026-12-14', '17:00')),
    );
    expect(extendTooFar(nzSummer('2026-12-14', '17:00'))).toContain('choose 5:00pm Mon 14th Dec or earlier');
  });

  test('the 48 hours run from the end before the first extension, not from the latest one', () => {
    const onceExtended = extendedTripDate(date, later('2026-12-13', '05', 'PM'));
    const room = extensionRoom(onceExtended, { count: 1, endBefore: nzSummer('2026-12-12', '17:00') });
    expect(room).toEqual({ left: 2, latestEnd: nzSummer('2026-12-14', '17:00') });
    const now = nzSummer('2026-12-13', '12:00');
    expect(extendTripProblem(onceExtended, later('2026-12-15', '09', 'AM'), now, room)).toBe(
      extendTooFar(room.latestEnd),
    );
  });

  test('a trip can be extended 3 times at most', () => {
    const room = extensionRoom(date, { count: 3, endBefore: nzSummer('2026-12-11', '17:00') });
    expect(room.left).toBe(0);
    const now = nzSummer('2026-12-12', '12:00');
    expect(extendTripProblem(date, later('2026-12-12', '09', 'PM'), now, room)).toBe(EXTENSIONS_USED_UP);
  });
});
