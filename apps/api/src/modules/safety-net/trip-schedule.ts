import { isStillWorthSending, tripSchedule } from '@waymark/domain';
import type { Database } from '#api/db/client.ts';
import {
  contactsByIds,
  findPlanById,
  sharesOfPlans,
  type PlanRow,
} from '#api/modules/plans/plans.repository.ts';
import {
  cancelUnwanted,
  emailRecipient,
  scheduleNotifications,
  userRecipient,
  type NewNotification,
} from './notifications.repository.ts';

/** The notifications a trip's dates decide; changed alerts and "back safe" come from events. */
const TIMED_KINDS = ['reminder-48h', 'reminder-24h', 'forecast-available', 'check-in', 'escalation'] as const;
type TimedKind = (typeof TIMED_KINDS)[number];

/** Why a plan no longer wants what it had queued, for operators reading the list. */
function whyNotWanted(plan: PlanRow): string {
  if (!plan.isPublished) return 'draft';
  if (plan.backSafeAt) return 'back safe';
  if (plan.isComplete) return 'trip completed';
  return 'plan changed';
}

/**
 * What a plan's dates and people call for now: reminders to the owner and the group members who
 * accepted, the forecast notice and the check-in to the owner, and the escalation to the
 * emergency contact. A draft, a completed trip and a group back safe call for nothing.
 */
async function wantedFor(db: Database, plan: PlanRow, now: Date): Promise<NewNotification[]> {
  if (!plan.isPublished || plan.isComplete || plan.backSafeAt || !plan.date) return [];
  const date = plan.date;
  const due = tripSchedule(date, plan.graceHours);
  const editors = (await sharesOfPlans(db, [plan.id])).filter((share) => share.state === 'accepted');
  const owner = userRecipient(plan.userId);
  const group = [owner, ...editors.map((share) => userRecipient(share.userId))];
  const [emergency] = plan.emergencyContactId ? await contactsByIds(db, [plan.emergencyContactId]) : [];

  const to = (kind: TimedKind, recipients: string[]): NewNotification[] =>
    isStillWorthSending(kind, due[kind], date, now)
      ? recipients.map((recipient) => ({
          planId: plan.id,
          kind,
          recipient,
          version: due[kind].toISOString(),
          dueAt: due[kind],
          payload: {},
        }))
      : [];
  return [
    ...to('reminder-48h', group),
    ...to('reminder-24h', group),
    ...to('forecast-available', [owner]),
    ...to('check-in', [owner]),
    ...to('escalation', emergency?.email ? [emailRecipient(emergency.email)] : []),
  ];
}

/**
 * Brings a plan's queued notifications in line with the plan as it now is: called in the same
 * transaction as every change to its dates, people, publishing or check-in, so the queue never
 * disagrees with the plan. Already-sent notifications stay as they were.
 */
export async function scheduleTrip(db: Database, planId: number, now: Date): Promise<void> {
  const plan = await findPlanById(db, planId);
  if (!plan) return;
  const wanted = await wantedFor(db, plan, now);
  await cancelUnwanted(db, plan.id, TIMED_KINDS, wanted, now, whyNotWanted(plan));
  await scheduleNotifications(db, wanted);
}
