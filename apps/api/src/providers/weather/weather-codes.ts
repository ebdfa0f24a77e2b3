import type { ForecastWord } from '@waymark/domain';

/**
 * WMO weather codes (Open-Meteo's `weather_code`; table in shared/data/openmeteo/
 * wmo_weather_codes.json) in the spec's icon words, with words a walker would use.
 * Thunderstorms with hail keep the thunderstorm icon: the lightning is the danger on the tops.
 */
const WMO_CODES: Record<number, { word: ForecastWord; description: string }> = {
  0: { word: 'fine', description: 'Clear sky' },
  1: { word: 'fine', description: 'Mainly clear' },
  2: { word: 'partlycloudy', description: 'Partly cloudy' },
  3: { word: 'cloudy', description: 'Overcast' },
  45: { word: 'fog', description: 'Fog' },
  48: { word: 'fog', description: 'Freezing fog' },
  51: { word: 'drizzle', description: 'Light drizzle' },
  53: { word: 'drizzle', description: 'Drizzle' },
  55: { word: 'drizzle', description: 'Heavy drizzle' },
  56: { word: 'drizzle', description: 'Light freezing drizzle' },
  57: { word: 'drizzle', description: 'Freezing drizzle' },
  61: { word: 'rain', description: 'Light rain' },
  63: { word: 'rain', description: 'Rain' },
  65: { word: 'rain', description: 'Heavy rain' },
  66: { word: 'rain', description: 'Light freezing rain' },
  67: { word: 'rain', description: 'Freezing rain' },
  71: { word: 'snowing', description: 'Light snow' },
  73: { word: 'snowing', description: 'Snow' },
  75: { word: 'snowing', description: 'Heavy snow' },
  77: { word: 'snowing', description: 'Snow grains' },
  80: { word: 'fewshowers', description: 'A few showers' },
  81: { word: 'showers', description: 'Showers' },
  82: { word: 'showers', description: 'Heavy showers' },
  85: { word: 'fewsnowshowers', description: 'A few snow showers' },
  86: { word: 'snowing', description: 'Heavy snow showers' },
  95: { word: 'thunderstorm', description: 'Thunderstorms' },
  96: { word: 'thunderstorm', description: 'Thunderstorms with hail' },
  99: { word: 'thunderstorm', description: 'Thunderstorms with heavy hail' },
};

const UNKNOWN_CODE = { word: 'cloudy', description: 'Changeable' } as const;

export const THUNDERSTORM_CODES = new Set([95, 96, 99]);

/** Gusts from which a dry or wet day is shown as windy. */
export const WINDY_GUST_KMH = 60;

const WINDY_INSTEAD: Partial<Record<ForecastWord, ForecastWord>> = {
  fine: 'windy',
  partlycloudy: 'windy',
  cloudy: 'windy',
  drizzle: 'rainandwind',
  fewshowers: 'rainandwind',
  showers: 'rainandwind',
  rain: 'rainandwind',
};

export function weatherCodeDescription(code: number | null): string {
  return (code === null ? undefined : WMO_CODES[code])?.description ?? UNKNOWN_CODE.description;
}

/**
 * The icon word for a code, made windy by strong gusts, and frost for a clear day that
 * starts below zero.
 */
export function forecastWordFor(
  code: number | null,
  conditions: { maxGustKmh?: number | null; minTempC?: number | null } = {},
): ForecastWord {
  const word = (code === null ? undefined : WMO_CODES[code])?.word ?? UNKNOWN_CODE.word;
  if ((conditions.maxGustKmh ?? 0) >= WINDY_GUST_KMH && WINDY_INSTEAD[word]) return WINDY_INSTEAD[word];
  if (
    word === 'fine' &&
    conditions.minTempC !== null &&
    conditions.minTempC !== undefined &&
    conditions.minTempC <= 0
  ) {
    return 'frost';
  }
  return word;
}
