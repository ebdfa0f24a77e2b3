import { describe, expect, test } from 'vitest';
import {
  chooseForecastSet,
  FORECAST_WORDS,
  forecastIcon,
  forecastDaysForTrip,
  isAlpinePlace,
  mountainHazards,
  partDayOf,
  partDayStart,
  type MountainConditions,
} from './forecast.ts';
import {
  formatForecastDate,
  formatIssuedTime,
  formatLongDate,
  formatMoment,
  ordinal,
  tripDatesLabel,
} from './date-format.ts';

describe('forecast selection', () => {
  test('forecast type priority: alpine preferred, then the forecast type, then regional', () => {
    const regional = { type: 'regional' as const };
    const forecast = { type: 'forecast' as const };
    const alpine = { type: 'alpine' as const };
    expect(chooseForecastSet([regional, forecast, alpine])).toBe(alpine);
    expect(chooseForecastSet([regional, forecast])).toBe(forecast);
    expect(chooseForecastSet([regional])).toBe(regional);
    expect(chooseForecastSet([])).toBeUndefined();
  });

  const days = ['2026-08-31', '2026-09-01', '2026-09-02', '2026-09-03'].map((date) => ({ date }));

  test('with no selected dates, days from today onward show', () => {
    expect(forecastDaysForTrip(days, undefined, '2026-09-01').map((d) => d.date)).toEqual([
      '2026-09-01',
      '2026-09-02',
      '2026-09-03',
    ]);
  });

  test('with selected dates, only days within the selected range show', () => {
    const trip = { start: '2026-09-02', end: '2026-09-05' };
    expect(forecastDaysForTrip(days, trip, '2026-09-01').map((d) => d.date)).toEqual([
      '2026-09-02',
      '2026-09-03',
    ]);
    expect(forecastDaysForTrip(days, { start: '2026-09-10', end: '2026-09-11' }, '2026-09-01')).toEqual([]);
  });
});

describe('time-of-day bands', () => {
  test('Overnight 23:00–05:00, Morning 05:00–11:00, Afternoon 11:00–17:00, Evening 17:00–23:00', () => {
    const names = Array.from({ length: 24 }, (_, hour) => partDayOf('2026-09-01', hour));
    expect(names.slice(0, 5).every((p) => p.name === 'Overnight' && p.day === '2026-09-01')).toBe(true);
    expect(names.slice(5, 11).every((p) => p.name === 'Morning')).toBe(true);
    expect(names.slice(11, 17).every((p) => p.name === 'Afternoon')).toBe(true);
    expect(names.slice(17, 23).every((p) => p.name === 'Evening')).toBe(true);
    // 23:00 starts the night leading into the next day.
    expect(names[23]).toEqual({ day: '2026-09-02', name: 'Overnight' });
    expect(partDayStart('2026-09-01', 'Overnight')).toEqual({ date_from: '2026-08-31', time_from: '23:00' });
    expect(partDayStart('2026-09-01', 'Evening')).toEqual({ date_from: '2026-09-01', time_from: '17:00' });
  });
});

