import {
  CheckInSchema,
  CheckInTokenSchema,
  ErrorResponseSchema,
  ExtendTripSchema,
  InboxSchema,
  MarkReadSchema,
  PushEndpointSchema,
  PushKeySchema,
  PushSubscriptionSchema,
  RecordIdParamsSchema,
  UnsubscribeSchema,
} from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '#api/http/rate-limits.ts';
import type { AuthService } from '#api/modules/auth/auth.service.ts';
import { authenticators, currentAuth } from '#api/modules/auth/authenticators.ts';
import type { PushService } from './push.service.ts';
import type { SafetyNetService } from './safety-net.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  410: ErrorResponseSchema,
};
const bearer = [{ bearer: [] }];
const UnsubscribeTokenSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{4,400}\.[A-Za-z0-9_-]{32}$/, 'That unsubscribe link is not complete.'),
});

/**
 * RFC 8058 one-click unsubscribe, at the unsubscribe page's own address: a mail client posts to
 * the List-Unsubscribe address, and one that cannot post opens it, and so shows the page.
 */
export function oneClickUnsubscribeRoute(safetyNet: SafetyNetService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/unsubscribe/:token',
      {
        config: { rateLimit: RATE_LIMITS.mailedLinks },
        schema: {
          summary: 'One-click unsubscribe (RFC 8058), posted by mail clients',
          tags: ['notifications'],
          params: UnsubscribeTokenSchema,
          response: { 200: UnsubscribeSchema, ...errors },
        },
      },
      async (request) => safetyNet.unsubscribe(request.params.token),
    );
  };
}

/**
 * The safety net (issue 14): the bell, checking in and extending a trip — by the mailed link,
 * which is its own proof, or as the plan's owner or editor — unsubscribe links, and Web Push.
 */
export function safetyNetRoutes(
  auth: AuthService,
  safetyNet: SafetyNetService,
  push: PushService,
): FastifyPluginAsyncZod {
  const { required } = authenticators(auth);
  // The mailed link's token is in the address: a key would keep it beside the change.
  const linked = { config: { rateLimit: RATE_LIMITS.mailedLinks, idempotency: 'ignored' as const } };
  // Given again, a check-in is read afresh: whoever has left the trip since is refused.
  const checkInNow = {
    config: {
      idempotency: {
        replay: (kept: unknown, userId: number) =>
          safetyNet.checkIn(userId, CheckInSchema.parse(kept).plan_id),
      },
    },
  };
  return async (app) => {
    app.get(
      '/notifications',
      {
        preHandler: required,
        schema: {
          summary: 'My in-app notifications, newest first, with the unread count',
          tags: ['notifications'],
          security: bearer,
          response: { 200: InboxSchema, ...errors },
        },
      },
      async (request) => safetyNet.inbox(currentAuth(request).user.id),
    );

    app.post(
      '/notifications/read',
      {
        preHandler: required,
        schema: {
          summary: 'Mark some of my notifications read, or all of them',
          tags: ['notifications'],
          security: bearer,
          body: MarkReadSchema,
          response: { 200: InboxSchema, ...errors },
        },
      },
      async (request) => safetyNet.markRead(currentAuth(request).user.id, request.body),
    );

    app.get(
      '/check-in/:token',
      {
        ...linked,
        schema: {
          summary: 'The trip a mailed check-in link is for',
          tags: ['check-in'],
          params: CheckInTokenSchema,
          response: { 200: CheckInSchema, ...errors },
        },
      },
      async (request) => safetyNet.checkInByLink(request.params.token),
    );

    app.post(
      '/check-in/:token/back-safe',
      {
        ...linked,
        schema: {
          summary: '"I’m back safe" from the mailed link; the link is then used up',
          tags: ['check-in'],
          params: CheckInTokenSchema,
          response: { 200: CheckInSchema, ...errors },
        },
      },
      async (request) => safetyNet.backSafeByLink(request.params.token),
    );

    app.post(
      '/check-in/:token/extend',
      {
        ...linked,
        schema: {
          summary:
            'Move the trip’s end later from the mailed link, at most 3 times and 48 hours past its planned end; the check-in and alarm move with it',
          tags: ['check-in'],
          params: CheckInTokenSchema,
          body: ExtendTripSchema,
          response: { 200: CheckInSchema, ...errors },
        },
      },
      async (request) => safetyNet.extendByLink(request.params.token, request.body),
    );

    app.get(
      '/plan/:id/check-in',
      {
        preHandler: required,
        schema: {
          summary: 'The check-in of a trip I own or accepted',
          tags: ['check-in'],
          security: bearer,
          params: RecordIdParamsSchema,
          response: { 200: CheckInSchema, ...errors },
        },
      },
      async (request) => safetyNet.checkIn(currentAuth(request).user.id, request.params.id),
    );

    app.post(
      '/plan/:id/back-safe',
      {
        preHandler: required,
        ...checkInNow,
        schema: {
          summary: '"I’m back safe" for a trip I own or accepted',
          tags: ['check-in'],
          security: bearer,
          params: RecordIdParamsSchema,
          response: { 200: CheckInSchema, ...errors },
        },
      },
      async (request) => safetyNet.backSafe(currentAuth(request).user.id, request.params.id),
    );

    app.post(
      '/plan/:id/extend',
      {
        preHandler: required,
        ...checkInNow,
        schema: {
          summary:
            'Move the end of a trip I own or accepted later, within the same limits as the mailed link',
          tags: ['check-in'],
          security: bearer,
          params: RecordIdParamsSchema,
          body: ExtendTripSchema,
          response: { 200: CheckInSchema, ...errors },
        },
      },
      async (request) => safetyNet.extend(currentAuth(request).user.id, request.params.id, request.body),
    );

    app.get(
      '/unsubscribe/:token',
      {
        ...linked,
        schema: {
          summary: 'What an unsubscribe link stops; nothing changes until it is posted',
          tags: ['notifications'],
          params: UnsubscribeTokenSchema,
          response: { 200: UnsubscribeSchema, ...errors },
        },
      },
      async (request) => safetyNet.describeUnsubscribe(request.params.token),
    );

    app.post(
      '/unsubscribe/:token',
      {
        ...linked,
        schema: {
          summary: 'Stop what an unsubscribe link names',
          tags: ['notifications'],
          params: UnsubscribeTokenSchema,
          response: { 200: UnsubscribeSchema, ...errors },
        },
      },
      async (request) => safetyNet.unsubscribe(request.params.token),
    );

    app.get(
      '/push/key',
      {
        schema: {
          summary: 'The VAPID public key to subscribe a browser with',
          tags: ['notifications'],
          response: { 200: PushKeySchema },
        },
      },
      async () => ({ public_key: await push.publicKey() }),
    );

    app.put(
      '/push/subscription',
      {
        preHandler: required,
        schema: {
          summary: 'Send my notifications to this browser too',
          tags: ['notifications'],
          security: bearer,
          body: PushSubscriptionSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await push.subscribe(currentAuth(request).user.id, request.body);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/push/subscription',
      {
        preHandler: required,
        schema: {
          summary: 'Stop sending my notifications to this browser',
          tags: ['notifications'],
          security: bearer,
          body: PushEndpointSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await push.unsubscribe(currentAuth(request).user.id, request.body.endpoint);
        return reply.status(204).send(null);
      },
    );
  };
}
