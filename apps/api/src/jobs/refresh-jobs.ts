import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#api/app-context.ts';
import { networkFetch } from '#api/providers/alerts/source.ts';
import { runRefresh } from './run-refresh.ts';
import { startScheduler } from './scheduler.ts';
import { claimRefresh } from './source-refreshes.repository.ts';
import { SOURCE_NAMES, SOURCES } from './sources.ts';

/**
 * Every source on its own timer; each run is claimed first, so several servers refresh it once.
 * After alerts change, `afterAlertsRefreshed` tells the trips they affect.
 */
export function startRefreshJobs(
  context: AppContext,
  log: FastifyBaseLogger,
  { afterAlertsRefreshed }: { afterAlertsRefreshed: () => Promise<unknown> },
) {
  const { db } = context.database;
  return startScheduler(
    SOURCE_NAMES.map((source) => ({
      name: `refresh ${source}`,
      everyMs: SOURCES[source].everyMs,
      run: async (signal) => {
        const now = context.clock.now();
        if (!(await claimRefresh(db, source, now, SOURCES[source].everyMs))) return;
        const report = await runRefresh(
          source,
          { db, config: context.config.sources, now, fetchText: networkFetch, signal },
          log,
        );
        if (SOURCES[source].tripAlerts && !report.error) await afterAlertsRefreshed();
      },
    })),
    log,
  );
}
