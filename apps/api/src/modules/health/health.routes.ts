import { ErrorResponseSchema, HealthSchema } from '@waymark/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

export function healthRoutes({ database, config }: AppContext): FastifyPluginAsyncZod {
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
        try {
          await database.db.execute(sql`select 1`);
        } catch {
          return reply.status(503).send({ error: 'The database is not answering.' });
        }
        return { status: 'ok' as const, database: database.kind, version: config.version };
      },
    );
  };
}
