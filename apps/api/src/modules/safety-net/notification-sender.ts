import { createHash, randomBytes } from 'node:crypto';
import {
  alarmInstant,
  channelOn,
  formatIssuedTime,
  NOTIFICATION_KIND_GROUP,
  pathFor,
  planDatesOf,
  tripDatesLabel,
  tripInstants,
  tripNameOf,
  type Plan,
} from '@waymark/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#api/app-context.ts';
import type { ScheduledJob } from '#api/jobs/scheduler.ts';
import type { PlanDownloadsService } from '#api/modules/plans/plan-downloads.service.ts';
import {
  contactsByIds,
  findPlanById,
  sharesOfPlans,
  type PlanRow,
} from '#api/modules/plans/plans.repository.ts';
import type { PlansService } from '#api/modules/plans/plans.service.ts';
import { findUserById, type UserRow } from '#api/modules/users/users.repository.ts';
import { layout, unsubscribeHeaders, type MailFooter } from '#api/providers/mail/templates.ts';
import type { MailMessage } from '#api/providers/mail/mailer.ts';
import { notificationMessage, type NotificationMessage, type TripFacts } from './notification-messages.ts';
import {
  claimDue,
  markCancelled,
  markSent,
  parseRecipient,
  releaseForRetry,
  type NotificationRow,
} from './notifications.repository.ts';
import type { PushService } from './push.service.ts';
import { addCheckInLink, addInboxItem, hasOptedOut, mailReaches } from './safety-net.repository.ts';
import type { LinkSigner, UnsubscribeTarget } from './signed-links.ts';

/** How many due notifications one pass takes, and how long it holds them. */
const BATCH = 20;
const LEASE_MS = 5 * 60_000;
/** A failed delivery waits 30 s, then twice as long each time, up to 15 minutes. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);

export const hashCheckInToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Outcome = { sent: true } | { sent: false; reason: string };
const cancelled = (reason: string): Outcome => ({ sent: false, reason });

/**
 * The safety net's sender (issue 14): claims due notifications, checks each is still wanted —
 * the plan still published, nobody back safe, the switch still on, the share still accepted —
 * and delivers it by mail, in the app and by push as the recipient's switches say.
 */
