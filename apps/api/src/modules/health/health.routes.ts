import { ErrorResponseSchema, HealthSchema } from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service.ts';

export function healthRoutes(health: HealthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: 'Whether the server and its database answer',
          tags: ['system'],
          response: { 200: HealthSchema, 503: ErrorResponseSchema },
        },
      },
      async (_request, reply) => {
        const answer = await health.health();
        return answer ?? reply.status(503).send({ error: 'The database is not answering.' });
      },
    );
  };
}
