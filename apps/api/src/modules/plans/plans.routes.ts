import {
  ErrorResponseSchema,
  PlanGearUpdateSchema,
  PlanGuidParamsSchema,
  PlanInputSchema,
  PlanListQuerySchema,
  PlanListSchema,
  PlanSchema,
  RecordIdParamsSchema,
} from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '#api/modules/auth/auth.service.ts';
import { authenticators, currentAuth } from '#api/modules/auth/authenticators.ts';
import { attachment } from '#api/http/content-disposition.ts';
import { HttpError } from '#api/http/http-error.ts';
import type { FileStorage } from '#api/providers/storage/storage.ts';
import { NO_SUCH_DOCUMENT, type PlansService } from './plans.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const bearer = [{ bearer: [] }];
const tags = ['plans'];

/** Trip plans (spec 3 §7); who may do what is the service's to decide. */
export function plansRoutes(
  auth: AuthService,
  plans: PlansService,
  storage: FileStorage,
): FastifyPluginAsyncZod {
  const { required, optional } = authenticators(auth);
  return async (app) => {
    app.post(
      '/plan',
      {
        preHandler: required,
        schema: {
          summary: 'Save a new plan (a draft, or published when is_published)',
          tags,
          security: bearer,
          body: PlanInputSchema,
          response: { 201: PlanSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await plans.create(currentAuth(request).user.id, request.body)),
    );

    app.put(
      '/plan/:id',
      {
        preHandler: required,
        schema: {
          summary: 'Save a plan: owner or editor; a copy older than the stored plan is refused (409)',
          tags,
          security: bearer,
          params: RecordIdParamsSchema,
          body: PlanInputSchema,
          response: { 200: PlanSchema, ...errors },
        },
      },
      async (request) => plans.update(currentAuth(request).user.id, request.params.id, request.body),
    );

    app.put(
      '/plan/:id/gear',
      {
        preHandler: required,
        schema: {
          summary:
            'Save a plan’s gear list: owner only, while the plan is open. With `version`, a list made from an older copy of the plan is refused (409); without it, the list is saved over the stored one',
          tags,
          security: bearer,
          params: RecordIdParamsSchema,
          body: PlanGearUpdateSchema,
          response: { 200: PlanSchema, ...errors },
        },
      },
      async (request) => plans.saveGear(currentAuth(request).user.id, request.params.id, request.body),
    );

    app.delete(
      '/plan/:id',
      {
        preHandler: required,
        schema: {
          summary: 'Delete a plan: owner only',
          tags,
          security: bearer,
          params: RecordIdParamsSchema,
          response: { 200: z.object({ success: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        await plans.remove(currentAuth(request).user.id, request.params.id);
        return { success: true as const };
      },
    );

    app.get(
      '/plan',
      {
        preHandler: required,
        schema: {
          summary: 'My Walks: plans owned and shared, grouped by timing',
          tags,
          security: bearer,
          querystring: PlanListQuerySchema,
          response: { 200: PlanListSchema, ...errors },
        },
      },
      async (request) => plans.list(currentAuth(request).user.id, request.query.page),
    );

    app.get(
      '/plan/:guid/readonly',
      {
        preHandler: optional,
        schema: {
          summary: 'A published plan by its link; the bearer is optional',
          tags,
          params: PlanGuidParamsSchema,
          response: { 200: PlanSchema, ...errors },
        },
      },
      async (request) => plans.readOnly(request.params.guid, request.auth?.user.id),
    );

    app.get(
      '/plan/:guid/documents/:id',
      {
        preHandler: optional,
        schema: {
          summary: 'A document of a plan, for whoever may read the plan; the bearer is optional',
          tags,
          params: PlanGuidParamsSchema.extend(RecordIdParamsSchema.shape),
        },
      },
      async (request, reply) => {
        const document = await plans.document(request.params.guid, request.params.id, request.auth?.user.id);
        const file = await storage.open(document.storageKey);
        if (!file) throw HttpError.notFound(NO_SUCH_DOCUMENT);
        return (
          reply
            .type(document.contentType)
            .header('content-length', document.sizeBytes)
            .header('content-disposition', attachment(document.title ?? 'Document'))
            // Documents may be private: no shared cache keeps them.
            .header('cache-control', 'private, no-store')
            .send(file)
        );
      },
    );

    app.put(
      '/plan/:id/accept',
      {
        preHandler: required,
        schema: {
          summary: 'Accept a shared plan: the recipient becomes an editor',
          tags,
          security: bearer,
          params: RecordIdParamsSchema,
          response: { 200: PlanSchema, ...errors },
        },
      },
      async (request) => plans.accept(currentAuth(request).user.id, request.params.id),
    );

    app.put(
      '/plan/:id/decline',
      {
        preHandler: required,
        schema: {
          summary: 'Decline a shared plan: only this person’s share goes',
          tags,
          security: bearer,
          params: RecordIdParamsSchema,
          response: { 200: z.object({ success: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        await plans.decline(currentAuth(request).user.id, request.params.id);
        return { success: true as const };
      },
    );
  };
}
