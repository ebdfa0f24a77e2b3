import { describe, expect, test } from 'vitest';
import {
  alertsPageTitle,
  avalancheRatingColour,
  avalancheRatingName,
  avalancheValidHours,
  avalancheValidUntil,
  groupWeatherAlerts,
  hasAlerts,
  orderWeatherAlerts,
  visibleAvalancheAlerts,
  weatherAlertsForTrip,
  weatherSeverityColour,
  type AlertGroups,
  type AvalancheAlert,
  type WeatherAlertEvent,
  type WeatherAlertSeverity,
} from './alerts.ts';

const NO_ALERTS: Omit<AlertGroups, 'has_alerts'> = {
  site: [],
  closedAlerts: [],
  metservice: [],
  doc: [],
  huts: [],
  campsites: [],
  nzaa: [],
};

describe('the alerts flag', () => {
  test('an alerts flag is true if any alert list is non-empty', () => {
    expect(hasAlerts(NO_ALERTS)).toBe(false);
    const site = { id: 1, alert_name: 'snow', title: 'Snow on the passes', content: '' };
    expect(hasAlerts({ ...NO_ALERTS, site: [site] })).toBe(true);
    expect(hasAlerts({ ...NO_ALERTS, closedAlerts: [site] })).toBe(true);
    const doc = {
      id: 'a',
      heading: 'Bridge out',
      detail: '',
      display_date: null,
      place: { type: 'Hut' as const, slug: 'x', title: 'X' },
    };
    expect(hasAlerts({ ...NO_ALERTS, huts: [doc] })).toBe(true);
  });
});

describe('weather alerts and trip dates', () => {
  const now = new Date('2026-09-01T00:00:00Z');
  const alert = (id: string, onset: string | null, expires: string | null) => ({ id, onset, expires });
  const alerts = [
    alert('expired', '2026-08-30T00:00:00Z', '2026-08-31T00:00:00Z'),
    alert('current', '2026-08-31T00:00:00Z', '2026-09-01T12:00:00Z'),
    alert('next week', '2026-09-07T00:00:00Z', '2026-09-08T00:00:00Z'),
    alert('open-ended', null, null),
  ];
  const ids = (list: { id: string }[]) => list.map((a) => a.id);

  test('weather alerts are not yet expired when no dates are chosen', () => {
    expect(ids(weatherAlertsForTrip(alerts, undefined, now))).toEqual(['current', 'next week', 'open-ended']);
  });

  test('weather alerts are filtered to those expiring within the chosen trip dates', () => {
    // 7–8 September in New Zealand is 6 Sep 12:00Z to 8 Sep 12:00Z.
    expect(ids(weatherAlertsForTrip(alerts, { start: '2026-09-07', end: '2026-09-08' }, now))).toEqual([
      'next week',
      'open-ended',
    ]);
    // A trip starting today sees what is in force today, not what has already ended.
    expect(ids(weatherAlertsForTrip(alerts, { start: '2026-09-01', end: '2026-09-02' }, now))).toEqual([
      'current',
      'open-ended',
    ]);
    // A warning in force when the trip starts counts even though it expires after the trip ends.
    const long = alert('long', '2026-09-05T00:00:00Z', '2026-09-20T00:00:00Z');
    expect(ids(weatherAlertsForTrip([long], { start: '2026-09-07', end: '2026-09-08' }, now))).toEqual([
      'long',
    ]);
    // One that only starts after the last day does not.
    const later = alert('later', '2026-09-09T00:00:00Z', '2026-09-10T00:00:00Z');
    expect(weatherAlertsForTrip([later], { start: '2026-09-07', end: '2026-09-08' }, now)).toEqual([]);
  });
});

