import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandler,
  registerFormParsers,
} from '#api/http/error-handler.ts';
import { refusingUnsafeText } from '#api/http/refuse-unsafe-text.ts';
import { createLogger, learnRouteWords } from '#api/http/logging.ts';
import { createRefreshJobs } from '#api/jobs/refresh-jobs.ts';
import { adminRefreshRoutes } from '#api/modules/alerts/admin-refresh.routes.ts';
import { adminImportRoutes, type ImportFiles } from '#api/modules/catalogue/admin-import.routes.ts';
import { importCatalogue } from '#api/modules/catalogue/import/import-catalogue.ts';
import { startScheduler } from '#api/jobs/scheduler.ts';
import { removeAbandonedUploadsJob } from '#api/modules/uploads/remove-abandoned-uploads.job.ts';
import { cleanStoredImagesJob } from '#api/modules/uploads/clean-stored-images.job.ts';
import {
  registerIdempotentWrites,
  withIdempotencyKeyHeader,
} from '#api/modules/idempotency/idempotency.hooks.ts';
import { createIdempotencyService } from '#api/modules/idempotency/idempotency.service.ts';
import { removeExpiredKeysJob } from '#api/modules/idempotency/remove-expired-keys.job.ts';
import { alertsRoutes } from '#api/modules/alerts/alerts.routes.ts';
import { createAlertsService } from '#api/modules/alerts/alerts.service.ts';
import { siteAlertsRoutes } from '#api/modules/alerts/site-alerts.routes.ts';
import { createSiteAlertsService } from '#api/modules/alerts/site-alerts.service.ts';
import { appConfigRoutes } from '#api/modules/app-config/app-config.routes.ts';
import { authRoutes } from '#api/modules/auth/auth.routes.ts';
import { catalogueRoutes } from '#api/modules/catalogue/catalogue.routes.ts';
import { contactsRoutes } from '#api/modules/contacts/contacts.routes.ts';
import { createContactsService } from '#api/modules/contacts/contacts.service.ts';
import { gearListsRoutes } from '#api/modules/gear-lists/gear-lists.routes.ts';
import { createGearListsService } from '#api/modules/gear-lists/gear-lists.service.ts';
import { planDownloadsRoutes } from '#api/modules/plans/plan-downloads.routes.ts';
import { createPlanDownloadsService } from '#api/modules/plans/plan-downloads.service.ts';
import { plansRoutes } from '#api/modules/plans/plans.routes.ts';
import { createPlanNotices } from '#api/modules/plans/plan-notices.ts';
import { createPlansService } from '#api/modules/plans/plans.service.ts';
import { createCatalogueService } from '#api/modules/catalogue/catalogue.service.ts';
import { createAuthService } from '#api/modules/auth/auth.service.ts';
import { eventsRoutes } from '#api/modules/events/events.routes.ts';
import { createEventsService } from '#api/modules/events/events.service.ts';
import { healthRoutes } from '#api/modules/health/health.routes.ts';
import { createFeedbackService } from '#api/modules/support/feedback.service.ts';
import { createSiteContentService } from '#api/modules/support/site-content.service.ts';
import { supportRoutes } from '#api/modules/support/support.routes.ts';
import { createHealthService } from '#api/modules/health/health.service.ts';
import { uploadFilesRoutes } from '#api/modules/uploads/upload-files.routes.ts';
import { uploadsRoutes } from '#api/modules/uploads/uploads.routes.ts';
import { createUploadsService, UPLOAD_MAX_BYTES } from '#api/modules/uploads/uploads.service.ts';
import { reviewsRoutes } from '#api/modules/reviews/reviews.routes.ts';
import { createReviewsService } from '#api/modules/reviews/reviews.service.ts';
import { createUsersService } from '#api/modules/users/users.service.ts';
import { usersRoutes } from '#api/modules/users/users.routes.ts';
import { adminUsersRoutes } from '#api/modules/users/admin-users.routes.ts';
import { weatherRoutes } from '#api/modules/weather/weather.routes.ts';
import { createWeatherService } from '#api/modules/weather/weather.service.ts';
import { AFTER_PAINT_LOADER_SOURCE } from '#api/web/after-paint.ts';
import { registerWebApp } from '#api/web/web-app.ts';
import { createNotificationSender } from '#api/modules/safety-net/notification-sender.ts';
import { createPushService } from '#api/modules/safety-net/push.service.ts';
import { oneClickUnsubscribeRoute, safetyNetRoutes } from '#api/modules/safety-net/safety-net.routes.ts';
import { createSafetyNetService } from '#api/modules/safety-net/safety-net.service.ts';
import { createLinkSigner } from '#api/modules/safety-net/signed-links.ts';
import { customTracksRoutes } from '#api/modules/custom-tracks/custom-tracks.routes.ts';
import { createCustomTracksService } from '#api/modules/custom-tracks/custom-tracks.service.ts';
import { createDirectionsService } from '#api/modules/directions/directions.service.ts';
import { gpxRoutes } from '#api/modules/gpx/gpx.routes.ts';
import { createGpxService } from '#api/modules/gpx/gpx.service.ts';
import { createTripAlertWatch } from '#api/modules/safety-net/trip-alert-watch.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The safety net's two jobs, for tests that move the clock instead of waiting for timers. */
    safetyNet: {
      sendDue: () => Promise<{ sent: number; cancelled: number; failed: number }>;
      watchAlerts: () => Promise<{ trips: number; changes: number }>;
    };
  }
}

