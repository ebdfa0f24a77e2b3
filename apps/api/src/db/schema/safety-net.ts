import type { AlertSnapshot, NotificationKind } from '@waymark/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { plans } from './plans.ts';

/**
 * The safety net around published trips (issue 14): what is to be sent and when, what was
 * delivered in the app, and what the server needs to sign links and push messages.
 */

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per notification to one recipient: the job queue and its record. Scheduling the same
 * notification again is a no-op (the unique key), a worker claims due rows with FOR UPDATE SKIP
 * LOCKED and a lease, so a restart loses nothing and two servers never both send one.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** "user:{id}" for an account, "email:{address}" for an emergency contact. */
    recipient: text('recipient').notNull(),
    /** What makes a notification new: its due time, or the alert changes it reports. */
    version: text('version').notNull(),
    dueAt: instant('due_at').notNull(),
    /** What a changed-alert notice reports; empty for the others. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** A worker holds the row until then; after it, another may take it over. */
    claimedUntil: instant('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    cancelledAt: instant('cancelled_at'),
    /** Why it was not sent, for operators: "switched off", "back safe", … */
    cancelReason: text('cancel_reason'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('notifications_once').on(table.planId, table.kind, table.recipient, table.version),
    index('notifications_due_idx')
      .on(table.dueAt)
      .where(sql`${table.sentAt} is null and ${table.cancelledAt} is null`),
  ],
);

/** What a person sees under the bell: one per notification delivered in the app. */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unique, so a delivery tried twice shows once. */
    notificationId: integer('notification_id')
      .unique()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    path: text('path').notNull(),
    readAt: instant('read_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('inbox_items_user_idx').on(table.userId, table.createdAt)],
);

/** The "I'm back safe" links mailed at a trip's end: stored hashed, each usable once. */
export const checkInLinks = pgTable(
  'check_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('check_in_links_plan_idx').on(table.planId)],
);

/** The alerts a published trip was last seen with, to tell its people what changed. */
export const tripAlertWatches = pgTable('trip_alert_watches', {
  planId: integer('plan_id')
    .primaryKey()
    .references(() => plans.id, { onDelete: 'cascade' }),
  alerts: jsonb('alerts').$type<AlertSnapshot>().notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Browsers that accepted Web Push for an account. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** An emergency contact who asked for no more mail about one trip. */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.email] })],
);

/**
 * A safety net that was stopped with notifications still to come, and why: kept after the plan
 * itself is deleted (no foreign key), so an operator can always tell why an escalation never went.
 */
export const safetyNetStops = pgTable(
  'safety_net_stops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: integer('plan_id').notNull(),
    /** The plan's owner when it stopped; the account may be gone since. */
    userId: integer('user_id').notNull(),
    /** "plan deleted by its owner", "deleted with its custom track", "account deleted", … */
    reason: text('reason').notNull(),
    /** What was still to be sent: kind, recipient and due time of each. */
    pending: jsonb('pending')
      .$type<{ kind: NotificationKind; recipient: string; dueAt: string }[]>()
      .notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('safety_net_stops_plan_idx').on(table.planId)],
);

/** Someone who asked for no more trip plan mail from one account (the invitation's unsubscribe). */
export const invitationOptOuts = pgTable(
  'invitation_opt_outs',
  {
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.senderId, table.email] })],
);

/** Keys the server makes on its first run and keeps: the link-signing secret, the VAPID pair. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
