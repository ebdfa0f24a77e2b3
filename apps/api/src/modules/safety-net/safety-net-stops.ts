import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { notifications, plans, safetyNetStops } from '#api/db/schema/index.ts';

/** Why a trip's safety net stopped with notifications still to come; only its owner's acts. */
export type SafetyNetStopReason =
  | 'plan deleted by its owner'
  | 'plan deleted with its custom track by its owner'
  | 'account deleted by its owner';

/**
 * Records, before a plan is deleted, what its safety net still had to send and why it will not:
 * the notifications go with the plan, this record stays (decision 024). A plan with nothing
 * waiting (a draft, a trip over) leaves no record.
 */
export async function recordSafetyNetStops(
  db: Database,
  plans: readonly { id: number; userId: number }[],
  reason: SafetyNetStopReason,
): Promise<void> {
  if (plans.length === 0) return;
  const waiting = await db
    .select({
      planId: notifications.planId,
      kind: notifications.kind,
      recipient: notifications.recipient,
      dueAt: notifications.dueAt,
    })
    .from(notifications)
    .where(
      and(
        inArray(
          notifications.planId,
          plans.map((plan) => plan.id),
        ),
        isNull(notifications.sentAt),
        isNull(notifications.cancelledAt),
      ),
    );
  const stops = plans.flatMap((plan) => {
    const pending = waiting
      .filter((row) => row.planId === plan.id)
      .map(({ kind, recipient, dueAt }) => ({ kind, recipient, dueAt: dueAt.toISOString() }));
    return pending.length === 0 ? [] : [{ planId: plan.id, userId: plan.userId, reason, pending }];
  });
  if (stops.length > 0) await db.insert(safetyNetStops).values(stops);
}

/** Before an account is deleted: every trip of its owner's whose safety net had more to send. */
export async function recordAccountSafetyNetStops(db: Database, userId: number): Promise<void> {
  const owned = await db
    .select({ id: plans.id, userId: plans.userId })
    .from(plans)
    .where(eq(plans.userId, userId));
  await recordSafetyNetStops(db, owned, 'account deleted by its owner');
}

/** What was recorded for one plan, oldest first: for operators and tests. */
export async function safetyNetStopsOf(db: Database, planId: number) {
  return db.select().from(safetyNetStops).where(eq(safetyNetStops.planId, planId)).orderBy(safetyNetStops.id);
}
