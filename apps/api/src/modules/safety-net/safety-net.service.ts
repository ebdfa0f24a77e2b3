import {
  alarmInstant,
  CHECK_IN_LINK_INVALID,
  CHECK_IN_LINK_USED,
  CHECK_IN_NOT_OPEN,
  channelOn,
  extendedTripDate,
  extendTripProblem,
  extensionRoom,
  EXTENSIONS_USED_UP,
  INBOX_PAGE_SIZE,
  NOTIFICATION_GROUP_TEXT,
  NOTIFICATION_GROUPS,
  tripInstants,
  tripNameOf,
  UNSUBSCRIBE_LINK_INVALID,
  type CheckIn,
  type ExtendTrip,
  type Inbox,
  type MarkRead,
  type NotificationGroup,
  type PlanDate,
  type Unsubscribe,
} from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import type { Database } from '#api/db/client.ts';
import { HttpError } from '#api/http/http-error.ts';
import {
  contactsByIds,
  findPlanById,
  placeOfPlan,
  sharesOfPlans,
  type PlanRow,
} from '#api/modules/plans/plans.repository.ts';
import { PLAN_CHANGED_ELSEWHERE, PLAN_NOT_FOUND, PLAN_NOT_YOURS } from '#api/modules/plans/plans.service.ts';
import { findUserById, setNotification } from '#api/modules/users/users.repository.ts';
import { nameInSubject, SUBJECT_NAME_CHARS } from '#api/providers/mail/templates.ts';
import { hashCheckInToken } from './notification-sender.ts';
import { emailRecipient, scheduleNotifications, sentNotificationOf } from './notifications.repository.ts';
import {
  extendPlanEnd,
  findCheckInLink,
  hasOptedOut,
  inboxOf,
  invitationOptOutsAmong,
  mailReaches,
  markBackSafe,
  markInboxRead,
  optOut,
  optOutOfInvitations,
  useCheckInLink,
} from './safety-net.repository.ts';
import type { LinkSigner } from './signed-links.ts';
import { scheduleTrip } from './trip-schedule.ts';

export const CHECK_IN_NOT_SHARED = 'This plan is not shared yet, so there is nothing to check in from.';

/**
 * The safety net's answers to people (issue 14): checking in and extending a trip (by the mailed
 * link or as the owner or an editor), the bell's list, and unsubscribe links.
 */
