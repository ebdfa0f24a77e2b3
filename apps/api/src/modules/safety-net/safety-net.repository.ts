import type { PlanDate } from '@waymark/domain';
import { and, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import {
  checkInLinks,
  inboxItems,
  invitationOptOuts,
  mailOptOuts,
  plans,
  pushSubscriptions,
} from '#api/db/schema/index.ts';

// ---------------------------------------------------------------- the bell

export type InboxItemRow = typeof inboxItems.$inferSelect;

/** One in-app item per notification: a delivery tried again adds nothing. */
export async function addInboxItem(db: Database, item: typeof inboxItems.$inferInsert): Promise<void> {
  await db.insert(inboxItems).values(item).onConflictDoNothing();
}

export async function inboxOf(db: Database, userId: number, limit: number) {
  const [items, [unread]] = await Promise.all([
    db
      .select()
      .from(inboxItems)
      .where(eq(inboxItems.userId, userId))
      .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id))
      .limit(limit),
    db
      .select({ n: count() })
      .from(inboxItems)
      .where(and(eq(inboxItems.userId, userId), isNull(inboxItems.readAt))),
  ]);
  return { items, unread: unread?.n ?? 0 };
}

/** Marks the person's own items read; ids of anyone else's are ignored. */
export async function markInboxRead(
  db: Database,
  userId: number,
  ids: readonly number[] | 'all',
  now: Date,
): Promise<void> {
  await db
    .update(inboxItems)
    .set({ readAt: now })
    .where(
      and(
        eq(inboxItems.userId, userId),
        isNull(inboxItems.readAt),
        ids === 'all' ? undefined : inArray(inboxItems.id, [...ids]),
      ),
    );
}

// ---------------------------------------------------------------- check-in links

export async function addCheckInLink(db: Database, planId: number, tokenHash: string): Promise<void> {
  await db.insert(checkInLinks).values({ planId, tokenHash });
}

export async function findCheckInLink(db: Database, tokenHash: string) {
  const [row] = await db.select().from(checkInLinks).where(eq(checkInLinks.tokenHash, tokenHash));
  return row;
}

/** Uses a link up: true for exactly one caller, however many press it at once. */
export async function useCheckInLink(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(checkInLinks)
    .set({ usedAt: now })
    .where(and(eq(checkInLinks.tokenHash, tokenHash), isNull(checkInLinks.usedAt)))
    .returning({ planId: checkInLinks.planId });
  return used.length > 0;
}

/** Records the check-in once; undefined when someone already had. */
export async function markBackSafe(db: Database, planId: number, now: Date) {
  const [row] = await db
    .update(plans)
    .set({ backSafeAt: now })
    .where(and(eq(plans.id, planId), isNull(plans.backSafeAt)))
    .returning();
  return row;
}

// ---------------------------------------------------------------- push subscriptions

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A person's browsers pushed to; subscribing another forgets the longest-standing one. */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 10;

/** A browser moves to whoever subscribed it last: one endpoint, one account. */
export async function savePushSubscription(
  db: Database,
  subscription: Pick<PushSubscriptionRow, 'userId' | 'endpoint' | 'p256dh' | 'auth'>,
  now: Date,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ ...subscription, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: subscription.userId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        createdAt: now,
      },
    });
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, subscription.userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, subscription.userId), notInArray(pushSubscriptions.id, kept)));
}

export async function deletePushSubscription(db: Database, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function forgetPushEndpoint(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function pushSubscriptionsOf(db: Database, userId: number): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

// ---------------------------------------------------------------- opting out of a trip's mail

export async function optOut(db: Database, planId: number, email: string): Promise<void> {
  await db.insert(mailOptOuts).values({ planId, email: email.toLowerCase() }).onConflictDoNothing();
}

export async function hasOptedOut(db: Database, planId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ planId: mailOptOuts.planId })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.planId, planId), eq(mailOptOuts.email, email.toLowerCase())));
  return row !== undefined;
}

/** Whether the trip's mail can reach this address: there is one, and it has not opted out of the trip. */
export async function mailReaches(db: Database, planId: number, email: string | undefined): Promise<boolean> {
  return Boolean(email) && !(await hasOptedOut(db, planId, email!));
}

// ---------------------------------------------------------------- opting out of an owner's trip plans

/** "No more trip plan emails from this account", from the invitation's unsubscribe link. */
export async function optOutOfInvitations(db: Database, senderId: number, email: string): Promise<void> {
  await db.insert(invitationOptOuts).values({ senderId, email: email.toLowerCase() }).onConflictDoNothing();
}

/** Which of these addresses asked for no more trip plan emails from this account (lower-cased). */
export async function invitationOptOutsAmong(
  db: Database,
  senderId: number,
  emails: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ email: invitationOptOuts.email })
    .from(invitationOptOuts)
    .where(and(eq(invitationOptOuts.senderId, senderId), inArray(invitationOptOuts.email, wanted)));
  return new Set(rows.map((row) => row.email));
}

/**
 * Moves a trip's end (the check-in page's "extend") and counts the extension, keeping the end it
 * had before the first. Only from the version the limits were checked against, so two extensions
 * sent at once cannot both pass them: undefined when the plan has changed since. A change like
 * any, so the version moves on.
 */
export async function extendPlanEnd(
  db: Database,
  plan: { id: number; version: number },
  date: PlanDate,
  endBeforeExtensions: Date,
) {
  const [row] = await db
    .update(plans)
    .set({
      date,
      checkInExtensions: sql`${plans.checkInExtensions} + 1`,
      endBeforeExtensions,
      version: sql`${plans.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(plans.id, plan.id), eq(plans.version, plan.version)))
    .returning();
  return row;
}
