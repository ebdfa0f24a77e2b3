import { z } from 'zod';
import { IsoDateSchema, type NotificationChannel, type NotificationGroup } from './account.ts';
import { formatMoment } from './date-format.ts';
import { PlanDateSchema, PlanTimeSchema, tripInstants, type PlanDate } from './plan.ts';
import { RECORD_ID_MAX } from './limits.ts';
import { addDays, instantFromNzWallClock } from './trip-dates.ts';

/**
 * The safety net around a published trip (issue 14): reminders before it, notices when its
 * alerts change or its forecast appears, the check-in at its end and the escalation to the
 * emergency contact when nobody checks in. Every "when" is a named rule here, computed in New
 * Zealand time from the plan's dates, so the server, the web app and the tests agree.
 */

export const NOTIFICATION_KINDS = [
  'reminder-48h',
  'reminder-24h',
  'changed-alert',
  'forecast-available',
  'check-in',
  'escalation',
  'back-safe',
  'trip-extended',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_STATES = ['scheduled', 'sent', 'cancelled'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

// ---------------------------------------------------------------- when each one is due

const HOUR_MS = 3_600_000;

/**
 * How many days of forecast the weather source is asked for, today included (Open-Meteo's
 * forecast_days: ten, so trips planned a week and a bit ahead still get one). A trip whose
 * first day is within them has a forecast.
 */
export const FORECAST_RANGE_DAYS = 10;

/** The moment nobody having checked in makes the group overdue: the trip's end plus the grace. */
export function alarmInstant(date: PlanDate, graceHours: number): Date {
  return new Date(tripInstants(date).ends.getTime() + graceHours * HOUR_MS);
}

/** The first moment a forecast covers the trip's first day: midnight of the day it comes into range. */
export function forecastRangeStarts(date: Pick<PlanDate, 'start'>): Date {
  return instantFromNzWallClock(addDays(date.start, -(FORECAST_RANGE_DAYS - 1)));
}

/** When each time-driven notification of a published trip is due. */
export function tripSchedule(
  date: PlanDate,
  graceHours: number,
): Record<'reminder-48h' | 'reminder-24h' | 'forecast-available' | 'check-in' | 'escalation', Date> {
  const { starts, ends } = tripInstants(date);
  return {
    'reminder-48h': new Date(starts.getTime() - 48 * HOUR_MS),
    'reminder-24h': new Date(starts.getTime() - 24 * HOUR_MS),
    'forecast-available': forecastRangeStarts(date),
    'check-in': ends,
    escalation: alarmInstant(date, graceHours),
  };
}

/**
 * A reminder or a forecast notice whose moment passed before the plan was published would only
 * be noise (the walker has just seen the plan): it is sent only while it is still ahead of the
 * trip. The check-in and the escalation always count: a plan published late is still watched.
 */
export function isStillWorthSending(kind: NotificationKind, due: Date, date: PlanDate, now: Date): boolean {
  if (kind === 'check-in' || kind === 'escalation') return true;
  if (kind === 'forecast-available') return due > now;
  return now < tripInstants(date).starts && due.getTime() > now.getTime() - HOUR_MS;
}

/** Overdue: published, past the alarm, and nobody has checked in. */
export function isOverdue(
  plan: { date: PlanDate | null; grace_hours: number; back_safe_at: string | null; is_published: boolean },
  now: Date,
): boolean {
  if (!plan.is_published || !plan.date || plan.back_safe_at) return false;
  return now >= alarmInstant(plan.date, plan.grace_hours);
}

/** The check-in button shows from the trip's start until a day after its alarm, until someone checks in. */
export function canCheckIn(
  plan: { date: PlanDate | null; grace_hours: number; back_safe_at: string | null; is_published: boolean },
  now: Date,
): boolean {
  if (!plan.is_published || !plan.date || plan.back_safe_at) return false;
  const { starts } = tripInstants(plan.date);
  return now >= starts && now.getTime() <= alarmInstant(plan.date, plan.grace_hours).getTime() + 24 * HOUR_MS;
}

// ---------------------------------------------------------------- whose switches decide

/**
 * The notification group (spec 1 §3) whose switches decide a kind, or none when it goes
 * whatever the switches say: the check-in is the walker's own safety line, and "back safe"
 * follows an escalation that already went. An extension is told to the emergency contact only
 * while the owner has them told when the group is overdue: its mail promises that.
 */
export const NOTIFICATION_KIND_GROUP: Record<NotificationKind, NotificationGroup | null> = {
  'reminder-48h': 'fortyEightPrior',
  'reminder-24h': 'twentyFourPrior',
  'changed-alert': 'changedAlerts',
  // The alerts and weather pages promise both in one breath: one switch for conditions.
  'forecast-available': 'changedAlerts',
  'check-in': null,
  escalation: 'endTripEmergencyContact',
  'back-safe': null,
  'trip-extended': 'endTripEmergencyContact',
};

/** The in-app switch of a group; groups without one (endTripEmergencyContact) never appear in-app. */
export function channelOn(
  notifications: Partial<Record<NotificationGroup, Partial<Record<NotificationChannel, boolean>>>>,
  kind: NotificationKind,
  channel: NotificationChannel,
): boolean {
  const group = NOTIFICATION_KIND_GROUP[kind];
  if (group === null) return true;
  return notifications[group]?.[channel] === true;
}

// ---------------------------------------------------------------- changed alerts

/** An alert as a trip last saw it: enough to say what changed. */
export type SeenAlert = {
  source: 'metservice' | 'doc';
  title: string;
  /** Changes when the alert does: a CAP message's sent time, a hash of a DOC alert's text. */
  version: string;
  /** Weather warnings run out; one that ran out is not news. */
  expires: string | null;
  /** A warning's event (rain, wind, …): a new warning for the same event is its update. */
  event?: string;
};
/** By source and id, e.g. "metservice:2.49.0…", "doc:1234". */
export type AlertSnapshot = Record<string, SeenAlert>;

export type AlertChange = { change: 'new' | 'updated' | 'cancelled'; key: string; alert: SeenAlert };

/**
 * What changed between two snapshots of a trip's alerts. MetService updates a warning by
 * issuing a new message that replaces the old, so a warning that went and a new one for the
 * same event are one update; one that simply ran out is left unsaid.
 */
export function alertChanges(before: AlertSnapshot, after: AlertSnapshot, now: Date): AlertChange[] {
  const gone = Object.entries(before).filter(
    ([key, alert]) => !(key in after) && !(alert.expires !== null && new Date(alert.expires) <= now),
  );
  const changes: AlertChange[] = [];
  const replaced = new Set<string>();
  for (const [key, alert] of Object.entries(after)) {
    const was = before[key];
    if (was) {
      if (was.version !== alert.version) changes.push({ change: 'updated', key, alert });
      continue;
    }
    const predecessor = gone.find(
      ([oldKey, old]) =>
        !replaced.has(oldKey) &&
        old.source === 'metservice' &&
        alert.source === 'metservice' &&
        old.event === alert.event,
    );
    if (predecessor) replaced.add(predecessor[0]);
    changes.push({ change: predecessor ? 'updated' : 'new', key, alert });
  }
  for (const [key, alert] of gone) if (!replaced.has(key)) changes.push({ change: 'cancelled', key, alert });
  return changes;
}

export function describeAlertChange({ change, alert }: AlertChange): string {
  const what = alert.source === 'metservice' ? 'MetService' : 'DOC';
  if (change === 'new') return `New ${what} alert: ${alert.title}`;
  if (change === 'updated') return `Updated ${what} alert: ${alert.title}`;
  return `No longer in force: ${alert.title}`;
}

// ---------------------------------------------------------------- in-app notifications

export const InboxItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path in the app, e.g. the plan or its alerts. */
  path: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

export const INBOX_PAGE_SIZE = 30;

export const InboxSchema = z.object({ unread: z.number().int(), items: z.array(InboxItemSchema) });
export type Inbox = z.infer<typeof InboxSchema>;

/** `POST notifications/read`: the ones opened, or every one. */
export const MarkReadSchema = z.union([
  z.object({
    ids: z
      // Ids the database can hold: a larger number is no notification, not a server fault.
      .array(z.number().int().positive().max(RECORD_ID_MAX))
      .min(1)
      .max(INBOX_PAGE_SIZE * 4),
  }),
  z.object({ all: z.literal(true) }),
]);
export type MarkRead = z.infer<typeof MarkReadSchema>;

export const NO_NOTIFICATIONS = 'No notifications yet';
export const NO_NOTIFICATIONS_NOTE =
  'We will tell you here before your trips, when their alerts change and when their forecast appears.';

// ---------------------------------------------------------------- the check-in

/** The one-click link's token: 32 random bytes, base64url. */
export const CheckInTokenSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'That check-in link is not complete. Open it from the email again.'),
});

