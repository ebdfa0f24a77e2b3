import { AppConfigSchema } from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#api/app-context.ts';
import { appSettings } from './app-config.service.ts';

export function appConfigRoutes({ config }: AppContext): FastifyPluginAsyncZod {
  const settings = appSettings(config);
  return async (app) => {
    app.get(
      '/config',
      {
        schema: {
          summary: 'App settings read on start-up',
          tags: ['system'],
          response: { 200: AppConfigSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return settings;
      },
    );
  };
}
