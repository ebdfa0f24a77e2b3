import type { FastifyBaseLogger } from 'fastify';
import type { ScheduledJob } from '#api/jobs/scheduler.ts';
import type { IdempotencyService } from './idempotency.service.ts';

/** Hourly: keys used over a day ago, which no longer stop a change being made again. */
export function removeExpiredKeysJob(idempotency: IdempotencyService, log: FastifyBaseLogger): ScheduledJob {
  return {
    name: 'remove expired idempotency keys',
    everyMs: 60 * 60 * 1000,
    run: async () => {
      const removed = await idempotency.removeExpired();
      if (removed > 0) log.info({ removed }, 'expired idempotency keys removed');
    },
  };
}
