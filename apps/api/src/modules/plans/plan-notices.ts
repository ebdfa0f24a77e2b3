import {
  pathFor,
  planDatesOf,
  plannerNameOf,
  tripDatesLabel,
  tripNameOf,
  type Plan,
  type UnsentNotice,
} from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import { invitationOptOutsAmong, optOut } from '#api/modules/safety-net/safety-net.repository.ts';
import type { LinkSigner } from '#api/modules/safety-net/signed-links.ts';
import { planPublishedEmail } from '#api/providers/mail/templates.ts';
import { planMailBudget, type MailBudgetRefusal } from './plan-mail-budget.ts';
import { readOnlyPlanUrl } from './plan-links.ts';
import { claimUnsentNotices, releaseNotice, type NoticeRole, type PlanRow } from './plans.repository.ts';

type Notice = { email: string; role: NoticeRole };

const HOUR_MS = 60 * 60 * 1000;

/** Why a mail the budget refused did not go, in the owner's words, and when it can. */
function overBudget({ scope, windowMs }: MailBudgetRefusal, name: string): string {
  const [period, retry] = windowMs <= HOUR_MS ? ['in the last hour', 'in an hour'] : ['today', 'tomorrow'];
  const sent =
    scope === 'inAll'
      ? `You have sent many trip plan emails ${period}`
      : `You have already sent ${name} several trip plan emails ${period}`;
  return `${sent}. Save your plan again ${retry} to email them.`;
}

/**
 * Why nobody emails someone who opted out of the owner's invitations. An emergency contact is not
 * emailed if the group is overdue either (decision 014), so the owner is told to choose another.
 */
function optedOut(name: string, role: NoticeRole): string {
  const asked = `${name} asked not to receive trip plan emails from you`;
  return role === 'emergency contact'
    ? `${asked}, so they will not be emailed if you are overdue either. Choose another emergency contact.`
    : `${asked}.`;
}

/**
 * The trip plan mails of a save (spec 3 §4 publish flow). What goes is decided while the owner
 * waits for the answer, so it can say who was not emailed and why; the mails go after it.
 */
export function createPlanNotices(
  { database: { db }, clock, config, mailer, limits }: AppContext,
  signer: LinkSigner,
) {
  const budget = planMailBudget(limits.attempts);

  return {
    /**
     * Claims the published plan's notices nobody has sent, and keeps back those to people who
     * opted out of the owner's invitations or past the owner's mail budget: they are given back,
     * so a later save tries them again, and said why. The emergency contact is decided first.
     */
    async claim(plan: PlanRow, view: Plan): Promise<{ toSend: Notice[]; unsent: UnsentNotice[] }> {
      if (!plan.isPublished) return { toSend: [], unsent: [] };
      const claimed = await claimUnsentNotices(db, plan.id, clock.now());
      const refusedBy = await invitationOptOutsAmong(
        db,
        plan.userId,
        claimed.map((notice) => notice.email),
      );
      const people = [...view.contacts, ...(view.emergency_contact ? [view.emergency_contact] : [])];
      const nameOf = (email: string) => {
        const person = people.find((p) => p.email.toLowerCase() === email);
        return person?.first_name || person?.fullname || email;
      };
      const toSend: Notice[] = [];
      const unsent: UnsentNotice[] = [];
      const emergencyFirst = [...claimed].sort(
        (a, b) => Number(b.role === 'emergency contact') - Number(a.role === 'emergency contact'),
      );
      for (const notice of emergencyFirst) {
        const name = nameOf(notice.email);
        const asked = refusedBy.has(notice.email);
        const refusal = asked ? undefined : await budget.take(plan.userId, notice.email);
        if (!asked && !refusal) {
          toSend.push(notice);
          continue;
        }
        unsent.push({
          name,
          email: notice.email,
          reason: asked ? optedOut(name, notice.role) : overBudget(refusal!, name),
        });
        await releaseNotice(db, plan.id, notice.email);
        // Published after they opted out: nothing of this trip is promised to them (decision 014).
        if (asked && notice.role === 'emergency contact') await optOut(db, plan.id, notice.email);
      }
      return { toSend, unsent };
    },

    /** Mails what `claim` let through; a failed mail is given back for the next save to try. */
    async send(plan: PlanRow, view: Plan, notices: readonly Notice[]): Promise<void> {
      const ownerName = view.user.first_name || `Someone on ${config.productName}`;
      const withPhone = (name: string, phone: string) => (phone ? `${name} (${phone})` : name);
      const facts = {
        ownerName,
        groupWithPhones: [
          withPhone(plannerNameOf(view) || ownerName, view.user.phone),
          ...view.contacts.map((c) => withPhone(c.fullname, c.phone)),
        ],
        tripName: tripNameOf(view),
        placeTitle: view.location.title,
        when: view.date ? tripDatesLabel(planDatesOf(view.date)) : 'dates to be decided',
        group: view.contacts.map((c) => c.fullname),
        readOnlyUrl: readOnlyPlanUrl(config.publicUrl, plan.guid),
      };
      const failures: unknown[] = [];
      for (const notice of notices) {
        try {
          const token = await signer.unsubscribeToken({ senderId: plan.userId, email: notice.email });
          const unsubscribeUrl = `${config.publicUrl}${pathFor('unsubscribe', { token })}`;
          await mailer.send(
            planPublishedEmail(config.productName, notice.email, notice.role, facts, unsubscribeUrl),
          );
        } catch (error) {
          failures.push(error);
          await releaseNotice(db, plan.id, notice.email);
        }
      }
      // The background runner logs this; the unsent are kept for the next save.
      if (failures.length > 0)
        throw new AggregateError(failures, `${failures.length} trip plan mail(s) failed`);
    },
  };
}

export type PlanNotices = ReturnType<typeof createPlanNotices>;
