/**
 * How long a forecast is kept: Open-Meteo's models update hourly, so an answer is fresh for an
 * hour; when the source is down an older one is still shown for a day (its days from today on
 * are still the best we have), and after that the page shows its empty state.
 */
export const FORECAST_FRESH_MS = 60 * 60 * 1000;
export const FORECAST_USABLE_MS = 24 * 60 * 60 * 1000;
/** After a failed fetch, pages use what is cached for this long before Open-Meteo is tried again. */
export const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;
/** The refresh job keeps forecasts fresh for points someone asked about within this time. */
export const FORECAST_WANTED_MS = 24 * 60 * 60 * 1000;

/**
 * Forecasts are cached per point rounded to three decimals (about 100 m): close enough that
 * the terrain height Open-Meteo reads there, which decides "alpine", is the place's own.
 */
export function forecastPoint({ lng, lat }: { lng: number; lat: number }) {
  const rounded = { lng: Number(lng.toFixed(3)), lat: Number(lat.toFixed(3)) };
  return { ...rounded, key: `${rounded.lat.toFixed(3)},${rounded.lng.toFixed(3)}` };
}
