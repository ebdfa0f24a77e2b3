import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#api/app-context.ts';
import { networkFetch } from '#api/providers/alerts/source.ts';
import { runRefresh, type RefreshReport } from './run-refresh.ts';
import { startScheduler } from './scheduler.ts';
import { claimRefresh } from './source-refreshes.repository.ts';
import { SOURCE_NAMES, SOURCES, type SourceName } from './sources.ts';

/** What runs after a refresh brought new alerts: the safety net tells the trips they affect. */
export type AfterAlertsRefreshed = () => Promise<unknown>;

/**
 * Refreshes the alert and weather sources from the network: every source on its own timer while
 * the server listens (each run claimed first, so several servers refresh it once), or one now,
 * when staff ask through the admin API.
 */
export function createRefreshJobs(
  context: AppContext,
  log: FastifyBaseLogger,
  afterAlertsRefreshed: AfterAlertsRefreshed,
) {
  const { db } = context.database;

  async function refresh(source: SourceName, options: { manual: boolean; signal?: AbortSignal }) {
    const report: RefreshReport = await runRefresh(
      source,
      { db, config: context.config.sources, now: context.clock.now(), fetchText: networkFetch, ...options },
      log,
    );
    if (SOURCES[source].tripAlerts && !report.error) await afterAlertsRefreshed();
    return report;
  }

  return {
    /** Everything the source has, now, as `npm run refresh` does. */
    refreshNow: (source: SourceName) => refresh(source, { manual: true }),

    start() {
      return startScheduler(
        SOURCE_NAMES.map((source) => ({
          name: `refresh ${source}`,
          everyMs: SOURCES[source].everyMs,
          run: async (signal) => {
            if (!(await claimRefresh(db, source, context.clock.now(), SOURCES[source].everyMs))) return;
            await refresh(source, { manual: false, signal });
          },
        })),
        log,
      );
    },
  };
}

export type RefreshJobs = ReturnType<typeof createRefreshJobs>;
