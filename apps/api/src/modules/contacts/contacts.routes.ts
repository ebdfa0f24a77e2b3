import {
  ContactInputSchema,
  ContactSavedSchema,
  ErrorResponseSchema,
  RecordIdParamsSchema,
  UserSchema,
} from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from '#api/modules/auth/auth.service.ts';
import { authenticators, currentAuth } from '#api/modules/auth/authenticators.ts';
import type { UsersService } from '#api/modules/users/users.service.ts';
import type { ContactsService } from './contacts.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
const bearer = [{ bearer: [] }];

/** My Contacts (spec 3 §7 `user/contact`): each answer carries the user with their contacts. */
export function contactsRoutes(
  auth: AuthService,
  users: UsersService,
  contacts: ContactsService,
): FastifyPluginAsyncZod {
  const { required } = authenticators(auth);
  return async (app) => {
    app.post(
      '/user/contact',
      {
        preHandler: required,
        schema: {
          summary: 'Add a contact',
          tags: ['contacts'],
          security: bearer,
          body: ContactInputSchema,
          response: { 201: ContactSavedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user } = currentAuth(request);
        const contact = await contacts.add(user.id, request.body);
        return reply.status(201).send({ new_contact: contact, user: await users.view(user) });
      },
    );

    app.put(
      '/user/contact/:id',
      {
        preHandler: required,
        schema: {
          summary: 'Change a contact; its email cannot change once set',
          tags: ['contacts'],
          security: bearer,
          params: RecordIdParamsSchema,
          body: ContactInputSchema,
          response: { 200: UserSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = currentAuth(request);
        await contacts.update(user.id, request.params.id, request.body);
        return users.view(user);
      },
    );

    app.delete(
      '/user/contact/:id',
      {
        preHandler: required,
        schema: {
          summary: 'Remove a contact',
          tags: ['contacts'],
          security: bearer,
          params: RecordIdParamsSchema,
          response: { 200: UserSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = currentAuth(request);
        await contacts.remove(user.id, request.params.id);
        return users.view(user);
      },
    );
  };
}
