import type { ServerConfig } from '#api/config.ts';
import type { Database } from '#api/db/client.ts';
import { refreshAvalancheAdvisories } from '#api/modules/alerts/refresh-avalanche.ts';
import { refreshDocAlerts } from '#api/modules/alerts/refresh-doc-alerts.ts';
import { refreshMetserviceAlerts } from '#api/modules/alerts/refresh-metservice.ts';
import { FORECAST_FRESH_MS } from '#api/modules/weather/forecast-cache.ts';
import { refreshWeather } from '#api/modules/weather/refresh-weather.ts';
import type { FetchText, RefreshOutcome, SourceRequest } from '#api/providers/alerts/source.ts';

export const SOURCE_NAMES = ['metservice', 'doc', 'avalanche', 'weather'] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];

export type SourceDeps = {
  db: Database;
  config: ServerConfig['sources'];
  now: Date;
  fetchText: FetchText;
  signal?: AbortSignal;
  /** A refresh someone asked for, rather than the timer's: it does everything, not just what is stale. */
  manual?: boolean;
};

const minutes = (n: number) => n * 60_000;

/**
 * Each source and how often the job refreshes it. MetService asks to be polled no more than
 * every 2 minutes and at least every 5; DOC's alerts change a few times a day; the avalanche
 * advisory at most twice a day; forecasts go stale after an hour, so a quarter-hourly pass
 * keeps the wanted ones within it.
 */
export const SOURCES: Record<
  SourceName,
  {
    everyMs: number;
    refresh: (deps: SourceDeps) => Promise<RefreshOutcome>;
    /** Its alerts are ones trips are told about when they change (issue 14). */
    tripAlerts?: boolean;
  }
> = {
  metservice: {
    everyMs: minutes(5),
    tripAlerts: true,
    refresh: (d) =>
      refreshMetserviceAlerts(d.db, d.now, { ...request(d), indexUrl: d.config.metserviceCapUrl }),
  },
  doc: {
    everyMs: minutes(30),
    tripAlerts: true,
    refresh: (d) =>
      refreshDocAlerts(d.db, d.now, {
        ...request(d),
        baseUrl: d.config.docApiUrl,
        apiKey: d.config.docApiKey,
      }),
  },
  avalanche: {
    everyMs: minutes(60),
    refresh: (d) =>
      refreshAvalancheAdvisories(d.db, d.now, { ...request(d), baseUrl: d.config.avalancheApiUrl }),
  },
  weather: {
    everyMs: minutes(15),
    refresh: (d) =>
      refreshWeather(d.db, d.now, {
        ...request(d),
        baseUrl: d.config.openMeteoUrl,
        olderThanMs: d.manual ? 0 : FORECAST_FRESH_MS,
      }),
  },
};

function request(deps: SourceDeps): SourceRequest {
  return { fetchText: deps.fetchText, timeoutMs: deps.config.timeoutMs, signal: deps.signal };
}
