import type { FeedbackInput } from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import { HttpError } from '#api/http/http-error.ts';
import { ACCOUNT_LIMITS } from '#api/http/rate-limits.ts';
import type { UserRow } from '#api/modules/users/users.repository.ts';
import { feedbackEmail } from '#api/providers/mail/templates.ts';
import { insertFeedback } from './feedback.repository.ts';

export const TOO_MUCH_FEEDBACK =
  'You have sent a lot of feedback in the last hour. Please wait a while and try again.';

/** Device details as staff read them in the mail: one line, whatever shape the client sent. */
function describeDevice(info: FeedbackInput['device_info']): string {
  if (info === undefined) return '';
  if (typeof info === 'string') return info;
  return Object.entries(info)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join('; ');
}

/**
 * Feedback (spec 3 §4, §7 `POST feedback`), from guests and members alike. It is stored first;
 * the mail to staff goes afterwards in the background, so a mail that fails loses nothing. What
 * someone wrote, and their address, are never logged.
 */
export function createFeedbackService({ database, limits, mailer, background, config }: AppContext) {
  return {
    async send(input: FeedbackInput, user: UserRow | undefined): Promise<void> {
      // Guests are limited by address on the route; an account also as itself, from any address.
      if (user) {
        const { max, windowMs } = ACCOUNT_LIMITS.feedback;
        if ((await limits.attempts.hit(`feedback:${user.id}`, windowMs)) > max)
          throw HttpError.tooManyRequests(TOO_MUCH_FEEDBACK);
      }
      const row = await insertFeedback(database.db, {
        rating: input.rating,
        category: input.category,
        comments: input.comments,
        email: input.email ?? '',
        deviceInfo: input.device_info ?? null,
        userId: user?.id ?? null,
      });
      const staff = config.feedbackTo;
      if (!staff) return;
      background.run('feedback mail', () =>
        mailer.send(
          feedbackEmail(config.productName, staff, {
            id: row.id,
            rating: row.rating,
            category: row.category,
            comments: row.comments,
            email: row.email,
            userId: row.userId,
            deviceInfo: describeDevice(input.device_info),
          }),
        ),
      );
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