/** What the check-in page shows, to the token's holder or the plan's people. */
export const CheckInSchema = z.object({
  plan_id: z.number().int(),
  guid: z.string(),
  trip_name: z.string(),
  place_title: z.string(),
  owner_first_name: z.string(),
  date: PlanDateSchema,
  grace_hours: z.number().int(),
  ends: z.string(),
  alarm: z.string(),
  back_safe_at: z.string().nullable(),
  has_emergency_contact: z.boolean(),
  /** The emergency contact has been told the group is overdue. */
  escalated: z.boolean(),
  /** How many more times the trip may be extended (EXTENSIONS_MAX in all). */
  extensions_left: z.number().int().min(0),
  /** The latest end an extension may give it (EXTENSION_HOURS_MAX after its planned end). */
  latest_end: z.string(),
});
export type CheckIn = z.infer<typeof CheckInSchema>;

/** `POST …/extend`: a later end for the trip; its check-in and alarm move with it. */
export const ExtendTripSchema = z.object({ end: IsoDateSchema, end_time: PlanTimeSchema });
export type ExtendTrip = z.infer<typeof ExtendTripSchema>;

export const CHECK_IN_LINK_INVALID =
  'This check-in link is not valid any more. Log in and open the trip in My Walks to check in.';
export const CHECK_IN_NOT_OPEN = 'This trip has not started yet, so there is nothing to check in from.';
export const EXTEND_MUST_BE_LATER = 'Choose an end time later than now and later than the current one.';
export const BACK_SAFE_DONE = 'Welcome back! We have noted that you are back safe.';
export const CHECK_IN_LINK_USED =
  'This link has already been used to check in. Log in and open the trip in My Walks to see it.';

