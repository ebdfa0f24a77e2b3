import type { AnalyticsEvent } from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import { HttpError } from '#api/http/http-error.ts';
import { ACCOUNT_LIMITS } from '#api/http/rate-limits.ts';
import type { UserRow } from '#api/modules/users/users.repository.ts';
import { insertEvent } from './events.repository.ts';

export const TOO_MANY_EVENTS = 'Too many events. Please wait a minute and try again.';

export function createEventsService({ database, limits }: AppContext) {
  return {
    /**
     * Stores one first-party analytics event. Guests are limited by address alone (on the route);
     * a signed-in account is also counted as itself, so a pool of addresses does not lift its limit.
     */
    async record(event: AnalyticsEvent, user: UserRow | undefined): Promise<void> {
      if (user) {
        const { max, windowMs } = ACCOUNT_LIMITS.events;
        if ((await limits.attempts.hit(`events:${user.id}`, windowMs)) > max)
          throw HttpError.tooManyRequests(TOO_MANY_EVENTS);
      }
      await insertEvent(database.db, event, user?.id ?? null);
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
