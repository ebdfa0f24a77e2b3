import {
  PART_DAY_NAMES,
  PART_DAYS,
  formatForecastDate,
  isAlpinePlace,
  mountainHazards,
  partDayOf,
  partDayStart,
  type ForecastDay,
  type ForecastSet,
  type PartDayName,
} from '@waymark/domain';
import type { OpenMeteoForecast } from './open-meteo.ts';
import { THUNDERSTORM_CODES, forecastWordFor, weatherCodeDescription } from './weather-codes.ts';

/**
 * An Open-Meteo forecast as the spec's forecast sets: `forecast` for every place, and `alpine`
 * as well for high places, with winds at altitude and mountain hazards.
 */

type Hour = {
  code: number | null;
  gust: number | null;
  freezingLevel: number | null;
  aloft: { level: AloftLevel; speed: number | null; direction: number | null }[];
};

/** Pressure levels Open-Meteo gives winds for, at their usual height over New Zealand. */
const ALOFT_LEVELS = [
  { speed: 'wind_speed_850hPa', direction: 'wind_direction_850hPa', metres: 1500 },
  { speed: 'wind_speed_700hPa', direction: 'wind_direction_700hPa', metres: 3000 },
] as const;
type AloftLevel = (typeof ALOFT_LEVELS)[number];

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const COMPASS_NAMES = ['North', 'Northeast', 'East', 'Southeast', 'South', 'Southwest', 'West', 'Northwest'];
const compassIndex = (degrees: number) => Math.round((((degrees % 360) + 360) % 360) / 45) % 8;

const present = (values: (number | null | undefined)[]) =>
  values.filter((v): v is number => typeof v === 'number');
const maxOf = (values: (number | null | undefined)[]) => {
  const known = present(values);
  return known.length > 0 ? Math.max(...known) : null;
};
const minOf = (values: (number | null | undefined)[]) => {
  const known = present(values);
  return known.length > 0 ? Math.min(...known) : null;
};
const round = (value: number | null | undefined) => (typeof value === 'number' ? Math.round(value) : null);
const metres = (value: number) => `${value.toLocaleString('en-NZ')} m`;

/** The hours of each forecast day, by part of the day (an Overnight starts at 23:00 the day before). */
function hoursByDay(forecast: OpenMeteoForecast): Map<string, Map<PartDayName, Hour[]>> {
  const days = new Map<string, Map<PartDayName, Hour[]>>();
  const hourly = forecast.hourly;
  hourly.time.forEach((time, i) => {
    const { day, name } = partDayOf(time.slice(0, 10), Number(time.slice(11, 13)));
    const parts = days.get(day) ?? new Map<PartDayName, Hour[]>();
    days.set(day, parts);
    const hours = parts.get(name) ?? [];
    parts.set(name, hours);
    hours.push({
      code: hourly.weather_code[i] ?? null,
      gust: hourly.wind_gusts_10m?.[i] ?? null,
      freezingLevel: hourly.freezing_level_height?.[i] ?? null,
      aloft: ALOFT_LEVELS.map((level) => ({
        level,
        speed: hourly[level.speed]?.[i] ?? null,
        direction: hourly[level.direction]?.[i] ?? null,
      })),
    });
  });
  return days;
}

/** Winds aloft over a day: the strongest hour's speed and where it came from. */
function windAloft(hours: Hour[], level: AloftLevel) {
  const readings = hours.flatMap((hour) => hour.aloft.filter((a) => a.level === level && a.speed !== null));
  const strongest = readings.reduce<(typeof readings)[number] | undefined>(
    (best, reading) => (!best || reading.speed! > best.speed! ? reading : best),
    undefined,
  );
  return strongest && { speed: strongest.speed!, direction: strongest.direction };
}

function windText(direction: number | null | undefined, speed: number, gust?: number | null): string {
  const from = typeof direction === 'number' ? `${COMPASS[compassIndex(direction)]} ` : '';
  return `${from}${Math.round(speed)} km/h${typeof gust === 'number' ? `, gusts ${Math.round(gust)} km/h` : ''}`;
}

