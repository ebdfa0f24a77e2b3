import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { sourceRefreshes } from '#api/db/schema/index.ts';

/**
 * Claims a scheduled refresh: true for exactly one caller per interval, however many servers
 * share the database, because the claim is one conditional upsert.
 */
export async function claimRefresh(
  db: Database,
  source: string,
  now: Date,
  everyMs: number,
): Promise<boolean> {
  const claimed = await db
    .insert(sourceRefreshes)
    .values({ source, lastAttemptAt: now })
    .onConflictDoUpdate({
      target: sourceRefreshes.source,
      set: { lastAttemptAt: now },
      // A little slack, so timers that fire a few milliseconds early still claim.
      setWhere: lt(sourceRefreshes.lastAttemptAt, new Date(now.getTime() - everyMs * 0.9)),
    })
    .returning({ source: sourceRefreshes.source });
  return claimed.length > 0;
}

export async function recordRefresh(
  db: Database,
  source: string,
  now: Date,
  result: { stored: number; rejected: number } | { error: string },
): Promise<void> {
  const outcome =
    'error' in result
      ? { lastError: result.error }
      : { lastSuccessAt: now, lastError: null, stored: result.stored, rejected: result.rejected };
  await db
    .insert(sourceRefreshes)
    .values({ source, lastAttemptAt: now, ...outcome })
    .onConflictDoUpdate({
      target: sourceRefreshes.source,
      set: { lastAttemptAt: sql`excluded.last_attempt_at`, ...outcome },
    });
}

export async function lastRefresh(db: Database, source: string) {
  const [row] = await db.select().from(sourceRefreshes).where(eq(sourceRefreshes.source, source));
  return row;
}