export function createNotificationSender(
  context: AppContext,
  services: {
    plans: PlansService;
    planDownloads: PlanDownloadsService;
    push: PushService;
    signer: LinkSigner;
  },
  log: FastifyBaseLogger,
) {
  const { database, clock, config, mailer } = context;
  const { db } = database;
  const url = (path: string) => `${config.publicUrl}${path}`;

  /** Why a notification is no longer wanted, or undefined when it still is. */
  async function obsolete(row: NotificationRow, plan: PlanRow, owner: UserRow): Promise<string | undefined> {
    if (!plan.isPublished) return 'draft';
    if (row.kind !== 'back-safe' && plan.backSafeAt) return 'back safe';
    if (['reminder-48h', 'reminder-24h', 'forecast-available', 'changed-alert'].includes(row.kind)) {
      if (plan.isComplete) return 'trip completed';
    }
    if (
      (row.kind === 'escalation' || row.kind === 'trip-extended') &&
      !channelOn(owner.notifications, row.kind, 'Email')
    )
      return 'switched off';
    // Its version is the end it tells of: an end moved again since is told by its own mail.
    if (
      row.kind === 'trip-extended' &&
      plan.date &&
      tripInstants(plan.date).ends.toISOString() !== row.version
    )
      return 'plan changed';
    const recipient = parseRecipient(row.recipient);
    if ('userId' in recipient && recipient.userId !== plan.userId) {
      const share = (await sharesOfPlans(db, [plan.id])).find((s) => s.userId === recipient.userId);
      if (share?.state !== 'accepted') return 'share declined';
    }
    return undefined;
  }

  /** The trip in words, and the plan as its owner reads it (for the escalation's PDF). */
  async function factsOf(plan: PlanRow, owner: UserRow): Promise<{ facts: TripFacts; ownersPlan: Plan }> {
    const view = await services.plans.forDownload(plan.userId, plan.id);
    const documentView = await services.planDownloads.documentView(view);
    const date = plan.date!;
    const [emergency] = plan.emergencyContactId ? await contactsByIds(db, [plan.emergencyContactId]) : [];
    const paths = {
      plan: pathFor('plan-readonly', { guid: plan.guid }),
      alerts: pathFor('plan-alerts', { guid: plan.guid }),
      weather: pathFor('plan-weather', { guid: plan.guid }),
      checkIn: pathFor('plan-check-in', { id: plan.id }),
    };
    const facts: TripFacts = {
      productName: config.productName,
      tripName: tripNameOf(view),
      placeTitle: view.location.title,
      ownerName: owner.firstName || `Someone on ${config.productName}`,
      ownerFullName: documentView.planner.name || `Someone on ${config.productName}`,
      ownerPhone: view.user.phone,
      when: tripDatesLabel(planDatesOf(date)),
      endsAt: formatIssuedTime(tripInstants(date).ends),
      alarmAt: formatIssuedTime(alarmInstant(date, plan.graceHours)),
      graceHours: plan.graceHours,
      hasEmergencyContact: await mailReaches(db, plan.id, emergency?.email),
      emergencyContactName: emergency ? emergency.firstName : '',
      escalationOn: channelOn(owner.notifications, 'escalation', 'Email'),
      view: documentView,
      urls: {
        plan: url(paths.plan),
        alerts: url(paths.alerts),
        weather: url(paths.weather),
        checkIn: url(paths.checkIn),
      },
      paths,
      backSafeAt: plan.backSafeAt ? formatIssuedTime(plan.backSafeAt) : null,
    };
    return { facts, ownersPlan: view };
  }

  /** A fresh single-use "I'm back safe" link for the check-in mail. */
  async function checkInLink(planId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await addCheckInLink(db, planId, hashCheckInToken(token));
    return url(pathFor('check-in', { token }));
  }

  /** Every mail carries a way out: the notification group's switch, or this trip's mail to that address. */
  async function footerOf(row: NotificationRow, to: string, facts: TripFacts, userId?: number) {
    const group = NOTIFICATION_KIND_GROUP[row.kind];
    const target: UnsubscribeTarget =
      userId !== undefined && group ? { userId, group } : { planId: row.planId, email: to };
    const token = await services.signer.unsubscribeToken(target);
    const page = url(pathFor('unsubscribe', { token }));
    const footer: MailFooter = {
      text:
        userId === undefined
          ? `You are receiving this because ${facts.ownerName} made you the emergency contact for a trip on ${config.productName}.`
          : `You are receiving this because of your trip plan on ${config.productName}.`,
      unsubscribeUrl: page,
    };
    // The page's address takes the one-click POST too (oneClickUnsubscribeRoute).
    return { footer, oneClick: page };
  }

  async function mail(
    row: NotificationRow,
    to: string,
    message: NotificationMessage,
    { facts, ownersPlan }: { facts: TripFacts; ownersPlan: Plan },
    userId?: number,
  ) {
    const { footer, oneClick } = await footerOf(row, to, facts, userId);
    const mailMessage: MailMessage = {
      to,
      kind: row.kind,
      subject: message.subject,
      ...layout(config.productName, message.blocks, message.action, footer),
      messageId: `<notification-${row.id}@${new URL(config.publicUrl).hostname}>`,
      headers: unsubscribeHeaders(oneClick),
    };
    // What the Police are to be given: the whole plan, as its owner would print it.
    if (row.kind === 'escalation') {
      const pdf = await services.planDownloads.pdfOf(ownersPlan, facts.view);
      mailMessage.attachments = [
        { filename: pdf.filename, content: pdf.body as Buffer, contentType: 'application/pdf' },
      ];
    }
    await mailer.send(mailMessage);
  }

  async function deliver(row: NotificationRow): Promise<Outcome> {
    const plan = await findPlanById(db, row.planId);
    if (!plan?.date) return cancelled('plan changed');
    const owner = await findUserById(db, plan.userId);
    if (!owner) return cancelled('account deleted');
    const why = await obsolete(row, plan, owner);
    if (why) return cancelled(why);

    const recipient = parseRecipient(row.recipient);
    const person = 'userId' in recipient ? await findUserById(db, recipient.userId) : undefined;
    if ('userId' in recipient && !person) return cancelled('account deleted');
    const to = person?.email ?? ('email' in recipient ? recipient.email : '');
    const emailSwitch = person ? channelOn(person.notifications, row.kind, 'Email') : true;
    const optedOut = await hasOptedOut(db, plan.id, to);
    const byEmail = emailSwitch && !optedOut;
    const inApp = person !== undefined && channelOn(person.notifications, row.kind, 'InApp');
    if (!byEmail && !inApp) return cancelled(optedOut ? 'unsubscribed' : 'switched off');

    const trip = await factsOf(plan, owner);
    const changes = (row.payload as { changes?: string[] }).changes;
    const checkInUrl = row.kind === 'check-in' && byEmail ? await checkInLink(plan.id) : undefined;
    const message = notificationMessage(row.kind, trip.facts, { changes, checkInUrl });

    if (byEmail) await mail(row, to, message, trip, person?.id);
    if (inApp && person) {
      await addInboxItem(db, {
        userId: person.id,
        notificationId: row.id,
        kind: row.kind,
        ...message.inApp,
        createdAt: clock.now(),
      });
      await services.push.notify(person.id, { ...message.inApp, tag: `n${row.id}` });
    }
    return { sent: true };
  }

  /** One pass: everything due now, each delivered or cancelled or left for a retry. */
  async function runOnce(): Promise<{ claimed: number; sent: number; cancelled: number; failed: number }> {
    const rows = await claimDue(db, clock.now(), { limit: BATCH, leaseMs: LEASE_MS });
    const tally = { claimed: rows.length, sent: 0, cancelled: 0, failed: 0 };
    for (const row of rows) {
      try {
        const outcome = await deliver(row);
        if (outcome.sent) {
          await markSent(db, row.id, clock.now());
          tally.sent += 1;
          log.info({ notification: row.id, plan: row.planId, kind: row.kind }, 'notification sent');
        } else {
          await markCancelled(db, row.id, clock.now(), outcome.reason);
          tally.cancelled += 1;
          log.info(
            { notification: row.id, kind: row.kind, reason: outcome.reason },
            'notification not needed',
          );
        }
      } catch (error) {
        tally.failed += 1;
        const retryAt = new Date(clock.now().getTime() + retryDelayMs(row.attempts));
        await releaseForRetry(db, row.id, retryAt, (error as Error).message ?? String(error));
        log.error(
          { err: error, notification: row.id, kind: row.kind },
          'notification failed; it will be tried again',
        );
      }
    }
    return tally;
  }

  return {
    runOnce,

    /** Until nothing more is due: what the timer runs, and what tests call after moving the clock. */
    async sendDue(): Promise<{ sent: number; cancelled: number; failed: number }> {
      const total = { sent: 0, cancelled: 0, failed: 0 };
      for (;;) {
        const pass = await runOnce();
        total.sent += pass.sent;
        total.cancelled += pass.cancelled;
        total.failed += pass.failed;
        if (pass.claimed < BATCH) return total;
      }
    },

    job(): ScheduledJob {
      return {
        name: 'send notifications',
        everyMs: config.notifyEveryMs,
        run: async () => void (await this.sendDue()),
      };
    },
  };
}

export type NotificationSender = ReturnType<typeof createNotificationSender>;
