import type { FastifyBaseLogger } from 'fastify';
import type { ScheduledJob } from '#api/jobs/scheduler.ts';
import type { UploadsService } from './uploads.service.ts';

/** Hourly: files uploaded but never used (a portrait chosen, then not saved) for over a day. */
export function removeAbandonedUploadsJob(uploads: UploadsService, log: FastifyBaseLogger): ScheduledJob {
  return {
    name: 'remove abandoned uploads',
    everyMs: 60 * 60 * 1000,
    run: async () => {
      const removed = await uploads.removeAbandoned();
      if (removed > 0) log.info({ removed }, 'abandoned uploads removed');
    },
  };
}
