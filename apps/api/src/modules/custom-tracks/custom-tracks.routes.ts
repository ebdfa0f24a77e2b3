import {
  AlertGroupsSchema,
  ForecastSetSchema,
  TripDatesQuerySchema,
  tripDatesFromQuery,
  CustomTrackCountSchema,
  CustomTrackDeleteQuerySchema,
  CustomTrackPlansSchema,
  CustomTrackInputSchema,
  CustomTrackListQuerySchema,
  CustomTrackListSchema,
  CustomTrackParamsSchema,
  CustomTrackSavedSchema,
  CustomTrackSchema,
  ErrorResponseSchema,
  LegQuerySchema,
  LegSchema,
} from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '#api/http/rate-limits.ts';
import type { AuthService } from '#api/modules/auth/auth.service.ts';
import { authenticators, currentAuth } from '#api/modules/auth/authenticators.ts';
import type { DirectionsService } from '#api/modules/directions/directions.service.ts';
import type { CustomTracksService } from './custom-tracks.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const bearer = [{ bearer: [] }];
const tags = ['custom tracks'];

/** Custom tracks and the editor's directions (spec 2 §7). */
export function customTracksRoutes(
  auth: AuthService,
  customTracks: CustomTracksService,
  directions: DirectionsService,
): FastifyPluginAsyncZod {
  const { required, optional } = authenticators(auth);
  return async (app) => {
    app.get(
      '/custom-track/0/exists',
      {
        preHandler: required,
        schema: {
          summary: 'How many custom tracks I have (the editor shows onboarding when none)',
          tags,
          security: bearer,
          response: { 200: CustomTrackCountSchema, ...errors },
        },
      },
      async (request) => customTracks.count(currentAuth(request).user.id),
    );

    app.get(
      '/custom-track',
      {
        preHandler: required,
        schema: {
          summary: 'My custom tracks, last edited first, a page at a time',
          tags,
          security: bearer,
          querystring: CustomTrackListQuerySchema,
          response: { 200: CustomTrackListSchema, ...errors },
        },
      },
      async (request) => customTracks.list(currentAuth(request).user.id, request.query.page),
    );

    app.get(
      '/custom-track/:id',
      {
        preHandler: optional,
        schema: {
          summary: 'A custom track, for anyone with its link',
          tags,
          params: CustomTrackParamsSchema,
          response: { 200: CustomTrackSchema, ...errors },
        },
      },
      async (request) => customTracks.read(request.params.id, request.auth?.user.id),
    );

    app.post(
      '/custom-track',
      {
        preHandler: required,
        schema: {
          summary: 'Save a new custom track; the server measures its legs and distance',
          tags,
          security: bearer,
          body: CustomTrackInputSchema,
          response: { 201: CustomTrackSavedSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await customTracks.create(currentAuth(request).user.id, request.body)),
    );

    app.put(
      '/custom-track/:id',
      {
        preHandler: required,
        schema: {
          summary: 'Save changes to one of my custom tracks',
          tags,
          security: bearer,
          params: CustomTrackParamsSchema,
          body: CustomTrackInputSchema,
          response: { 200: CustomTrackSchema, ...errors },
        },
      },
      async (request) => customTracks.update(currentAuth(request).user.id, request.params.id, request.body),
    );

    app.get(
      '/custom-track/:id/duplicate',
      {
        preHandler: required,
        schema: {
          summary: 'Take a copy of a shared custom track into my list',
          tags,
          security: bearer,
          params: CustomTrackParamsSchema,
          response: { 200: CustomTrackSavedSchema, ...errors },
        },
      },
      async (request) => customTracks.duplicate(currentAuth(request).user.id, request.params.id),
    );

    app.get(
      '/custom-track/:id/plans',
      {
        preHandler: required,
        schema: {
          summary: 'My trip plans on one of my custom tracks: deleting the track deletes them',
          tags,
          security: bearer,
          params: CustomTrackParamsSchema,
          response: { 200: CustomTrackPlansSchema, ...errors },
        },
      },
      async (request) => customTracks.plans(currentAuth(request).user.id, request.params.id),
    );

    app.delete(
      '/custom-track/:id',
      {
        preHandler: required,
        schema: {
          summary:
            'Delete one of my custom tracks, with the plans on it named in `plans`; 409 when it has plans not named',
          tags,
          security: bearer,
          params: CustomTrackParamsSchema,
          querystring: CustomTrackDeleteQuerySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await customTracks.remove(currentAuth(request).user.id, request.params.id, request.query.plans);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/track/:id/alerts-custom',
      {
        schema: {
          summary: 'Alerts for a custom track: along its markers and line, for the trip dates when given',
          tags: ['alerts'],
          params: CustomTrackParamsSchema,
          querystring: TripDatesQuerySchema,
          response: { 200: AlertGroupsSchema, ...errors },
        },
      },
      async (request) => customTracks.alerts(request.params.id, tripDatesFromQuery(request.query)),
    );

    app.get(
      '/track/:id/forecasts-custom',
      {
        schema: {
          summary: 'The forecast for a custom track, where it starts',
          tags: ['weather'],
          params: CustomTrackParamsSchema,
          querystring: TripDatesQuerySchema,
          response: { 200: ForecastSetSchema, ...errors },
        },
      },
      async (request) => customTracks.forecast(request.params.id, tripDatesFromQuery(request.query)),
    );

    app.get(
      '/directions',
      {
        preHandler: required,
        config: { rateLimit: RATE_LIMITS.directions },
        schema: {
          summary: 'One leg of a custom track, snapped to the track network where it can be',
          tags,
          security: bearer,
          querystring: LegQuerySchema,
          response: { 200: LegSchema, ...errors },
        },
      },
      async (request) => directions.leg(request.query.from, request.query.to),
    );
  };
}
