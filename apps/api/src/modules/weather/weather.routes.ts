import {
  ErrorResponseSchema,
  ForecastSetSchema,
  locationTypeOfPath,
  PlacePathTypeSchema,
  PlaceSlugSchema,
  TripDatesQuerySchema,
  tripDatesFromQuery,
} from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WeatherService } from './weather.service.ts';

export function weatherRoutes(weather: WeatherService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/forecasts/:type/:slug',
      {
        schema: {
          summary: 'The forecast for a place: alpine for high places, otherwise the everyday forecast',
          description:
            'Days from today on, or with `start` and `end` (YYYY-MM-DD) the days of the trip. Weather data by Open-Meteo.com (CC BY 4.0).',
          tags: ['weather'],
          params: z.object({ type: PlacePathTypeSchema, slug: PlaceSlugSchema }),
          querystring: TripDatesQuerySchema,
          response: { 200: ForecastSetSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
        },
      },
      async (request) =>
        weather.placeForecast(
          locationTypeOfPath(request.params.type),
          request.params.slug,
          tripDatesFromQuery(request.query),
        ),
    );
  };
}
