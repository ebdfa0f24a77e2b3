import { z } from 'zod';
import { addDays, type TripDates } from './trip-dates.ts';

/**
 * Weather forecasts for a place (spec 2 §3 Forecast set and Forecast day, §4 Forecast
 * selection, §9 time-of-day bands, icon words and hazard kinds).
 */

// ---------------------------------------------------------------- words and bands

/** The icon words; the later word of each pair is another name the same icon answers to. */
export const FORECAST_WORDS = [
  'cloudy',
  'drizzle',
  'fewshowers',
  'fewsnowshowers',
  'fine',
  'fog',
  'frost',
  'hail',
  'partlycloudy',
  'partcloudy',
  'cloud',
  'rain',
  'rainandwind',
  'windrain',
  'showers',
  'snowing',
  'thunderstorm',
  'thunder',
  'windy',
  'wind',
] as const;
export const ForecastWordSchema = z.enum(FORECAST_WORDS);
export type ForecastWord = z.infer<typeof ForecastWordSchema>;

/** The icons the words draw: each alias of spec 2 §9 shares its word's icon. */
export type ForecastIcon =
  | 'fine'
  | 'partlycloudy'
  | 'cloudy'
  | 'fog'
  | 'drizzle'
  | 'fewshowers'
  | 'showers'
  | 'rain'
  | 'windrain'
  | 'fewsnowshowers'
  | 'snowing'
  | 'hail'
  | 'thunderstorm'
  | 'windy'
  | 'frost';

const FORECAST_ICONS: Record<ForecastWord, { icon: ForecastIcon; label: string }> = {
  fine: { icon: 'fine', label: 'Fine' },
  partlycloudy: { icon: 'partlycloudy', label: 'Partly cloudy' },
  partcloudy: { icon: 'partlycloudy', label: 'Partly cloudy' },
  cloud: { icon: 'partlycloudy', label: 'Partly cloudy' },
  cloudy: { icon: 'cloudy', label: 'Cloudy' },
  fog: { icon: 'fog', label: 'Fog' },
  drizzle: { icon: 'drizzle', label: 'Drizzle' },
  fewshowers: { icon: 'fewshowers', label: 'A few showers' },
  showers: { icon: 'showers', label: 'Showers' },
  rain: { icon: 'rain', label: 'Rain' },
  rainandwind: { icon: 'windrain', label: 'Wind and rain' },
  windrain: { icon: 'windrain', label: 'Wind and rain' },
  fewsnowshowers: { icon: 'fewsnowshowers', label: 'A few snow showers' },
  snowing: { icon: 'snowing', label: 'Snow' },
  hail: { icon: 'hail', label: 'Hail' },
  thunderstorm: { icon: 'thunderstorm', label: 'Thunderstorms' },
  thunder: { icon: 'thunderstorm', label: 'Thunderstorms' },
  windy: { icon: 'windy', label: 'Windy' },
  wind: { icon: 'windy', label: 'Windy' },
  frost: { icon: 'frost', label: 'Frost' },
};

/** The icon an icon word draws and the words a screen reader says for it. */
export function forecastIcon(word: ForecastWord): { icon: ForecastIcon; label: string } {
  return FORECAST_ICONS[word];
}

export const PART_DAY_NAMES = ['Overnight', 'Morning', 'Afternoon', 'Evening'] as const;
export type PartDayName = (typeof PART_DAY_NAMES)[number];

/**
 * Time-of-day bands: Overnight 23:00–05:00, Morning 05:00–11:00, Afternoon 11:00–17:00,
 * Evening 17:00–23:00. A day's Overnight is the night leading into it, so its four parts
 * run without a gap from 23:00 the evening before to 23:00.
 */
export const PART_DAYS: readonly { name: PartDayName; time_from: string; time_to: string }[] = [
  { name: 'Overnight', time_from: '23:00', time_to: '05:00' },
  { name: 'Morning', time_from: '05:00', time_to: '11:00' },
  { name: 'Afternoon', time_from: '11:00', time_to: '17:00' },
  { name: 'Evening', time_from: '17:00', time_to: '23:00' },
];