export function createSafetyNetService({ database: { db }, clock }: AppContext, signer: LinkSigner) {
  /** How many more times the trip may be extended, and how far (issue 27). */
  function roomOf(plan: PlanRow, date: PlanDate) {
    return extensionRoom(date, { count: plan.checkInExtensions, endBefore: plan.endBeforeExtensions });
  }

  async function checkInView(plan: PlanRow): Promise<CheckIn> {
    const date = plan.date!;
    const room = roomOf(plan, date);
    const [place, owner, escalated, emergency] = await Promise.all([
      placeOfPlan(db, plan),
      findUserById(db, plan.userId),
      sentNotificationOf(db, plan.id, 'escalation'),
      plan.emergencyContactId ? contactsByIds(db, [plan.emergencyContactId]) : [],
    ]);
    return {
      plan_id: plan.id,
      guid: plan.guid,
      trip_name: tripNameOf({ custom_trip_name: plan.customTripName, location: place }),
      place_title: place.title,
      owner_first_name: owner?.firstName ?? '',
      date,
      grace_hours: plan.graceHours,
      ends: tripInstants(date).ends.toISOString(),
      alarm: alarmInstant(date, plan.graceHours).toISOString(),
      back_safe_at: plan.backSafeAt?.toISOString() ?? null,
      // Whether an escalation mail would really go: an address that takes the trip's mail, and the switch on.
      has_emergency_contact:
        (await mailReaches(db, plan.id, emergency[0]?.email)) &&
        owner !== undefined &&
        channelOn(owner.notifications, 'escalation', 'Email'),
      escalated: escalated !== undefined,
      extensions_left: room.left,
      latest_end: room.latestEnd.toISOString(),
    };
  }

  /** Only a shared trip that has started has anything to check in from. */
  function checkOpen(plan: PlanRow): asserts plan is PlanRow & { date: PlanDate } {
    if (!plan.isPublished || !plan.date) throw HttpError.conflict(CHECK_IN_NOT_SHARED);
    if (clock.now() < tripInstants(plan.date).starts) throw HttpError.conflict(CHECK_IN_NOT_OPEN);
  }

  /**
   * Records the check-in, stops the check-in and escalation, and — when the emergency contact
   * was already told the group is overdue — queues the mail telling them it is back.
   */
  async function backSafe(tx: Database, plan: PlanRow): Promise<PlanRow> {
    const now = clock.now();
    const marked = await markBackSafe(tx, plan.id, now);
    if (!marked) return (await findPlanById(tx, plan.id))!;
    await scheduleTrip(tx, plan.id, now);
    const escalation = await sentNotificationOf(tx, plan.id, 'escalation');
    if (escalation)
      await scheduleNotifications(tx, [
        {
          planId: plan.id,
          kind: 'back-safe',
          recipient: escalation.recipient,
          version: now.toISOString(),
          dueAt: now,
          payload: {},
        },
      ]);
    return marked;
  }

  /**
   * Moves the trip's end within its limits (issue 27), moving the check-in and the alarm with it,
   * and queues the mail telling the emergency contact the new end: once, and tried again until sent.
   */
  async function extend(
    tx: Database,
    plan: PlanRow & { date: PlanDate },
    input: ExtendTrip,
  ): Promise<PlanRow> {
    if (plan.backSafeAt) throw HttpError.conflict(CHECK_IN_LINK_USED);
    const now = clock.now();
    const problem = extendTripProblem(plan.date, input, now, roomOf(plan, plan.date));
    if (problem === EXTENSIONS_USED_UP) throw HttpError.conflict(problem);
    if (problem) throw HttpError.badRequest(problem);
    const date = extendedTripDate(plan.date, input);
    const endBefore = plan.endBeforeExtensions ?? tripInstants(plan.date).ends;
    const extended = await extendPlanEnd(tx, plan, date, endBefore);
    if (!extended) throw HttpError.conflict(PLAN_CHANGED_ELSEWHERE);
    await scheduleTrip(tx, plan.id, now);
    const [emergency] = plan.emergencyContactId ? await contactsByIds(tx, [plan.emergencyContactId]) : [];
    if (emergency?.email)
      await scheduleNotifications(tx, [
        {
          planId: plan.id,
          kind: 'trip-extended',
          recipient: emailRecipient(emergency.email),
          // Each new end is told once; the sender drops one overtaken by a later end.
          version: tripInstants(date).ends.toISOString(),
          dueAt: now,
          payload: {},
        },
      ]);
    return extended;
  }

  /** The plan a live check-in link is for; 404 for a link we never made, 410 once it was used. */
  async function linkedPlan(token: string): Promise<PlanRow> {
    const link = await findCheckInLink(db, hashCheckInToken(token));
    if (!link) throw HttpError.notFound(CHECK_IN_LINK_INVALID);
    if (link.usedAt) throw new HttpError(410, CHECK_IN_LINK_USED);
    const plan = await findPlanById(db, link.planId);
    if (!plan) throw HttpError.notFound(CHECK_IN_LINK_INVALID);
    return plan;
  }

  /** The owner and the editors who accepted may check the group in; anyone else may not. */
  async function planOfCaller(caller: number, id: number): Promise<PlanRow> {
    const plan = await findPlanById(db, id);
    if (!plan) throw HttpError.notFound(PLAN_NOT_FOUND);
    if (plan.userId === caller) return plan;
    const share = (await sharesOfPlans(db, [id])).find((s) => s.userId === caller);
    if (share?.state !== 'accepted') throw HttpError.forbidden(PLAN_NOT_YOURS);
    return plan;
  }

  async function unsubscribeTarget(token: string) {
    const target = await signer.readUnsubscribeToken(token);
    if (!target) throw HttpError.badRequest(UNSUBSCRIBE_LINK_INVALID);
    if ('userId' in target) {
      if (!(target.group in NOTIFICATION_GROUPS)) throw HttpError.badRequest(UNSUBSCRIBE_LINK_INVALID);
      const user = await findUserById(db, target.userId);
      if (!user) throw HttpError.badRequest(UNSUBSCRIBE_LINK_INVALID);
      const group = target.group as NotificationGroup;
      return {
        description: `Emails ${NOTIFICATION_GROUP_TEXT[group].title.toLowerCase()}`,
        done: user.notifications[group]?.Email === false,
        apply: () => setNotification(db, user.id, group, 'Email', false),
      };
    }
    if ('senderId' in target) {
      const sender = await findUserById(db, target.senderId);
      if (!sender) throw HttpError.badRequest(UNSUBSCRIBE_LINK_INVALID);
      const { senderId, email } = target;
      return {
        description: `Trip plan emails from ${nameInSubject(sender.firstName ?? '', SUBJECT_NAME_CHARS.person, 'this person')}`,
        done: (await invitationOptOutsAmong(db, senderId, [email])).size > 0,
        apply: () => optOutOfInvitations(db, senderId, email),
      };
    }
    const plan = await findPlanById(db, target.planId);
    if (!plan) throw HttpError.badRequest(UNSUBSCRIBE_LINK_INVALID);
    const place = await placeOfPlan(db, plan);
    return {
      description: `Emails about the trip ${tripNameOf({ custom_trip_name: plan.customTripName, location: place })}`,
      done: await hasOptedOut(db, plan.id, target.email),
      apply: () => optOut(db, plan.id, target.email),
    };
  }

  return {
    async checkInByLink(token: string): Promise<CheckIn> {
      return checkInView(await linkedPlan(token));
    },

    /** The one-click check-in: the link is used up in the same transaction that records it. */
    async backSafeByLink(token: string): Promise<CheckIn> {
      const plan = await linkedPlan(token);
      checkOpen(plan);
      const saved = await db.transaction(async (tx) => {
        if (!(await useCheckInLink(tx, hashCheckInToken(token), clock.now())))
          throw new HttpError(410, CHECK_IN_LINK_USED);
        return backSafe(tx, plan);
      });
      return checkInView(saved);
    },

    async extendByLink(token: string, input: ExtendTrip): Promise<CheckIn> {
      const plan = await linkedPlan(token);
      checkOpen(plan);
      return checkInView(await db.transaction((tx) => extend(tx, plan, input)));
    },

    async checkIn(caller: number, id: number): Promise<CheckIn> {
      const plan = await planOfCaller(caller, id);
      if (!plan.isPublished || !plan.date) throw HttpError.conflict(CHECK_IN_NOT_SHARED);
      return checkInView(plan);
    },

    async backSafe(caller: number, id: number): Promise<CheckIn> {
      const plan = await planOfCaller(caller, id);
      checkOpen(plan);
      return checkInView(await db.transaction((tx) => backSafe(tx, plan)));
    },

    async extend(caller: number, id: number, input: ExtendTrip): Promise<CheckIn> {
      const plan = await planOfCaller(caller, id);
      checkOpen(plan);
      return checkInView(await db.transaction((tx) => extend(tx, plan, input)));
    },

    async inbox(userId: number): Promise<Inbox> {
      const { items, unread } = await inboxOf(db, userId, INBOX_PAGE_SIZE);
      return {
        unread,
        items: items.map((item) => ({
          id: item.id,
          kind: item.kind,
          title: item.title,
          body: item.body,
          path: item.path,
          created_at: item.createdAt.toISOString(),
          read: item.readAt !== null,
        })),
      };
    },

    async markRead(userId: number, which: MarkRead): Promise<Inbox> {
      await markInboxRead(db, userId, 'all' in which ? 'all' : which.ids, clock.now());
      return this.inbox(userId);
    },

    /** What an unsubscribe link stops; nothing changes until it is posted (mail scanners open links). */
    async describeUnsubscribe(token: string): Promise<Unsubscribe> {
      const { description, done } = await unsubscribeTarget(token);
      return { description, done };
    },

    async unsubscribe(token: string): Promise<Unsubscribe> {
      const { description, apply } = await unsubscribeTarget(token);
      await apply();
      return { description, done: true };
    },
  };
}

export type SafetyNetService = ReturnType<typeof createSafetyNetService>;
