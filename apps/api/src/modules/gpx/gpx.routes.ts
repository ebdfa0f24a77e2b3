import { CustomTrackParamsSchema, ErrorResponseSchema } from '@waymark/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '#api/http/content-disposition.ts';
import type { AuthService } from '#api/modules/auth/auth.service.ts';
import { authenticators } from '#api/modules/auth/authenticators.ts';
import type { GpxFile, GpxService } from './gpx.service.ts';

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
const tags = ['tracks'];
const file = {
  produces: ['application/gpx+xml'],
  response: { 200: z.any().describe('The GPX file'), ...errors },
};

/** GPX downloads: anyone who may see a track may take its file. */
export function gpxRoutes(auth: AuthService, gpx: GpxService): FastifyPluginAsyncZod {
  const { optional } = authenticators(auth);
  const send = (reply: FastifyReply, download: GpxFile) =>
    reply
      .type('application/gpx+xml; charset=utf-8')
      .header('content-disposition', attachment(download.filename))
      .send(download.body);
  return async (app) => {
    app.get(
      '/tracks/:slug/track.gpx',
      {
        schema: {
          summary: 'A track’s line as GPX, with its start point',
          tags,
          params: z.object({
            slug: z.string().regex(/^[a-z0-9-]{1,200}$/, 'That is not a track’s address.'),
          }),
          ...file,
        },
      },
      async (request, reply) => send(reply, await gpx.track(request.params.slug)),
    );

    app.get(
      '/custom-track/:id/track.gpx',
      {
        preHandler: optional,
        schema: {
          summary: 'A custom track as GPX: its line, and a waypoint per marker',
          tags: ['custom tracks'],
          params: CustomTrackParamsSchema,
          ...file,
        },
      },
      async (request, reply) => send(reply, await gpx.customTrack(request.params.id, request.auth?.user.id)),
    );
  };
}