/**
 * Issue 27: a trip may be extended at most this many times, and never to end more than this many
 * hours after the end it was planned with. An extension keeps the emergency contact waiting; a
 * group still out two days late should be looked for, not waited for by a link pressed again.
 */
export const EXTENSIONS_MAX = 3;
export const EXTENSION_HOURS_MAX = 48;

export const EXTENSIONS_USED_UP = `This trip has been extended ${EXTENSIONS_MAX} times, the most it can be. If you are safe but still out, tell your emergency contact yourself.`;

export function extendTooFar(latestEnd: Date): string {
  return `A trip can end at most ${EXTENSION_HOURS_MAX} hours after the end it was planned with: choose ${formatMoment(latestEnd)} or earlier.`;
}

/** A trip's extensions so far: how many, and the end it had before the first (null before any). */
export type TripExtensions = { count: number; endBefore: Date | null };

/** What extending a trip may still do: how many more times, and the latest end it may reach. */
export type ExtensionRoom = { left: number; latestEnd: Date };

export function extensionRoom(date: PlanDate, extensions: TripExtensions): ExtensionRoom {
  const planned = extensions.endBefore ?? tripInstants(date).ends;
  return {
    left: Math.max(0, EXTENSIONS_MAX - extensions.count),
    latestEnd: new Date(planned.getTime() + EXTENSION_HOURS_MAX * HOUR_MS),
  };
}

/** A trip's dates once extended: the same start, the new end. */
export function extendedTripDate(date: PlanDate, extend: ExtendTrip): PlanDate {
  return { ...date, end: extend.end, end_time: { ...extend.end_time, valid: true } };
}

/**
 * Why an extension cannot be taken, or null: none may be left, and the new end must be later
 * than now and than the current end, and no later than the room's latest end.
 */
export function extendTripProblem(
  date: PlanDate,
  extend: ExtendTrip,
  now: Date,
  room: ExtensionRoom,
): string | null {
  if (room.left === 0) return EXTENSIONS_USED_UP;
  const current = tripInstants(date).ends;
  const extended = tripInstants(extendedTripDate(date, extend)).ends;
  if (extended <= now || extended <= current) return EXTEND_MUST_BE_LATER;
  if (extended > room.latestEnd) return extendTooFar(room.latestEnd);
  return null;
}

// ---------------------------------------------------------------- unsubscribing and push

/** What an unsubscribe link stops, and whether it has. */
export const UnsubscribeSchema = z.object({ description: z.string(), done: z.boolean() });
export type Unsubscribe = z.infer<typeof UnsubscribeSchema>;
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not complete. Open it from the email again.';

/** A browser's Web Push subscription, as PushSubscription.toJSON() gives it. */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'That is not a push service address.' }).max(2048),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'That push key is not right.'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/, 'That push key is not right.'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;
export const PushEndpointSchema = PushSubscriptionSchema.pick({ endpoint: true });
export const PushKeySchema = z.object({ public_key: z.string() });
