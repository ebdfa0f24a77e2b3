import { AnalyticsEventSchema, ErrorResponseSchema } from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { analyticsEvents } from '../../db/schema/index.ts';
import { authenticators } from '../../http/authenticate.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import type { AuthService } from '../auth/auth.service.ts';

export function eventsRoutes({ database }: AppContext, auth: AuthService): FastifyPluginAsyncZod {
  const { optional } = authenticators(auth);
  return async (app) => {
    app.post(
      '/events',
      {
        preHandler: optional,
        config: { rateLimit: RATE_LIMITS.events },
        schema: {
          summary: 'Record a first-party analytics event',
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
        await database.db.insert(analyticsEvents).values({
          name: request.body.name,
          properties: request.body.properties,
          userId: request.auth?.user.id ?? null,
        });
        return reply.status(202).send(null);
      },
    );
  };
}
