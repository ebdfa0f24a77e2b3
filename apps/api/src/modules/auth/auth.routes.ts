import {
  ActivationSchema,
  ErrorResponseSchema,
  ForgotPasswordSchema,
  MessageSchema,
  OAuthTokenRequestSchema,
  ResendActivationSchema,
  ResetPasswordSchema,
  TokenSchema,
  UserSchema,
} from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticators, currentAuth } from './authenticators.ts';
import { RATE_LIMITS } from '#api/http/rate-limits.ts';
import type { UsersService } from '#api/modules/users/users.service.ts';
import type { AuthService } from './auth.service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema };

export function authRoutes(auth: AuthService, users: UsersService): FastifyPluginAsyncZod {
  const authenticate = authenticators(auth);
  return async (app) => {
    app.post(
      '/auth/oauth',
      {
        // A password or refresh token in, a session's tokens out: nothing of it kept for a key.
        config: { rateLimit: RATE_LIMITS.login, idempotency: 'ignored' },
        schema: {
          summary: 'Log in (password grant) or renew a session (refresh_token grant)',
          tags: ['accounts'],
          consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
          body: OAuthTokenRequestSchema,
          response: { 200: TokenSchema, ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        auth.assertClient(body.client_id, body.client_secret);
        return body.grant_type === 'password'
          ? auth.passwordGrant(body.username, body.password)
          : auth.refreshGrant(body.refresh_token);
      },
    );

    app.post(
      '/auth/logout',
      {
        preHandler: authenticate.required,
        schema: {
          summary: 'End this login',
          tags: ['accounts'],
          response: { 204: z.null(), 401: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        await auth.logout(currentAuth(request).loginId);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/activate',
      {
        preHandler: authenticate.optional,
        // A six-character code: a hash of the body kept for a key would give it away.
        config: { rateLimit: RATE_LIMITS.activation, idempotency: 'ignored' },
        schema: {
          summary: 'Activate an account with the emailed code',
          tags: ['accounts'],
          body: ActivationSchema,
          response: { 200: UserSchema, ...errors },
        },
      },
      async (request) => {
        const user = await auth.activate(request.body.code, {
          user: request.auth?.user,
          email: request.body.email,
        });
        return users.view(user);
      },
    );

    app.post(
      '/activate/resend',
      {
        config: { rateLimit: RATE_LIMITS.forgotPassword },
        schema: {
          summary: 'Send a new activation code',
          tags: ['accounts'],
          body: ResendActivationSchema,
          response: { 200: MessageSchema, ...errors },
        },
      },
      async (request) => {
        await auth.resendActivation(request.body.email);
        return {
          success: true as const,
          message: 'If that account still needs activating, a new code is on its way.',
        };
      },
    );

    app.post(
      '/forgot-password',
      {
        config: { rateLimit: RATE_LIMITS.forgotPassword },
        schema: {
          summary: 'Email a password reset link',
          tags: ['accounts'],
          body: ForgotPasswordSchema,
          response: { 200: MessageSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, message: await auth.forgotPassword(request.body.email) }),
    );

    app.post(
      '/reset-password',
      {
        // The new password and the mailed token: nothing of them kept for a key.
        config: { rateLimit: RATE_LIMITS.activation, idempotency: 'ignored' },
        schema: {
          summary: 'Choose a new password with the emailed token',
          tags: ['accounts'],
          body: ResetPasswordSchema,
          response: { 200: MessageSchema, ...errors },
        },
      },
      async (request) => {
        await auth.resetPassword(request.body.token, request.body.password);
        return { success: true as const, message: 'Your password has been reset.' };
      },
    );
  };
}