describe('weather alert colours and order', () => {
  test('severity colours: minor yellow, moderate orange, severe red, other red', () => {
    expect(weatherSeverityColour('minor')).toBe('yellow');
    expect(weatherSeverityColour('moderate')).toBe('orange');
    expect(weatherSeverityColour('severe')).toBe('red');
    expect(weatherSeverityColour('unknown')).toBe('red');
  });

  test('weather alerts are grouped red, orange, yellow and ordered by event: wind, snow, rain, thunderstorm', () => {
    const a = (id: string, severity: WeatherAlertSeverity, event: WeatherAlertEvent) => ({
      id,
      severity,
      event,
    });
    const alerts = [
      a('yellow thunder', 'minor', 'thunderstorm'),
      a('orange rain', 'moderate', 'rain'),
      a('yellow wind', 'minor', 'wind'),
      a('red rain', 'severe', 'rain'),
      a('orange snow', 'moderate', 'snow'),
      a('orange wind', 'moderate', 'wind'),
      a('yellow other', 'minor', 'other'),
      a('yellow rain', 'minor', 'rain'),
    ];
    expect(groupWeatherAlerts(alerts).map((g) => [g.colour, g.alerts.map((x) => x.id)])).toEqual([
      ['red', ['red rain']],
      ['orange', ['orange wind', 'orange snow', 'orange rain']],
      ['yellow', ['yellow wind', 'yellow rain', 'yellow thunder', 'yellow other']],
    ]);
    expect(orderWeatherAlerts(alerts).map((x) => x.id)[0]).toBe('red rain');
  });
});

describe('avalanche advisories', () => {
  const band = (rating: number) => ({ rating, altitude_from: null, altitude_to: null });
  const advisory = (overrides: Partial<AvalancheAlert>): AvalancheAlert => ({
    id: 1,
    region: 'Aoraki/Mount Cook',
    created: '2026-08-31T18:00:00Z',
    valid_period: 48,
    last_edited: '2026-08-31T18:00:00Z',
    important_information: '',
    altitude_danger: [band(3), band(2), band(1)],
    level: 3,
    ...overrides,
  });
  const now = new Date('2026-09-01T00:00:00Z');

  test('avalanche validity is valid_period hours (72, 48, else 24) from last_edited', () => {
    expect(avalancheValidHours('72hrs')).toBe(72);
    expect(avalancheValidHours('48hrs')).toBe(48);
    expect(avalancheValidHours('24hrs')).toBe(24);
    expect(avalancheValidHours('36hrs')).toBe(24);
    expect(avalancheValidHours('')).toBe(24);
    expect(avalancheValidHours(72)).toBe(72);
    expect(avalancheValidUntil(advisory({ valid_period: 72 })).toISOString()).toBe(
      '2026-09-03T18:00:00.000Z',
    );
    expect(
      visibleAvalancheAlerts([advisory({ valid_period: 24 })], new Date('2026-09-01T18:00:01Z')),
    ).toEqual([]);
  });

  test('avalanche alerts are hidden when any band is centre closed (-3)', () => {
    expect(
      visibleAvalancheAlerts([advisory({ altitude_danger: [band(2), band(-3), band(1)] })], now),
    ).toEqual([]);
    expect(visibleAvalancheAlerts([advisory({})], now)).toHaveLength(1);
  });

  test('at most one avalanche alert per region is shown, the newest', () => {
    const older = advisory({ id: 1, last_edited: '2026-08-30T18:00:00Z' });
    const newer = advisory({ id: 2, last_edited: '2026-08-31T18:00:00Z' });
    const elsewhere = advisory({ id: 3, region: 'Arthur’s Pass' });
    expect(visibleAvalancheAlerts([older, newer, elsewhere], now).map((a) => a.id)).toEqual([2, 3]);
    // A newer centre-closed advisory hides its region rather than bringing back the older one.
    const closed = advisory({ id: 4, last_edited: '2026-08-31T20:00:00Z', altitude_danger: [band(-3)] });
    expect(visibleAvalancheAlerts([older, closed], now)).toEqual([]);
  });

  test('avalanche rating colours: 1 green, 2 yellow, 3 orange, 4 red, 5 black, 0 or negative grey', () => {
    expect([1, 2, 3, 4, 5, 0, -1, -3, -5].map(avalancheRatingColour)).toEqual([
      'green',
      'yellow',
      'orange',
      'red',
      'black',
      'grey',
      'grey',
      'grey',
      'grey',
    ]);
  });

  test('avalanche ratings are named from Spring Conditions (-5) to Extreme (5)', () => {
    expect([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5].map(avalancheRatingName)).toEqual([
      'Spring Conditions',
      'No Specific Avalanche Type',
      'Centre Closed',
      'Insufficient Snow',
      'Insufficient Information',
      'No Rating',
      'Low',
      'Moderate',
      'Considerable',
      'High',
      'Extreme',
    ]);
  });
});

describe('the alerts page title', () => {
  test('is the location title plus the location type plus "Alerts & Weather Warnings"', () => {
    expect(alertsPageTitle({ title: 'Mueller Hut', type: 'Hut' })).toBe(
      'Mueller Hut – Hut Alerts & Weather Warnings',
    );
  });
});
