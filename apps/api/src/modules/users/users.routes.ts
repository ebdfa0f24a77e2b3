import {
  EmailChangeConfirmationSchema,
  ErrorResponseSchema,
  MessageSchema,
  PasswordChangeSchema,
  ProfileSchema,
  RegistrationSchema,
  ToggleAlertSchema,
  UserSchema,
} from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticators, currentAuth } from '#api/modules/auth/authenticators.ts';
import { RATE_LIMITS } from '#api/http/rate-limits.ts';
import type { AuthService } from '#api/modules/auth/auth.service.ts';
import type { UsersService } from './users.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const bearer = [{ bearer: [] }];

export function usersRoutes(auth: AuthService, users: UsersService): FastifyPluginAsyncZod {
  const { required } = authenticators(auth);
  return async (app) => {
    app.post(
      '/user',
      {
        // A new password: nothing of it kept for a key.
        config: { rateLimit: RATE_LIMITS.registration, idempotency: 'ignored' },
        schema: {
          summary: 'Create an account; an activation code is emailed',
          tags: ['accounts'],
          body: RegistrationSchema,
          response: { 201: MessageSchema, ...errors },
        },
      },
      async (request, reply) => {
        await auth.register(request.body);
        return reply.status(201).send({
          success: true as const,
          message: 'Your account has been created. We have emailed you a code to activate it.',
        });
      },
    );

    app.get(
      '/user',
      {
        preHandler: required,
        schema: {
          summary: 'The signed-in user',
          tags: ['accounts'],
          security: bearer,
          response: { 200: UserSchema, ...errors },
        },
      },
      async (request) => users.view(currentAuth(request).user),
    );

    app.put(
      '/user',
      {
        preHandler: required,
        // The current password, to change the email address: nothing of it kept for a key.
        config: { idempotency: 'ignored' },
        schema: {
          summary: 'Save the profile',
          description:
            'A new email address needs current_password and takes effect once the link mailed to it is opened (pending_email until then).',
          tags: ['accounts'],
          security: bearer,
          body: ProfileSchema,
          response: { 200: UserSchema, ...errors },
        },
      },
      async (request) => users.view(await users.updateProfile(currentAuth(request).user, request.body)),
    );

    app.post(
      '/user/email/confirm',
      {
        // The mailed token: nothing of it kept for a key.
        config: { rateLimit: RATE_LIMITS.activation, idempotency: 'ignored' },
        schema: {
          summary: 'Confirm a change of email address with the token mailed to the new address',
          description: 'The token proves the new address, so no login is needed.',
          tags: ['accounts'],
          body: EmailChangeConfirmationSchema,
          response: { 200: MessageSchema, ...errors },
        },
      },
      async (request) => {
        const email = await users.confirmEmailChange(request.body.token);
        return { success: true as const, message: `Your email address is now ${email}.` };
      },
    );

    app.delete(
      '/user',
      {
        preHandler: required,
        schema: {
          summary: 'Delete the account and everything in it',
          tags: ['accounts'],
          security: bearer,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await users.deleteAccount(currentAuth(request).user);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/update-password',
      {
        preHandler: required,
        // The new password, twice: a hash of the body kept for a key would be a fast hash of it.
        config: { idempotency: 'ignored' },
        schema: {
          summary: 'Change the password; other logins end',
          tags: ['accounts'],
          security: bearer,
          body: PasswordChangeSchema,
          response: { 200: UserSchema, ...errors },
        },
      },
      async (request) =>
        users.view(await auth.changePassword(currentAuth(request), request.body.newpassword)),
    );

    app.post(
      '/toggle-alert',
      {
        preHandler: required,
        schema: {
          summary: 'Switch one notification channel on or off',
          tags: ['accounts'],
          security: bearer,
          body: ToggleAlertSchema,
          response: { 200: UserSchema, ...errors },
        },
      },
      async (request) => {
        const { toggledFieldName, toggledFieldValue } = request.body;
        const on = String(toggledFieldValue) === '1';
        return users.view(await users.toggleNotification(currentAuth(request).user, toggledFieldName, on));
      },
    );
  };
}
