import { ErrorResponseSchema } from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffTokenGuard } from '#api/http/authenticate.ts';
import { RATE_LIMITS } from '#api/http/rate-limits.ts';
import type { RefreshJobs } from '#api/jobs/refresh-jobs.ts';
import { SOURCE_NAMES } from '#api/jobs/sources.ts';

const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 429: ErrorResponseSchema };

/**
 * `npm run refresh` for a running server: with the embedded database no command may open the
 * data folder while the server holds it, so staff refresh a source through the server itself.
 * Trips whose alerts changed are told, as after a timed refresh. Registered only with
 * ADMIN_API_TOKEN.
 */
export function adminRefreshRoutes(refreshJobs: RefreshJobs, adminApiToken: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/refresh/:source',
      {
        preValidation: staffTokenGuard(adminApiToken),
        config: { rateLimit: RATE_LIMITS.staff },
        schema: {
          summary: 'Refresh one alert or weather source now (staff only)',
          tags: ['staff'],
          security: [{ bearer: [] }],
          params: z.object({
            source: z.enum(SOURCE_NAMES, { error: `Choose one of ${SOURCE_NAMES.join(', ')}.` }),
          }),
          response: {
            200: z.object({
              source: z.enum(SOURCE_NAMES),
              stored: z.number().int(),
              rejected: z.number().int(),
              error: z.string().optional(),
            }),
            ...errors,
          },
        },
      },
      async (request) => refreshJobs.refreshNow(request.params.source),
    );
  };
}
