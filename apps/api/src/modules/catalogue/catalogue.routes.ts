import {
  ErrorResponseSchema,
  LocationSchema,
  PlaceSlugSchema,
  SearchTracksRequestSchema,
  SearchTracksResponseSchema,
  PLACE_ROUTES,
  TrackListResponseSchema,
} from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueService } from './catalogue.service.ts';

export function catalogueRoutes(catalogue: CatalogueService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/tracks',
      {
        schema: {
          summary: 'Filter options, recommended tracks and regions for the map',
          tags: ['catalogue'],
          response: { 200: TrackListResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return catalogue.trackList();
      },
    );

    for (const { segment, param, type, label } of PLACE_ROUTES) {
      app.get(
        `/${segment}/:${param}`,
        {
          schema: {
            summary: `One ${label.toLowerCase()} with its related places`,
            tags: ['catalogue'],
            params: z.object({ [param]: PlaceSlugSchema }),
            response: { 200: LocationSchema, 404: ErrorResponseSchema },
          },
        },
        async (request) => catalogue.location(type, (request.params as Record<string, string>)[param]!),
      );
    }

    app.post(
      '/search-tracks',
      {
        schema: {
          summary: 'Search tracks, huts and campsites by words, filters, map bounds or nearness',
          tags: ['catalogue'],
          consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
          body: SearchTracksRequestSchema,
          response: { 200: SearchTracksResponseSchema, 400: ErrorResponseSchema },
        },
      },
      async (request) => catalogue.search(request.body),
    );
  };
}
