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
import { HttpError } from '#api/http/http-error.ts';
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

    app.get(
      '/track/:id/alerts-custom',
      {
        schema: {
          summary: 'Alerts for a custom track',
          tags: ['alerts'],
          params: z.object({ id: z.string().max(100) }),
          querystring: TripDatesQuerySchema,
          response: { 200: AlertGroupsSchema, 404: ErrorResponseSchema },
        },
      },
      async () => {
        // Custom tracks are their own issue; until they exist every id is unknown. When they
        // do, this answers alerts.alertsFor(area of its markers and line, [], trip dates).
        throw HttpError.notFound('We could not find that custom track.');
      },
    );
  };
}
