import type { AlertSnapshot } from '@waymark/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { plans, tripAlertWatches } from '#api/db/schema/index.ts';

/** Published trips nobody has checked in from or completed: the ones whose alerts are watched. */
export async function watchedTrips(db: Database) {
  return db
    .select()
    .from(plans)
    .where(
      and(
        eq(plans.isPublished, true),
        eq(plans.isComplete, false),
        isNull(plans.backSafeAt),
        isNotNull(plans.date),
      ),
    );
}

/** The trip's last seen alerts, locked until the transaction ends so two watchers take turns. */
export async function lockedWatch(db: Database, planId: number): Promise<AlertSnapshot | undefined> {
  const [row] = await db
    .select({ alerts: tripAlertWatches.alerts })
    .from(tripAlertWatches)
    .where(eq(tripAlertWatches.planId, planId))
    .for('update');
  return row?.alerts;
}

export async function saveWatch(
  db: Database,
  planId: number,
  alerts: AlertSnapshot,
  now: Date,
): Promise<void> {
  await db
    .insert(tripAlertWatches)
    .values({ planId, alerts, updatedAt: now })
    .onConflictDoUpdate({ target: tripAlertWatches.planId, set: { alerts, updatedAt: now } });
}
