import type { Database } from '#api/db/client.ts';
import { SourceError, type RefreshOutcome, type SourceRequest } from '#api/providers/alerts/source.ts';
import { fetchOpenMeteoForecast } from '#api/providers/weather/open-meteo.ts';
import { FORECAST_WANTED_MS } from './forecast-cache.ts';
import { forecastsDue, saveForecast } from './weather.queries.ts';

/**
 * Refetches the forecasts people asked for within the last day that are older than
 * `olderThanMs` (the job passes the freshness time; a refresh by hand passes 0). One point
 * failing keeps its cached forecast; every point failing fails the refresh.
 */
export async function refreshWeather(
  db: Database,
  now: Date,
  request: SourceRequest & { baseUrl: string; olderThanMs: number },
): Promise<RefreshOutcome> {
  const due = await forecastsDue(db, {
    requestedSince: new Date(now.getTime() - FORECAST_WANTED_MS),
    fetchedBefore: new Date(now.getTime() - request.olderThanMs),
  });
  const outcome: RefreshOutcome = { stored: 0, rejected: 0, problems: [] };
  for (const point of due) {
    try {
      const forecast = await fetchOpenMeteoForecast(point, request);
      await saveForecast(db, { ...point, response: forecast, fetchedAt: now });
      outcome.stored += 1;
    } catch (error) {
      if (!(error instanceof SourceError)) throw error;
      outcome.rejected += 1;
      outcome.problems.push(`${point.pointKey}: ${error.message}`);
    }
  }
  if (due.length > 0 && outcome.stored === 0) throw new SourceError(outcome.problems.join('; '));
  return outcome;
}