/** The forecast day and part of it that a local hour (0–23) of a date falls in. */
export function partDayOf(date: string, hour: number): { day: string; name: PartDayName } {
  if (hour >= 23) return { day: addDays(date, 1), name: 'Overnight' };
  if (hour < 5) return { day: date, name: 'Overnight' };
  if (hour < 11) return { day: date, name: 'Morning' };
  if (hour < 17) return { day: date, name: 'Afternoon' };
  return { day: date, name: 'Evening' };
}

/** Where each part of a forecast day starts: Overnight starts the evening before. */
export function partDayStart(day: string, name: PartDayName): { date_from: string; time_from: string } {
  const band = PART_DAYS.find((part) => part.name === name)!;
  return { date_from: name === 'Overnight' ? addDays(day, -1) : day, time_from: band.time_from };
}

// ---------------------------------------------------------------- entities

export const FORECAST_TYPES = ['alpine', 'forecast', 'regional'] as const;
export const ForecastTypeSchema = z.enum(FORECAST_TYPES);
export type ForecastType = z.infer<typeof ForecastTypeSchema>;

export const MOUNTAIN_HAZARD_KINDS = ['Wind', 'Wind Chill', 'Rain', 'Snow', 'Thunderstorm'] as const;
export const MountainHazardSchema = z.object({
  displayName: z.enum(MOUNTAIN_HAZARD_KINDS),
  impactStatement: z.string(),
});
export type MountainHazard = z.infer<typeof MountainHazardSchema>;

export const PartDaySchema = z.object({
  name: z.enum(PART_DAY_NAMES),
  date_from: z.string(),
  time_from: z.string(),
  forecast_word: ForecastWordSchema,
});

export const ForecastDaySchema = z.object({
  date: z.string().describe('YYYY-MM-DD, New Zealand'),
  display_date: z.string().describe('"ddd Do MMM"'),
  forecast_word: ForecastWordSchema,
  max_temp: z.number().nullable().describe('°C'),
  min_temp: z.number().nullable().describe('°C'),
  sunrise: z.string().nullable().describe('HH:mm'),
  sunset: z.string().nullable().describe('HH:mm'),
  description: z.string(),
  freezing_level: z.number().nullable().describe('Metres above sea level'),
  partdays: z.array(PartDaySchema),
  wind: z.array(z.object({ description: z.string(), forecast: z.string() })),
  hazards: z.array(MountainHazardSchema),
});
export type ForecastDay = z.infer<typeof ForecastDaySchema>;

export const ForecastSetSchema = z.object({
  type: ForecastTypeSchema,
  issued: z.string().nullable().describe('ISO 8601; null when there is no forecast'),
  forecasts: z.array(ForecastDaySchema),
  partdays: z.array(z.object({ name: z.enum(PART_DAY_NAMES), time_from: z.string(), time_to: z.string() })),
});
export type ForecastSet = z.infer<typeof ForecastSetSchema>;

/** The weather pages' empty state (spec 2 §2 Weather page, spec 3 plan-weather). */
export const NO_FORECAST_TITLE = 'No forecast available for your trip dates';
export const NO_FORECAST_NOTE =
  'If you save your planned trip, we will send you a notification when a forecast becomes available.';

/** What the weather page shows when there is nothing to show. */
export function emptyForecastSet(): ForecastSet {
  return { type: 'forecast', issued: null, forecasts: [], partdays: [...PART_DAYS] };
}

// ---------------------------------------------------------------- rules

/** Forecast type priority: alpine, then forecast, then regional. */
export const FORECAST_TYPE_PRIORITY: readonly ForecastType[] = ['alpine', 'forecast', 'regional'];