export const API_PREFIX = '/api/v1';
/** JSON bodies are small; uploads get their own limit on their own route. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(context: AppContext, options: { logger?: FastifyBaseLogger } = {}) {
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(context.config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    // Only a configured proxy may say who the client is; anyone else could set the header per request.
    trustProxy: context.config.trustProxy ?? false,
    frameworkErrors,
    clientErrorHandler,
    // The spec writes some calls with a trailing slash (`GET review/{reviewID}/load/`) and
    // clients send them so: a route answers with or without it.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route: an address no route matches is logged with only the words routes use.
  learnRouteWords(app);
  app.setValidatorCompiler(refusingUnsafeText(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Scripts from this origin, and the few lines that load a server-rendered page's after its paint.
        scriptSrc: ["'self'", AFTER_PAINT_LOADER_SOURCE],
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

  // What is compressed here is built per request, the API's JSON above all; the web app's files
  // come compressed from its build (apps/web/vite.config.ts) and are sent as they are. So the
  // fast levels: a search's 18 KB answer takes 0.05 ms at brotli 2 or gzip 3, a half to a
  // third of the plugin's defaults (brotli 4, gzip 6), for 2-5 % more bytes. Answers up to
  // 64 KB are compressed in one call: on two cores the plugin's stream per answer costs three
  // times the compressing. Tiny answers go as they are.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    syncThreshold: 64 * 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 3 },
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
    transform: (route) => jsonSchemaTransform(withIdempotencyKeyHeader(route, API_PREFIX)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });

  const { redis, namespace } = context.limits;
  // Mails still being sent go out before the connections they need are closed.
  app.addHook('onClose', async () => {
    await context.background.drain();
    await redis?.quit();
  });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: namespace } : {}),
    errorResponseBuilder: (_request, { after }) =>
      Object.assign(new Error(`Too many attempts. Please wait ${after} and try again.`), { statusCode: 429 }),
  });

  // Forms arrive as multipart (spec 1 §7) or urlencoded; fields become a plain object for the zod schemas.
  await registerFormParsers(app, async () => {
    await app.register(fastifyFormbody);
    await app.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024 },
    });
  });

  const auth = createAuthService(context);
  const idempotency = createIdempotencyService(context);
  const users = createUsersService(context);
  const contacts = createContactsService(context.database.db);
  const gearLists = createGearListsService(context.database.db);
  const alerts = createAlertsService(context);
  const alertWatch = createTripAlertWatch(context, alerts);
  const signer = createLinkSigner(context.database.db);
  const plans = createPlansService(context, {
    alertWatch,
    notices: createPlanNotices(context, signer),
  });
  const uploads = createUploadsService(context);
  const events = createEventsService(context);
  const reviews = createReviewsService(context, { uploads, viewUser: users.view });
  const catalogue = createCatalogueService(context.database, reviews.ofPlace);
  const siteAlerts = createSiteAlertsService(context.database.db);
  const weather = createWeatherService(context, app.log);
  const feedback = createFeedbackService(context);
  const siteContent = createSiteContentService(
    context.database.db,
    context.config.productName,
    context.clock,
  );
  const customTracks = createCustomTracksService(context, { alerts, weather });
  const planDownloads = createPlanDownloadsService(context, {
    plans,
    catalogue,
    customTracks,
    alerts,
    weather,
  });
  const directions = createDirectionsService(context, app.log);
  const push = createPushService(context, app.log);
  const safetyNet = createSafetyNetService(context, signer);
  const notificationSender = createNotificationSender(
    context,
    { plans, planDownloads, push, signer },
    app.log,
  );
  const refreshJobs = createRefreshJobs(context, app.log, alertWatch.watchAll);
  // Tests move the clock and then run these rather than wait for the timers.
  app.decorate('safetyNet', { sendDue: notificationSender.sendDue, watchAlerts: alertWatch.watchAll });
  await app.register(
    async (api) => {
      // First, so that every route below honours the header.
      registerIdempotentWrites(api, auth, idempotency);
      await api.register(healthRoutes(createHealthService(context)));
      await api.register(appConfigRoutes(context));
      await api.register(authRoutes(auth, users));
      await api.register(usersRoutes(auth, users));
      await api.register(contactsRoutes(auth, users, contacts));
      await api.register(gearListsRoutes(auth, gearLists));
      await api.register(plansRoutes(auth, plans, context.storage));
      await api.register(planDownloadsRoutes(auth, planDownloads));
      await api.register(uploadsRoutes(uploads, context.storage, auth));
      await api.register(eventsRoutes(events, auth));
      await api.register(catalogueRoutes(catalogue));
      await api.register(reviewsRoutes(auth, reviews));
      await api.register(alertsRoutes(alerts));
      // Without a staff token the admin API does not exist: its paths answer 404 like any unknown one.
      const { adminApiToken } = context.config;
      if (adminApiToken) {
        await api.register(siteAlertsRoutes(siteAlerts, adminApiToken));
        await api.register(adminRefreshRoutes(refreshJobs, adminApiToken));
        await api.register(adminUsersRoutes(users, adminApiToken));
        const importFiles: ImportFiles = (sources, report) =>
          importCatalogue(context.database.db, sources, report).finally(directions.catalogueChanged);
        await api.register(adminImportRoutes(importFiles, adminApiToken));
      }
      await api.register(weatherRoutes(weather));
      await api.register(supportRoutes(auth, feedback, siteContent));
      await api.register(safetyNetRoutes(auth, safetyNet, push));
      await api.register(customTracksRoutes(auth, customTracks, directions));
      await api.register(gpxRoutes(auth, createGpxService(context, { catalogue, customTracks })));
    },
    { prefix: API_PREFIX },
  );

  await app.register(uploadFilesRoutes(uploads, context.storage));
  await app.register(oneClickUnsubscribeRoute(safetyNet));

  await registerWebApp(app, context.config, catalogue);

  // Alerts and forecasts refresh on timers while the server listens; tests inject requests
  // without listening, so they never reach the network.
  if (context.config.refreshJobs) {
    let timers: ReturnType<typeof refreshJobs.start> | undefined;
    app.addHook('onListen', async () => {
      timers = refreshJobs.start();
    });
    app.addHook('onClose', async () => timers?.stop());
  }
  // The safety net, the removal of abandoned uploads and expired keys, and the cleaning of images
  // stored as uploaded run while the server listens, whatever the refresh setting.
  let housekeeping: ReturnType<typeof startScheduler> | undefined;
  app.addHook('onListen', async () => {
    housekeeping = startScheduler(
      [
        notificationSender.job(),
        removeAbandonedUploadsJob(uploads, app.log),
        cleanStoredImagesJob(uploads, app.log),
        removeExpiredKeysJob(idempotency, app.log),
      ],
      app.log,
    );
  });
  app.addHook('onClose', async () => housekeeping?.stop());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
