import type { FastifyBaseLogger } from 'fastify';
import type { ScheduledJob } from '#api/jobs/scheduler.ts';
import type { UploadsService } from './uploads.service.ts';

/**
 * Every minute, from soon after the server starts: a batch of the images stored as they were
 * uploaded, GPS and all, before every image was made anew (issue 27). Once none are left, a
 * run finds nothing to do.
 */
export function cleanStoredImagesJob(uploads: UploadsService, log: FastifyBaseLogger): ScheduledJob {
  return {
    name: 'clean images stored as uploaded',
    everyMs: 60 * 1000,
    run: async (signal) => {
      const { cleaned, removed } = await uploads.cleanStoredImages(signal);
      if (cleaned + removed > 0) log.info({ cleaned, removed }, 'images stored as uploaded cleaned');
    },
  };
}