export function chooseForecastSet<T extends { type: ForecastType }>(sets: T[]): T | undefined {
  for (const type of FORECAST_TYPE_PRIORITY) {
    const found = sets.find((set) => set.type === type);
    if (found) return found;
  }
  return undefined;
}

/** With no selected dates, days from today onward; otherwise only days within the selected range. */
export function forecastDaysForTrip<T extends { date: string }>(
  days: T[],
  trip: TripDates | undefined,
  today: string,
): T[] {
  if (!trip) return days.filter((day) => day.date >= today);
  return days.filter((day) => day.date >= trip.start && day.date <= trip.end);
}

/**
 * A place is "high" and gets the alpine forecast when it stands at or above 1,000 m (about
 * where the bush line is in most of New Zealand), or when DOC files it as alpine
 * ("Serviced Alpine" huts), since a hut's own point can sit below the terrain it serves.
 */
export const ALPINE_ELEVATION_M = 1000;

export function isAlpinePlace(place: { elevation: number | null; category: string | null }): boolean {
  return (
    (place.elevation !== null && place.elevation >= ALPINE_ELEVATION_M) ||
    /alpine/i.test(place.category ?? '')
  );
}

/**
 * The day's conditions mountain hazards are judged on. Wind chill uses the apparent ("feels
 * like") temperature, which already accounts for the wind.
 */
export type MountainConditions = {
  maxGustKmh: number | null;
  maxWindAloftKmh: number | null;
  minFeelsLikeC: number | null;
  rainMm: number | null;
  snowCm: number | null;
  thunder: boolean;
};

/**
 * Thresholds, chosen from what stops a tramping party rather than from any forecaster's
 * warning criteria: gusts of 70 km/h make ridges hard to stand on, and 80 km/h at about
 * 1,500 m (850 hPa) reaches the tops; a feels-like temperature of −5 °C brings on
 * hypothermia in wet gear; 25 mm in a day floods side streams; 2 cm of snow hides a track.
 */
export const MOUNTAIN_HAZARD_THRESHOLDS = {
  gustKmh: 70,
  windAloftKmh: 80,
  feelsLikeC: -5,
  rainMm: 25,
  snowCm: 2,
} as const;

export function mountainHazards(day: MountainConditions): MountainHazard[] {
  const t = MOUNTAIN_HAZARD_THRESHOLDS;
  const hazards: MountainHazard[] = [];
  const gust = Math.round(day.maxGustKmh ?? 0);
  const aloft = Math.round(day.maxWindAloftKmh ?? 0);
  if (gust >= t.gustKmh || aloft >= t.windAloftKmh) {
    hazards.push({
      displayName: 'Wind',
      impactStatement: `Winds to ${Math.max(gust, aloft)} km/h. Walking on exposed ridges and saddles will be difficult and dangerous; be ready to turn back.`,
    });
  }
  if (day.minFeelsLikeC !== null && day.minFeelsLikeC <= t.feelsLikeC) {
    hazards.push({
      displayName: 'Wind Chill',
      impactStatement: `Feels as cold as ${Math.round(day.minFeelsLikeC)} °C. Risk of hypothermia: carry warm layers, a hat, gloves and a shell.`,
    });
  }
  if ((day.rainMm ?? 0) >= t.rainMm) {
    hazards.push({
      displayName: 'Rain',
      impactStatement: `${Math.round(day.rainMm!)} mm of rain. Rivers and streams can rise quickly and become impassable: never cross a flooded river.`,
    });
  }
  if ((day.snowCm ?? 0) >= t.snowCm) {
    hazards.push({
      displayName: 'Snow',
      impactStatement: `${Math.round(day.snowCm!)} cm of snow. Tracks and markers may be hidden; ice axe and crampons may be needed.`,
    });
  }
  if (day.thunder) {
    hazards.push({
      displayName: 'Thunderstorm',
      impactStatement:
        'Thunderstorms possible. Lightning is dangerous on open tops and summits: get below the ridge early.',
    });
  }
  return hazards;
}
