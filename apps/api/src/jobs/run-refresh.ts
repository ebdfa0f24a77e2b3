import type { FastifyBaseLogger } from 'fastify';
import { SourceError } from '#api/providers/alerts/source.ts';
import { SOURCES, type SourceDeps, type SourceName } from './sources.ts';
import { recordRefresh } from './source-refreshes.repository.ts';

export type RefreshReport = { source: SourceName; stored: number; rejected: number; error?: string };

/**
 * One refresh of one source, logged and recorded. A source that fails (unreachable, slow,
 * garbage) changes no cached data: the failure is logged and reported, and the last good
 * alerts or forecasts stay. Anything else is a fault of ours and is thrown.
 */
export async function runRefresh(
  source: SourceName,
  deps: SourceDeps,
  log: FastifyBaseLogger,
): Promise<RefreshReport> {
  try {
    const { stored, rejected, problems } = await SOURCES[source].refresh(deps);
    await recordRefresh(deps.db, source, deps.now, { stored, rejected });
    for (const problem of problems) log.warn({ source, problem }, 'refresh rejected a record');
    log.info({ source, stored, rejected }, 'source refreshed');
    return { source, stored, rejected };
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    await recordRefresh(deps.db, source, deps.now, { error: error.message });
    log.warn({ source, reason: error.message }, 'source refresh failed; the last good data stays');
    return { source, stored: 0, rejected: 0, error: error.message };
  }
}
