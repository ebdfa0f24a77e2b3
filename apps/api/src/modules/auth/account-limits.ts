import type { AttemptCounter } from '#api/http/attempt-counter.ts';
import { HttpError } from '#api/http/http-error.ts';
import { ACCOUNT_LIMITS } from '#api/http/rate-limits.ts';
import { hashToken } from './opaque-token.ts';

export const TOO_MANY_FAILED_LOGINS =
  'Too many wrong passwords for this account. Please wait 15 minutes, or reset your password.';
export const TOO_MANY_MAILS =
  'We have already sent several emails to that address. Please check your inbox and junk folder, or try again in an hour.';

/**
 * The per-account limits. Keys are hashes of the lower-cased address: the same whether or not
 * an account exists, so a limit never tells who has one, and no address sits in Redis.
 */
export function accountLimits(attempts: AttemptCounter) {
  const key = (kind: string, email: string) => `${kind}:${hashToken(email.trim().toLowerCase())}`;
  const { failedLogins, mailsPerAddress } = ACCOUNT_LIMITS;
  return {
    async assertLoginAllowed(email: string) {
      if ((await attempts.count(key('failed-login', email))) >= failedLogins.max)
        throw HttpError.tooManyRequests(TOO_MANY_FAILED_LOGINS);
    },
    async countFailedLogin(email: string) {
      await attempts.hit(key('failed-login', email), failedLogins.windowMs);
    },
    async forgetFailedLogins(email: string) {
      await attempts.reset(key('failed-login', email));
    },
    /** Counts one more mail asked for this address; refuses past the hour's allowance. */
    async takeMailAllowance(address: string) {
      if ((await attempts.hit(key('mail', address), mailsPerAddress.windowMs)) > mailsPerAddress.max)
        throw HttpError.tooManyRequests(TOO_MANY_MAILS);
    },
  };
}

export type AccountLimits = ReturnType<typeof accountLimits>;
