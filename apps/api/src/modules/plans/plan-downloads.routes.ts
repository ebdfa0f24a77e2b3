import { ErrorResponseSchema, RecordIdParamsSchema } from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '#api/http/content-disposition.ts';
import type { AuthService } from '#api/modules/auth/auth.service.ts';
import { authenticators, currentAuth } from '#api/modules/auth/authenticators.ts';
import type { PlanDownloadsService } from './plan-downloads.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
const bearer = [{ bearer: [] }];
const tags = ['plans'];

/** A plan's downloads (spec 3 §7): the owner's alone, as the plans service decides. */
export function planDownloadsRoutes(
  auth: AuthService,
  downloads: PlanDownloadsService,
): FastifyPluginAsyncZod {
  const { required } = authenticators(auth);
  return async (app) => {
    app.get(
      '/plan/:id/download',
      {
        preHandler: required,
        schema: {
          summary: 'The plan as a PDF, "Trip Plan - {name}.pdf": owner only',
          description:
            'Place and route, dates, the group and emergency contact, daily plans, safety details, alerts and the forecast for the trip dates, and what to do if the group is overdue.',
          tags,
          security: bearer,
          params: RecordIdParamsSchema,
          produces: ['application/pdf'],
          response: { 200: z.any().describe('The PDF file'), ...errors },
        },
      },
      async (request, reply) => {
        const file = await downloads.document(currentAuth(request).user.id, request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', attachment(file.filename))
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );

    app.get(
      '/plan/:id/calendar.ics',
      {
        preHandler: required,
        schema: {
          summary: 'The trip as a calendar event, times in UTC: owner only; a plan without dates is a 409',
          tags,
          security: bearer,
          params: RecordIdParamsSchema,
          produces: ['text/calendar'],
          response: { 200: z.any().describe('The iCalendar file'), ...errors, 409: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const file = await downloads.calendar(currentAuth(request).user.id, request.params.id);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', attachment(file.filename))
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  };
}
