import {
  AlertGroupsSchema,
  ErrorResponseSchema,
  locationTypeOfPath,
  PlacePathTypeSchema,
  PlaceSlugSchema,
  TripDatesQuerySchema,
  tripDatesFromQuery,
} from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AlertsService } from './alerts.service.ts';

export function alertsRoutes(alerts: AlertsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/alerts/:type/:slug',
      {
        schema: {
          summary: 'Weather warnings, DOC, avalanche, site and closed alerts for a place',
          description:
            'With `start` and `end` (YYYY-MM-DD), weather warnings are those in force during the trip; without, those not yet expired.',
          tags: ['alerts'],
          params: z.object({ type: PlacePathTypeSchema, slug: PlaceSlugSchema }),
          querystring: TripDatesQuerySchema,
          response: { 200: AlertGroupsSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
        },
      },
      async (request) =>
        alerts.placeAlerts(
          locationTypeOfPath(request.params.type),
          request.params.slug,
          tripDatesFromQuery(request.query),
        ),
    );
  };
}
