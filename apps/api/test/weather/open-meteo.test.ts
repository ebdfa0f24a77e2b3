import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ForecastSetSchema } from '@waymark/domain';
import { describe, expect, test } from 'vitest';
import { SourceError } from '#api/providers/alerts/source.ts';
import { forecastSetsFrom } from '#api/providers/weather/forecast-sets.ts';
import { openMeteoForecastUrl, readOpenMeteoForecast } from '#api/providers/weather/open-meteo.ts';
import { forecastWordFor } from '#api/providers/weather/weather-codes.ts';
import { SHARED_DATA_DIR } from '#test/alerts/sources.ts';
import { openMeteoResponse } from './open-meteo-fixture.ts';

const recorded = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(SHARED_DATA_DIR, 'openmeteo', name), 'utf8')) as {
      response: Record<string, unknown>;
    }
  ).response;

const ISSUED = new Date('2026-09-01T09:00:00Z');
const lowland = openMeteoResponse({ lat: -40.996, lng: 173.005, elevation: 12, firstDay: '2026-09-01' });
const tops = openMeteoResponse({ lat: -39.1445, lng: 175.581, elevation: 1750, firstDay: '2026-09-01' });

describe('the Open-Meteo adapter', () => {
  test('the NZ fixture is shaped like the recorded responses: same keys, same units', () => {
    const berlin = recorded('forecast_weather_code_berlin_2023-11-13.json');
    const requestedOnly = new Set(['current', 'current_units', 'minutely_15', 'minutely_15_units']);
    expect(Object.keys(lowland).sort()).toEqual(
      Object.keys(berlin)
        .filter((key) => !requestedOnly.has(key))
        .sort(),
    );
    const units = (response: Record<string, unknown>, key: string) => response[key] as Record<string, string>;
    expect(units(lowland, 'hourly_units').weather_code).toBe(units(berlin, 'hourly_units').weather_code);
    expect(units(lowland, 'daily_units').time).toBe(units(berlin, 'daily_units').time);
    // The recorded sample is Berlin in GMT: read as a New Zealand forecast, it is refused.
    expect(() => readOpenMeteoForecast(berlin)).toThrow(SourceError);
  });

  test('asks for New Zealand time, ten days, and the variables the forecast sets are made from', () => {
    const url = new URL(
      openMeteoForecastUrl('https://api.open-meteo.com/v1/forecast', { lng: 175.581, lat: -39.1445 }),
    );
    expect(url.searchParams.get('timezone')).toBe('Pacific/Auckland');
    expect(url.searchParams.get('forecast_days')).toBe('10');
    expect(url.searchParams.get('latitude')).toBe('-39.1445');
    expect(url.searchParams.get('hourly')?.split(',')).toContain('freezing_level_height');
    expect(url.searchParams.get('daily')?.split(',')).toEqual(
      expect.arrayContaining(['sunrise', 'sunset', 'weather_code']),
    );
  });

  test('a lowland place gets the everyday forecast: icon, temperatures, sun times, part-days, description, freezing level', () => {
    const sets = forecastSetsFrom(readOpenMeteoForecast(lowland), { category: null }, ISSUED);
    expect(sets.map((s) => s.type)).toEqual(['forecast']);
    const set = ForecastSetSchema.parse(sets[0]);
    expect(set.issued).toBe('2026-09-01T09:00:00.000Z');
    expect(set.partdays.map((p) => p.name)).toEqual(['Overnight', 'Morning', 'Afternoon', 'Evening']);
    expect(set.forecasts).toHaveLength(10);
    const [first, storm] = set.forecasts;
    expect(first).toMatchObject({
      date: '2026-09-01',
      display_date: 'Tue 1st Sep',
      forecast_word: 'partlycloudy',
      max_temp: 15,
      min_temp: 4,
      sunrise: '06:48',
      sunset: '17:59',
      description: 'Partly cloudy. West winds to 12 km/h, gusting 25 km/h.',
      freezing_level: 2500,
      wind: [],
      hazards: [],
    });
    // The first day's night began the evening before, which the forecast does not reach.
    expect(first!.partdays).toEqual([
      { name: 'Overnight', date_from: '2026-08-31', time_from: '23:00', forecast_word: 'fine' },
      { name: 'Morning', date_from: '2026-09-01', time_from: '05:00', forecast_word: 'partlycloudy' },
      { name: 'Afternoon', date_from: '2026-09-01', time_from: '11:00', forecast_word: 'partlycloudy' },
      { name: 'Evening', date_from: '2026-09-01', time_from: '17:00', forecast_word: 'partlycloudy' },
    ]);
    expect(storm).toMatchObject({ forecast_word: 'snowing', freezing_level: 1000, min_temp: -3 });
    expect(storm!.partdays.map((p) => p.forecast_word)).toEqual([
      'rainandwind',
      'rainandwind',
      'thunderstorm',
      'snowing',
    ]);
    expect(storm!.description).toBe('Heavy snow. South winds to 62 km/h, gusting 95 km/h.');
  });

  test('a place at 1,000 m or more gets the alpine forecast first, with winds at altitude and mountain hazards', () => {
    const sets = forecastSetsFrom(readOpenMeteoForecast(tops), { category: null }, ISSUED);
    expect(sets.map((s) => s.type)).toEqual(['alpine', 'forecast']);
    const [settled, storm] = sets[0]!.forecasts;
    // 850 hPa (about 1,500 m) is below a place at 1,750 m, so only the 3,000 m wind is given.
    expect(settled!.wind).toEqual([
      { description: 'Near the ground', forecast: 'W 12 km/h, gusts 25 km/h' },
      { description: 'At about 3,000 m', forecast: 'W 45 km/h' },
    ]);
    expect(settled!.hazards).toEqual([]);
    expect(storm!.hazards.map((h) => h.displayName)).toEqual([
      'Wind',
      'Wind Chill',
      'Rain',
      'Snow',
      'Thunderstorm',
    ]);
    expect(storm!.hazards[0]!.impactStatement).toMatch(/140 km\/h/);
  });

  test('a DOC "Serviced Alpine" hut gets the alpine forecast whatever the height of its point', () => {
    const sets = forecastSetsFrom(readOpenMeteoForecast(lowland), { category: 'Serviced Alpine' }, ISSUED);
    expect(sets[0]!.type).toBe('alpine');
    expect(sets[0]!.forecasts[0]!.wind.map((w) => w.description)).toEqual([
      'Near the ground',
      'At about 1,500 m',
      'At about 3,000 m',
    ]);
  });

  test('WMO codes map to the icon words, windy with strong gusts, frost on a clear freezing day', () => {
    const words = [0, 1, 2, 3, 45, 51, 61, 65, 71, 80, 81, 85, 86, 95, 99, 42].map((code) =>
      forecastWordFor(code),
    );
    expect(words).toEqual([
      'fine',
      'fine',
      'partlycloudy',
      'cloudy',
      'fog',
      'drizzle',
      'rain',
      'rain',
      'snowing',
      'fewshowers',
      'showers',
      'fewsnowshowers',
      'snowing',
      'thunderstorm',
      'thunderstorm',
      'cloudy',
    ]);
    expect(forecastWordFor(0, { maxGustKmh: 70 })).toBe('windy');
    expect(forecastWordFor(63, { maxGustKmh: 70 })).toBe('rainandwind');
    expect(forecastWordFor(0, { minTempC: -1 })).toBe('frost');
    expect(forecastWordFor(71, { maxGustKmh: 90, minTempC: -5 })).toBe('snowing');
  });

  test('an answer in other units, with broken series, or an error is refused', () => {
    const inMph = { ...lowland, daily_units: { ...lowland.daily_units, wind_gusts_10m_max: 'mp/h' } };
    expect(() => readOpenMeteoForecast(inMph)).toThrow(/mp\/h, not km\/h/);
    const broken = { ...lowland, daily: { ...lowland.daily, sunset: lowland.daily.sunset.slice(1) } };
    expect(() => readOpenMeteoForecast(broken)).toThrow(/different lengths/);
    expect(() => readOpenMeteoForecast({ error: true, reason: 'Latitude must be in range' })).toThrow(
      /Latitude must be/,
    );
    expect(() => readOpenMeteoForecast('<html>')).toThrow(SourceError);
  });
});
