import type { AttemptCounter } from '#api/http/attempt-counter.ts';
import { ACCOUNT_LIMITS } from '#api/http/rate-limits.ts';
import { hashToken } from '#api/modules/auth/opaque-token.ts';

/** The allowance a mail would overrun: to one address or in all, over an hour or a day. */
export type MailBudgetRefusal = { scope: 'toOneAddress' | 'inAll'; windowMs: number };

/**
 * The trip plan mails an account may make others receive (ACCOUNT_LIMITS.tripPlanMails), counted
 * by the attempt counter: in Redis when several API processes run, so spreading saves over them
 * gains nothing. Keys hash the address, so no address sits in Redis. Only mails that go count.
 */
export function planMailBudget(attempts: AttemptCounter) {
  const { toOneAddress, inAll } = ACCOUNT_LIMITS.tripPlanMails;
  const allowances = (senderId: number, email: string) =>
    [
      ...inAll.map((limit) => ({ ...limit, scope: 'inAll' as const, key: `trip-plan-mail:${senderId}` })),
      ...toOneAddress.map((limit) => ({
        ...limit,
        scope: 'toOneAddress' as const,
        key: `trip-plan-mail:${senderId}:${hashToken(email.toLowerCase())}`,
      })),
    ]
      // A refusal names the allowance that frees up last: the day's before the hour's.
      .sort((a, b) => b.windowMs - a.windowMs)
      .map((allowance) => ({ ...allowance, key: `${allowance.key}:${allowance.windowMs}` }));

  return {
    /** Takes one mail from the account to the address; the allowance it would overrun, if any. */
    async take(senderId: number, email: string): Promise<MailBudgetRefusal | undefined> {
      const all = allowances(senderId, email);
      const refusal = ({ scope, windowMs }: (typeof all)[number]) => ({ scope, windowMs });
      for (const allowance of all)
        if ((await attempts.count(allowance.key)) >= allowance.max) return refusal(allowance);
      // Another process may have taken the last one since: then this mail is refused as well.
      for (const allowance of all)
        if ((await attempts.hit(allowance.key, allowance.windowMs)) > allowance.max)
          return refusal(allowance);
      return undefined;
    },
  };
}
