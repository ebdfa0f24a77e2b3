import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { appConfigRoutes } from './modules/app-config/app-config.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerWebApp } from './web/web-app.ts';

export const API_PREFIX = '/api/v1';
/** JSON bodies are small; uploads get their own limit on their own route. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(
  context: AppContext,
  options: { logger?: FastifyServerOptions['logger'] } = {},
) {
  const app = Fastify({
    logger: options.logger ?? { level: context.config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Map tiles, styles and DOC photos come from other hosts.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${context.config.productName} API`,
        description: 'Tracks, huts, campsites, alerts, weather and trip plans for Aotearoa New Zealand.',
        version: context.config.version,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(context));
      await api.register(appConfigRoutes(context));
    },
    { prefix: API_PREFIX },
  );

  await registerWebApp(app, context.config);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
