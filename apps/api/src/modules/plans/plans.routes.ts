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
import { HttpError } from '#api/http/http-error.ts';
import { sendStoredFile } from '#api/modules/uploads/send-stored-file.ts';
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
const KeptPlanSchema = PlanSchema.pick({ guid: true, acceptanceState: true });

/** Trip plans (spec 3 §7); who may do what is the service's to decide. */
export function plansRoutes(
  auth: AuthService,
  plans: PlansService,
  storage: FileStorage,
): FastifyPluginAsyncZod {
  const { required, optional } = authenticators(auth);
  /**
   * A plan answer given again for an Idempotency-Key (decision 020) is read afresh, as the link
   * page reads it: whoever has lost the plan since (declined, taken off the group, the plan
   * unpublished or deleted) is refused, and whoever now stands to it otherwise gets what they
   * read now. Someone who stands to it as before gets the kept answer: its version is the one
   * their change made, which the offline outbox builds its next edit on.
   */
  const planNow = {
    config: {
      idempotency: {
        replay: async (kept: unknown, userId: number) => {
          const { guid, acceptanceState } = KeptPlanSchema.parse(kept);
          const now = await plans.readOnly(guid, userId);
          return now.acceptanceState === acceptanceState ? kept : now;
        },
      },
    },
  };
  return async (app) => {
    app.post(
      '/plan',
      {
        preHandler: required,
        ...planNow,
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
        ...planNow,
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
        ...planNow,
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
          summary:
            'A document of a plan: a public one for whoever may read the plan, a private one for the people on it; the bearer is optional',
          tags,
          params: PlanGuidParamsSchema.extend(RecordIdParamsSchema.shape),
        },
      },
      async (request, reply) => {
        const document = await plans.document(request.params.guid, request.params.id, request.auth?.user.id);
        const file = await storage.open(document.storageKey);
        if (!file) throw HttpError.notFound(NO_SUCH_DOCUMENT);
        // Documents may be private: no shared cache keeps them.
        return sendStoredFile(reply.header('cache-control', 'private, no-store'), file, document);
      },
    );

    app.put(
      '/plan/:id/accept',
      {
        preHandler: required,
        ...planNow,
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