describe('alpine forecasts', () => {
  test('a place is high from 1,000 m, or when DOC calls it alpine', () => {
    expect(isAlpinePlace({ elevation: 1120, category: null })).toBe(true);
    expect(isAlpinePlace({ elevation: 999, category: 'Standard' })).toBe(false);
    expect(isAlpinePlace({ elevation: 760, category: 'Serviced Alpine' })).toBe(true);
    expect(isAlpinePlace({ elevation: null, category: null })).toBe(false);
  });

  const calm: MountainConditions = {
    maxGustKmh: 30,
    maxWindAloftKmh: 40,
    minFeelsLikeC: 4,
    rainMm: 2,
    snowCm: 0,
    thunder: false,
  };
  const kinds = (day: MountainConditions) => mountainHazards(day).map((h) => h.displayName);

  test('mountain hazards are Wind, Wind Chill, Rain, Snow and Thunderstorm, each with an impact statement', () => {
    expect(mountainHazards(calm)).toEqual([]);
    expect(kinds({ ...calm, maxGustKmh: 70 })).toEqual(['Wind']);
    expect(kinds({ ...calm, maxWindAloftKmh: 85 })).toEqual(['Wind']);
    expect(kinds({ ...calm, minFeelsLikeC: -5 })).toEqual(['Wind Chill']);
    expect(kinds({ ...calm, rainMm: 25 })).toEqual(['Rain']);
    expect(kinds({ ...calm, snowCm: 2 })).toEqual(['Snow']);
    expect(kinds({ ...calm, thunder: true })).toEqual(['Thunderstorm']);
    const storm = mountainHazards({
      maxGustKmh: 95,
      maxWindAloftKmh: 120,
      minFeelsLikeC: -12.4,
      rainMm: 60.2,
      snowCm: 15,
      thunder: true,
    });
    expect(storm.map((h) => h.displayName)).toEqual(['Wind', 'Wind Chill', 'Rain', 'Snow', 'Thunderstorm']);
    expect(storm[0]!.impactStatement).toContain('120 km/h');
    expect(storm[1]!.impactStatement).toContain('-12 °C');
    expect(storm[2]!.impactStatement).toContain('60 mm');
  });
});

describe('date formats', () => {
  test('forecast days read "ddd Do MMM"', () => {
    expect(formatForecastDate('2026-09-01')).toBe('Tue 1st Sep');
    expect(formatForecastDate('2026-08-22')).toBe('Sat 22nd Aug');
    expect(formatForecastDate('2026-10-13')).toBe('Tue 13th Oct');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal).join(' ')).toBe(
      '1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 23rd 31st',
    );
  });

  test('a day in full, as the trip calendar names its days', () => {
    expect(formatLongDate('2026-11-28')).toBe('Saturday 28 November 2026');
    expect(formatLongDate('2027-09-01')).toBe('Wednesday 1 September 2027');
  });

  test('the issue time reads "h:mma ddd Do MMM YYYY" in New Zealand time', () => {
    expect(formatIssuedTime('2026-08-31T09:03:41Z')).toBe('9:03pm Mon 31st Aug 2026');
    expect(formatIssuedTime(new Date('2026-08-31T12:05:00Z'))).toBe('12:05am Tue 1st Sep 2026');
    expect(formatIssuedTime('2026-12-31T23:00:00Z')).toBe('12:00pm Fri 1st Jan 2027');
  });

  test('a check-in or alarm time reads "h:mma ddd Do MMM" in New Zealand time', () => {
    expect(formatMoment('2026-12-12T06:00:00Z')).toBe('7:00pm Sat 12th Dec');
    expect(formatMoment(new Date('2026-06-30T12:30:00Z'))).toBe('12:30am Wed 1st Jul');
  });

  test('the trip-date selector shows the chosen days and times', () => {
    const dayTrip = {
      date: { start: '2026-11-21', end: '2026-11-21' },
      start_time: '07:30',
      end_time: '17:00',
    };
    expect(tripDatesLabel(dayTrip)).toBe('Sat 21st Nov, 7:30am – 5:00pm');
    const overnight = {
      date: { start: '2026-11-21', end: '2026-11-23' },
      start_time: '00:00',
      end_time: '12:15',
    };
    expect(tripDatesLabel(overnight)).toBe('Sat 21st Nov 12:00am – Mon 23rd Nov 12:15pm');
  });
});

describe('forecast icon words', () => {
  test('every icon word of spec 2 §9 draws an icon, and each pair of names draws the same one', () => {
    for (const word of FORECAST_WORDS) expect(forecastIcon(word).label).not.toBe('');
    expect(forecastIcon('partcloudy')).toEqual(forecastIcon('partlycloudy'));
    expect(forecastIcon('cloud')).toEqual(forecastIcon('partlycloudy'));
    expect(forecastIcon('windrain')).toEqual(forecastIcon('rainandwind'));
    expect(forecastIcon('thunder')).toEqual(forecastIcon('thunderstorm'));
    expect(forecastIcon('wind')).toEqual(forecastIcon('windy'));
    expect(forecastIcon('cloudy')).not.toEqual(forecastIcon('partlycloudy'));
  });
});
