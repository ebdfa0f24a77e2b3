import type { NotificationKind, NotificationState } from '@waymark/domain';
import { and, asc, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { notifications, users } from '#api/db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'planId' | 'kind' | 'recipient' | 'version' | 'dueAt' | 'payload'
>;

/** Recipients as the queue writes them: an account, or an address that has none. */
export const userRecipient = (userId: number) => `user:${userId}`;
export const emailRecipient = (email: string) => `email:${email.toLowerCase()}`;

export function parseRecipient(recipient: string): { userId: number } | { email: string } {
  return recipient.startsWith('user:')
    ? { userId: Number(recipient.slice(5)) }
    : { email: recipient.slice('email:'.length) };
}

/** Adds what is not queued yet; the same notification scheduled again changes nothing. */
export async function scheduleNotifications(db: Database, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(notifications)
    .values([...rows])
    .onConflictDoNothing();
}

/**
 * Cancels a plan's notifications of these kinds that are still waiting, except those whose
 * (kind, recipient, version) is wanted: what a changed date, a withdrawn share or a check-in
 * made obsolete.
 */
export async function cancelUnwanted(
  db: Database,
  planId: number,
  kinds: readonly NotificationKind[],
  wanted: readonly NewNotification[],
  now: Date,
  reason: string,
): Promise<void> {
  const keep = wanted.map((row) => `${row.kind}|${row.recipient}|${row.version}`);
  await db
    .update(notifications)
    .set({ cancelledAt: now, cancelReason: reason })
    .where(
      and(
        eq(notifications.planId, planId),
        inArray(notifications.kind, [...kinds]),
        isNull(notifications.sentAt),
        isNull(notifications.cancelledAt),
        keep.length > 0
          ? notInArray(
              sql`${notifications.kind} || '|' || ${notifications.recipient} || '|' || ${notifications.version}`,
              keep,
            )
          : undefined,
      ),
    );
}

/**
 * Takes up to `limit` due notifications for this worker until `leaseMs` from now. Rows another
 * worker holds are skipped, not waited for; a lease that ran out (its worker died) is taken over.
 */
export async function claimDue(
  db: Database,
  now: Date,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<NotificationRow[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        isNull(notifications.sentAt),
        isNull(notifications.cancelledAt),
        lte(notifications.dueAt, now),
        or(isNull(notifications.claimedUntil), lte(notifications.claimedUntil, now)),
      ),
    )
    .orderBy(asc(notifications.dueAt), asc(notifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({
      claimedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${notifications.attempts} + 1`,
    })
    .where(inArray(notifications.id, due))
    .returning();
}

export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ sentAt: now, claimedUntil: null, lastError: null })
    .where(eq(notifications.id, id));
}

export async function markCancelled(db: Database, id: number, now: Date, reason: string): Promise<void> {
  await db
    .update(notifications)
    .set({ cancelledAt: now, cancelReason: reason, claimedUntil: null })
    .where(eq(notifications.id, id));
}

/** A failed delivery waits until `retryAt`, when any worker may take it again. */
export async function releaseForRetry(db: Database, id: number, retryAt: Date, error: string): Promise<void> {
  await db
    .update(notifications)
    .set({ claimedUntil: retryAt, lastError: error.slice(0, 500) })
    .where(eq(notifications.id, id));
}

export async function sentNotificationOf(
  db: Database,
  planId: number,
  kind: NotificationKind,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.planId, planId),
        eq(notifications.kind, kind),
        sql`${notifications.sentAt} is not null`,
      ),
    )
    .limit(1);
  return row;
}

export function stateOf(row: Pick<NotificationRow, 'sentAt' | 'cancelledAt'>): NotificationState {
  if (row.sentAt) return 'sent';
  if (row.cancelledAt) return 'cancelled';
  return 'scheduled';
}

/**
 * For operators: every notification, or one plan's, or those due by a time, in due order, each
 * with the address it goes to.
 */
export async function listNotifications(db: Database, filter: { planId?: number; dueBy?: Date }) {
  const rows = await db
    .select({ notification: notifications, accountEmail: users.email })
    .from(notifications)
    .leftJoin(users, sql`${notifications.recipient} = 'user:' || ${users.id}`)
    .where(
      and(
        filter.planId === undefined ? undefined : eq(notifications.planId, filter.planId),
        filter.dueBy === undefined ? undefined : lte(notifications.dueAt, filter.dueBy),
      ),
    )
    .orderBy(asc(notifications.dueAt), asc(notifications.id));
  return rows.map(({ notification, accountEmail }) => {
    const recipient = parseRecipient(notification.recipient);
    return {
      ...notification,
      to: accountEmail ?? ('email' in recipient ? recipient.email : notification.recipient),
    };
  });
}
