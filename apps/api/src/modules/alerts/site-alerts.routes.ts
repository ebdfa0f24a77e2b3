import {
  ErrorResponseSchema,
  RECORD_ID_MAX,
  SiteAlertInputSchema,
  StaffSiteAlertSchema,
} from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffTokenGuard } from '#api/http/authenticate.ts';
import { RATE_LIMITS } from '#api/http/rate-limits.ts';
import type { SiteAlertsService } from './site-alerts.service.ts';

const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 429: ErrorResponseSchema };

/**
 * The staff-only admin API for site and closed alerts, the same operations as
 * `npm run site-alert`. Registered only when ADMIN_API_TOKEN is set.
 */
export function siteAlertsRoutes(
  siteAlerts: SiteAlertsService,
  adminApiToken: string,
): FastifyPluginAsyncZod {
  // The guard runs before the body is validated, so without the token nothing about the
  // schema is revealed; the rate limit runs before both and counts every wrong guess.
  const route = {
    preValidation: staffTokenGuard(adminApiToken),
    config: { rateLimit: RATE_LIMITS.staff },
  };
  const security = [{ bearer: [] }];
  return async (app) => {
    app.get(
      '/admin/site-alerts',
      {
        ...route,
        schema: {
          summary: 'Every site and closed alert, newest first, expired ones included (staff only)',
          tags: ['staff'],
          security,
          response: { 200: z.array(StaffSiteAlertSchema), ...errors },
        },
      },
      async () => siteAlerts.list(),
    );

    app.post(
      '/admin/site-alerts',
      {
        ...route,
        schema: {
          summary: 'Add a site or closed alert (staff only)',
          description:
            'Without `place` the alert shows on every place; without `until` it shows until removed. ' +
            'Content may be simple HTML; anything outside the allow-list is removed.',
          tags: ['staff'],
          security,
          body: SiteAlertInputSchema,
          response: { 201: StaffSiteAlertSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await siteAlerts.add(request.body)),
    );

    app.delete(
      '/admin/site-alerts/:id',
      {
        ...route,
        schema: {
          summary: 'Remove a site or closed alert (staff only)',
          tags: ['staff'],
          security,
          params: z.object({ id: z.coerce.number().int().min(1).max(RECORD_ID_MAX) }),
          response: { 204: z.null(), 404: ErrorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await siteAlerts.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
