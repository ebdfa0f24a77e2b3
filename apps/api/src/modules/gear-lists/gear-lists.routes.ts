import {
  ErrorResponseSchema,
  GearListTemplateInputSchema,
  GearListTemplateSchema,
  GearListTemplatesSchema,
  NewGearListTemplateSchema,
  RecordIdParamsSchema,
} from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '#api/modules/auth/auth.service.ts';
import { authenticators, currentAuth } from '#api/modules/auth/authenticators.ts';
import type { GearListsService } from './gear-lists.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];
const tags = ['gear lists'];

/** My Gear Lists (spec 3 §7 `user/gear-list-template`): the caller's own lists only. */
export function gearListsRoutes(auth: AuthService, gearLists: GearListsService): FastifyPluginAsyncZod {
  const { required } = authenticators(auth);
  return async (app) => {
    app.get(
      '/user/gear-list-template',
      {
        preHandler: required,
        schema: {
          summary: 'My gear lists, oldest first',
          tags,
          security: bearer,
          response: { 200: GearListTemplatesSchema, ...errors },
        },
      },
      async (request) => gearLists.list(currentAuth(request).user.id),
    );

    app.post(
      '/user/gear-list-template',
      {
        preHandler: required,
        schema: {
          summary:
            'Add a gear list: a new one ("New gear list", one category with one empty item), or with `id` a copy of one of mine ("Copy of …")',
          tags,
          security: bearer,
          // No body at all reaches the handler as null.
          body: NewGearListTemplateSchema.nullish(),
          response: { 201: GearListTemplateSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await gearLists.create(currentAuth(request).user.id, request.body?.id)),
    );

    app.put(
      '/user/gear-list-template/:id',
      {
        preHandler: required,
        schema: {
          summary: 'Save one of my gear lists: its title and categories',
          tags,
          security: bearer,
          params: RecordIdParamsSchema,
          body: GearListTemplateInputSchema,
          response: { 200: GearListTemplateSchema, ...errors },
        },
      },
      async (request) => gearLists.update(currentAuth(request).user.id, request.params.id, request.body),
    );

    app.delete(
      '/user/gear-list-template/:id',
      {
        preHandler: required,
        schema: {
          summary: 'Delete one of my gear lists; plans made from it keep their own copy',
          tags,
          security: bearer,
          params: RecordIdParamsSchema,
          response: { 200: z.object({ success: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        await gearLists.remove(currentAuth(request).user.id, request.params.id);
        return { success: true as const };
      },
    );
  };
}