function describe(code: number | null, direction: number | null, speed: number | null, gust: number | null) {
  const weather = `${weatherCodeDescription(code)}.`;
  if (speed === null) return weather;
  const from = direction === null ? '' : `${COMPASS_NAMES[compassIndex(direction)]} `;
  const gusting = gust === null ? '' : `, gusting ${Math.round(gust)} km/h`;
  return `${weather} ${from}winds to ${Math.round(speed)} km/h${gusting}.`;
}

export function forecastSetsFrom(
  forecast: OpenMeteoForecast,
  place: { category: string | null },
  issued: Date,
): ForecastSet[] {
  const elevation = forecast.elevation ?? null;
  const byDay = hoursByDay(forecast);
  const daily = forecast.daily;

  const days = daily.time.map((date, i): ForecastDay => {
    const parts = byDay.get(date) ?? new Map<PartDayName, Hour[]>();
    const hours = [...parts.values()].flat();
    const code = daily.weather_code[i] ?? null;
    const gust = daily.wind_gusts_10m_max?.[i] ?? null;
    const speed = daily.wind_speed_10m_max?.[i] ?? null;
    const direction = daily.wind_direction_10m_dominant?.[i] ?? null;
    const minTemp = daily.temperature_2m_min[i] ?? null;
    const freezingLevel = minOf(hours.map((h) => h.freezingLevel));
    // Winds at a level below the place are inside the mountain: leave them out.
    const aloft = ALOFT_LEVELS.filter((level) => elevation === null || level.metres > elevation).flatMap(
      (level) => {
        const wind = windAloft(hours, level);
        return wind ? [{ level, ...wind }] : [];
      },
    );
    return {
      date,
      display_date: formatForecastDate(date),
      forecast_word: forecastWordFor(code, { maxGustKmh: gust, minTempC: minTemp }),
      max_temp: round(daily.temperature_2m_max[i]),
      min_temp: round(minTemp),
      sunrise: daily.sunrise[i]?.slice(11, 16) ?? null,
      sunset: daily.sunset[i]?.slice(11, 16) ?? null,
      description: describe(code, direction, speed, gust),
      // The day's lowest, rounded as forecasters do: it is the level to plan around.
      freezing_level: freezingLevel === null ? null : Math.round(freezingLevel / 100) * 100,
      partdays: PART_DAY_NAMES.flatMap((name) => {
        const partHours = parts.get(name) ?? [];
        if (partHours.length === 0) return [];
        const word = forecastWordFor(maxOf(partHours.map((h) => h.code)), {
          maxGustKmh: maxOf(partHours.map((h) => h.gust)),
        });
        return [{ name, ...partDayStart(date, name), forecast_word: word }];
      }),
      wind: [
        ...(speed === null
          ? []
          : [{ description: 'Near the ground', forecast: windText(direction, speed, gust) }]),
        ...aloft.map((wind) => ({
          description: `At about ${metres(wind.level.metres)}`,
          forecast: windText(wind.direction, wind.speed),
        })),
      ],
      hazards: mountainHazards({
        maxGustKmh: gust,
        maxWindAloftKmh: maxOf(aloft.map((wind) => wind.speed)),
        minFeelsLikeC: daily.apparent_temperature_min?.[i] ?? null,
        rainMm: daily.precipitation_sum?.[i] ?? null,
        snowCm: daily.snowfall_sum?.[i] ?? null,
        thunder: [code, ...hours.map((h) => h.code)].some((c) => c !== null && THUNDERSTORM_CODES.has(c)),
      }),
    };
  });

  const base = { issued: issued.toISOString(), partdays: [...PART_DAYS] };
  // Winds aloft and mountain hazards are what make the alpine forecast; the everyday one leaves them out.
  const everyday: ForecastSet = {
    type: 'forecast',
    ...base,
    forecasts: days.map((day) => ({ ...day, wind: [], hazards: [] })),
  };
  const high = isAlpinePlace({ elevation, category: place.category });
  return high ? [{ type: 'alpine', ...base, forecasts: days }, everyday] : [everyday];
}
