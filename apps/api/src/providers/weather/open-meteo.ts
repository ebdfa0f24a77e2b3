import { FORECAST_RANGE_DAYS, NZ_TIME_ZONE } from '@waymark/domain';
import { z } from 'zod';
import { getText, SourceError, type SourceRequest } from '#api/providers/alerts/source.ts';

/**
 * Open-Meteo's forecast API (https://api.open-meteo.com/v1/forecast, keyless, CC BY 4.0 data).
 * See shared/data/formats/openmeteo_format_notes.md and its OpenAPI document.
 */

/** Hourly: what part-days, freezing levels and winds at altitude are made from. */
export const OPEN_METEO_HOURLY = [
  'weather_code',
  'wind_gusts_10m',
  'freezing_level_height',
  'wind_speed_850hPa',
  'wind_direction_850hPa',
  'wind_speed_700hPa',
  'wind_direction_700hPa',
] as const;

export const OPEN_METEO_DAILY = [
  'weather_code',
  'temperature_2m_max',
  'temperature_2m_min',
  'apparent_temperature_min',
  'sunrise',
  'sunset',
  'precipitation_sum',
  'snowfall_sum',
  'wind_speed_10m_max',
  'wind_gusts_10m_max',
  'wind_direction_10m_dominant',
] as const;

export function openMeteoForecastUrl(baseUrl: string, { lng, lat }: { lng: number; lat: number }): string {
  const url = new URL(baseUrl);
  url.searchParams.set('latitude', lat.toFixed(4));
  url.searchParams.set('longitude', lng.toFixed(4));
  url.searchParams.set('hourly', OPEN_METEO_HOURLY.join(','));
  url.searchParams.set('daily', OPEN_METEO_DAILY.join(','));
  url.searchParams.set('timezone', NZ_TIME_ZONE);
  url.searchParams.set('forecast_days', String(FORECAST_RANGE_DAYS));
  url.searchParams.set('wind_speed_unit', 'kmh');
  return url.toString();
}

/** Values are null where a model has no data (pressure levels in some models, for one). */
const series = z.array(z.number().nullable());
const optionalSeries = series.optional();

/** The units we read the numbers in; a different unit would silently mislead, so it is an error. */
const EXPECTED_UNITS: Record<string, string> = {
  temperature_2m_max: '°C',
  temperature_2m_min: '°C',
  apparent_temperature_min: '°C',
  precipitation_sum: 'mm',
  snowfall_sum: 'cm',
  wind_speed_10m_max: 'km/h',
  wind_gusts_10m_max: 'km/h',
  wind_gusts_10m: 'km/h',
  freezing_level_height: 'm',
  wind_speed_850hPa: 'km/h',
  wind_speed_700hPa: 'km/h',
};

export const OpenMeteoForecastSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  elevation: z.number().nullable().optional(),
  timezone: z.string(),
  hourly_units: z.record(z.string(), z.string()),
  hourly: z.object({
    time: z.array(z.string()),
    weather_code: series,
    wind_gusts_10m: optionalSeries,
    freezing_level_height: optionalSeries,
    wind_speed_850hPa: optionalSeries,
    wind_direction_850hPa: optionalSeries,
    wind_speed_700hPa: optionalSeries,
    wind_direction_700hPa: optionalSeries,
  }),
  daily_units: z.record(z.string(), z.string()),
  daily: z.object({
    time: z.array(z.string()),
    weather_code: series,
    temperature_2m_max: series,
    temperature_2m_min: series,
    apparent_temperature_min: optionalSeries,
    sunrise: z.array(z.string().nullable()),
    sunset: z.array(z.string().nullable()),
    precipitation_sum: optionalSeries,
    snowfall_sum: optionalSeries,
    wind_speed_10m_max: optionalSeries,
    wind_gusts_10m_max: optionalSeries,
    wind_direction_10m_dominant: optionalSeries,
  }),
});
export type OpenMeteoForecast = z.infer<typeof OpenMeteoForecastSchema>;

function sameLengths(values: Record<string, unknown>, length: number): boolean {
  return Object.values(values).every((value) => !Array.isArray(value) || value.length === length);
}

/** A response body (or a cached one) as a forecast we can read, or a SourceError saying why not. */
export function readOpenMeteoForecast(data: unknown): OpenMeteoForecast {
  const reason = (data as { error?: unknown; reason?: unknown } | null)?.error
    ? String((data as { reason?: unknown }).reason)
    : undefined;
  if (reason !== undefined) throw new SourceError(`Open-Meteo refused the request: ${reason}`);
  const parsed = OpenMeteoForecastSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SourceError(`not an Open-Meteo forecast: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const forecast = parsed.data;
  if (forecast.timezone !== NZ_TIME_ZONE) throw new SourceError(`forecast is in ${forecast.timezone} time`);
  for (const [variable, unit] of Object.entries(EXPECTED_UNITS)) {
    const given = forecast.hourly_units[variable] ?? forecast.daily_units[variable];
    if (given !== undefined && given !== unit)
      throw new SourceError(`${variable} is in ${given}, not ${unit}`);
  }
  if (
    !sameLengths(forecast.hourly, forecast.hourly.time.length) ||
    !sameLengths(forecast.daily, forecast.daily.time.length)
  ) {
    throw new SourceError('forecast series have different lengths');
  }
  return forecast;
}

export async function fetchOpenMeteoForecast(
  point: { lng: number; lat: number },
  request: SourceRequest & { baseUrl: string },
): Promise<OpenMeteoForecast> {
  const body = await getText(openMeteoForecastUrl(request.baseUrl, point), request);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new SourceError('Open-Meteo answered something that is not JSON');
  }
  return readOpenMeteoForecast(data);
}
