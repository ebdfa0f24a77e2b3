import { addDays } from '@waymark/domain';

/**
 * An Open-Meteo forecast for a New Zealand point, built with exactly the keys and units of
 * the recorded responses (shared/data/openmeteo) and the OpenAPI document, for the variables
 * Waymark asks for. Day 1 brings a southerly storm; the other days are settled.
 */

export type HourWeather = {
  code: number;
  gust: number;
  freezingLevel: number;
  wind850: number;
  wind700: number;
  direction: number;
};

const settled = (hour: number): HourWeather => ({
  code: hour < 6 || hour > 20 ? 0 : 2,
  gust: 25,
  freezingLevel: 2450,
  wind850: 30,
  wind700: 45,
  direction: 290,
});

const stormy = (hour: number): HourWeather => ({
  code: hour < 12 ? 65 : hour === 15 ? 95 : 75,
  gust: 95,
  freezingLevel: 950,
  wind850: 110,
  wind700: 140,
  direction: 200,
});

export function openMeteoResponse(options: {
  lat: number;
  lng: number;
  elevation: number;
  /** The first day, YYYY-MM-DD (Open-Meteo starts at today in the asked time zone). */
  firstDay: string;
  days?: number;
}) {
  const days = Array.from({ length: options.days ?? 10 }, (_, i) => addDays(options.firstDay, i));
  const stormDay = days[1];
  const hours = days.flatMap((day) =>
    Array.from({ length: 24 }, (_, hour) => ({
      time: `${day}T${String(hour).padStart(2, '0')}:00`,
      weather: day === stormDay ? stormy(hour) : settled(hour),
    })),
  );
  const daily = (settledValue: number, stormValue: number) =>
    days.map((day) => (day === stormDay ? stormValue : settledValue));
  return {
    latitude: Number((Math.round(options.lat * 40) / 40).toFixed(6)),
    longitude: Number((Math.round(options.lng * 40) / 40).toFixed(6)),
    generationtime_ms: 0.2510547637939453,
    utc_offset_seconds: 43200,
    timezone: 'Pacific/Auckland',
    timezone_abbreviation: 'NZST',
    elevation: options.elevation,
    hourly_units: {
      time: 'iso8601',
      weather_code: 'wmo code',
      wind_gusts_10m: 'km/h',
      freezing_level_height: 'm',
      wind_speed_850hPa: 'km/h',
      wind_direction_850hPa: '°',
      wind_speed_700hPa: 'km/h',
      wind_direction_700hPa: '°',
    },
    hourly: {
      time: hours.map((h) => h.time),
      weather_code: hours.map((h) => h.weather.code),
      wind_gusts_10m: hours.map((h) => h.weather.gust),
      freezing_level_height: hours.map((h) => h.weather.freezingLevel),
      wind_speed_850hPa: hours.map((h) => h.weather.wind850),
      wind_direction_850hPa: hours.map((h) => h.weather.direction),
      wind_speed_700hPa: hours.map((h) => h.weather.wind700),
      wind_direction_700hPa: hours.map((h) => h.weather.direction),
    },
    daily_units: {
      time: 'iso8601',
      weather_code: 'wmo code',
      temperature_2m_max: '°C',
      temperature_2m_min: '°C',
      apparent_temperature_min: '°C',
      sunrise: 'iso8601',
      sunset: 'iso8601',
      precipitation_sum: 'mm',
      snowfall_sum: 'cm',
      wind_speed_10m_max: 'km/h',
      wind_gusts_10m_max: 'km/h',
      wind_direction_10m_dominant: '°',
    },
    daily: {
      time: days,
      weather_code: daily(2, 75),
      temperature_2m_max: daily(14.6, 3.2),
      temperature_2m_min: daily(4.4, -2.6),
      apparent_temperature_min: daily(1.8, -11.3),
      sunrise: days.map((day) => `${day}T06:48`),
      sunset: days.map((day) => `${day}T17:59`),
      precipitation_sum: daily(0, 41.5),
      snowfall_sum: daily(0, 6.3),
      wind_speed_10m_max: daily(12.4, 62.1),
      wind_gusts_10m_max: daily(25, 95),
      wind_direction_10m_dominant: daily(290, 200),
    },
  };
}
