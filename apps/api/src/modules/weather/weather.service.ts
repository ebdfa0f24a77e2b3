import {
  chooseForecastSet,
  emptyForecastSet,
  forecastDaysForTrip,
  nzDateOf,
  type ForecastSet,
  placeNotFoundMessage,
  type LocationType,
  type TripDates,
} from '@waymark/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#api/app-context.ts';
import { HttpError } from '#api/http/http-error.ts';
import { networkFetch, SourceError } from '#api/providers/alerts/source.ts';
import { forecastSetsFrom } from '#api/providers/weather/forecast-sets.ts';
import { fetchOpenMeteoForecast, readOpenMeteoForecast } from '#api/providers/weather/open-meteo.ts';
import {
  FORECAST_FRESH_MS,
  FORECAST_USABLE_MS,
  RETRY_AFTER_FAILURE_MS,
  forecastPoint,
} from './forecast-cache.ts';
import {
  cachedForecast,
  findPlacePoint,
  markRequested,
  saveForecast,
  type CachedForecast,
} from './weather.queries.ts';

/**
 * Forecasts are fetched when a page asks and cached in the database. A source that is slow,
 * down or answering nonsense never fails the page: the last good forecast is shown while it
 * is usable, and the empty state after that.
 */
export function createWeatherService(
  { database: { db }, clock, config }: AppContext,
  log: FastifyBaseLogger,
) {
  const source = {
    fetchText: networkFetch,
    timeoutMs: config.sources.timeoutMs,
    baseUrl: config.sources.openMeteoUrl,
  };

  /** One request per point at a time, however many pages ask at once. */
  const inFlight = new Map<string, Promise<CachedForecast | undefined>>();
  /** When each point's last fetch failed, so a source that is down slows one visit, not every visit. */
  const failedAt = new Map<string, number>();

  async function fetchAndCache(point: { key: string; lng: number; lat: number }, now: Date) {
    try {
      const forecast = await fetchOpenMeteoForecast(point, source);
      failedAt.delete(point.key);
      return await saveForecast(db, {
        pointKey: point.key,
        lng: point.lng,
        lat: point.lat,
        response: forecast,
        fetchedAt: now,
        requestedAt: now,
      });
    } catch (error) {
      if (!(error instanceof SourceError)) throw error;
      failedAt.set(point.key, now.getTime());
      log.warn(
        { source: 'weather', point: point.key, reason: error.message },
        'weather source failed; keeping the cached forecast',
      );
      return undefined;
    }
  }

  async function currentForecast(point: { key: string; lng: number; lat: number }, now: Date) {
    const cached = await cachedForecast(db, point.key);
    const age = cached ? now.getTime() - cached.fetchedAt.getTime() : Infinity;
    const sinceFailure = now.getTime() - (failedAt.get(point.key) ?? -Infinity);
    if (age < FORECAST_FRESH_MS || sinceFailure < RETRY_AFTER_FAILURE_MS) {
      if (cached) await markRequested(db, point.key, now);
      return cached;
    }
    let pending = inFlight.get(point.key);
    if (!pending) {
      pending = fetchAndCache(point, now).finally(() => inFlight.delete(point.key));
      inFlight.set(point.key, pending);
    }
    const fetched = await pending;
    if (fetched) return fetched;
    if (cached) await markRequested(db, point.key, now);
    return cached;
  }

  /** The forecast set for a point: the type by the priority rule, the days by the trip rule. */
  async function forecastFor(
    place: { lng: number; lat: number; category: string | null },
    trip: TripDates | undefined,
  ): Promise<ForecastSet> {
    const now = clock.now();
    const cached = await currentForecast(forecastPoint(place), now);
    if (!cached || now.getTime() - cached.fetchedAt.getTime() > FORECAST_USABLE_MS) return emptyForecastSet();
    let sets: ForecastSet[];
    try {
      sets = forecastSetsFrom(readOpenMeteoForecast(cached.response), place, cached.fetchedAt);
    } catch (error) {
      // A cached answer from before a format change: as good as none until the next refresh.
      if (!(error instanceof SourceError)) throw error;
      return emptyForecastSet();
    }
    const chosen = chooseForecastSet(sets) ?? emptyForecastSet();
    return { ...chosen, forecasts: forecastDaysForTrip(chosen.forecasts, trip, nzDateOf(now)) };
  }

  return {
    forecastFor,

    async placeForecast(type: LocationType, slug: string, trip: TripDates | undefined): Promise<ForecastSet> {
      const place = await findPlacePoint(db, type, slug);
      if (!place) throw HttpError.notFound(placeNotFoundMessage(type));
      return forecastFor(place, trip);
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
