import { AnalyticsEventSchema, ErrorResponseSchema } from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticators } from '#api/modules/auth/authenticators.ts';
import { RATE_LIMITS } from '#api/http/rate-limits.ts';
import type { AuthService } from '#api/modules/auth/auth.service.ts';
import type { EventsService } from './events.service.ts';

export function eventsRoutes(events: EventsService, auth: AuthService): FastifyPluginAsyncZod {
  const { optional } = authenticators(auth);
  return async (app) => {
    app.post(
      '/events',
      {
        preHandler: optional,
        // Per address, before the body is read; a signed-in account is counted too, in the service.
        config: { rateLimit: RATE_LIMITS.events },
        schema: {
          summary: 'Record a first-party analytics event',
          description:
            'Only the events of the spec, each with its own short properties; anything else is a 400.',
          tags: ['analytics'],
          body: AnalyticsEventSchema,
          response: {
            202: z.null(),
            400: ErrorResponseSchema,
            401: ErrorResponseSchema,
            429: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        await events.record(request.body, request.auth?.user);
        return reply.status(202).send(null);
      },
    );
  };
}
