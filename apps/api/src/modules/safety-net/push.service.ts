import type { PushSubscriptionInput } from '@waymark/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '#api/app-context.ts';
import { HttpError } from '#api/http/http-error.ts';
import {
  createPushSender,
  isAllowedPushService,
  makeVapidKeys,
  type PushMessage,
  type PushSender,
  type VapidKeys,
} from '#api/providers/push/web-push.ts';
import {
  deletePushSubscription,
  forgetPushEndpoint,
  pushSubscriptionsOf,
  savePushSubscription,
} from './safety-net.repository.ts';
import { serverKey } from './server-keys.repository.ts';

export const PUSH_SERVICE_NOT_ALLOWED = 'This browser’s push service is not one we can send to.';

/** A notice that has not reached the phone within a day is stale: the mail and the bell have it. */
const PUSH_TTL_SECONDS = 24 * 3600;

/** The address push services may write to about our messages (RFC 8292 "sub"). */
function vapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

/**
 * Web Push for people who allowed it in a browser. The VAPID keys are made on the first run and
 * kept in the database, so subscriptions survive restarts and every server signs alike.
 */
export function createPushService({ database: { db }, config, clock }: AppContext, log: FastifyBaseLogger) {
  let sender: Promise<{ keys: VapidKeys; push: PushSender }> | undefined;
  const ready = () =>
    (sender ??= serverKey(db, 'vapid', makeVapidKeys).then((value) => {
      const keys = { publicKey: value.publicKey!, privateKey: value.privateKey! };
      return { keys, push: createPushSender(keys, vapidSubject(config.mailFrom)) };
    }));

  return {
    async publicKey(): Promise<string> {
      return (await ready()).keys.publicKey;
    },

    async subscribe(userId: number, subscription: PushSubscriptionInput): Promise<void> {
      if (!isAllowedPushService(subscription.endpoint, config.pushServices))
        throw HttpError.badRequest(PUSH_SERVICE_NOT_ALLOWED);
      await savePushSubscription(
        db,
        {
          userId,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
        },
        clock.now(),
      );
    },

    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      await deletePushSubscription(db, userId, endpoint);
    },

    /**
     * Pushes to every browser of the person. A push is a courtesy on top of the mail and the bell:
     * one that fails is logged, never retried, and a browser that unsubscribed is forgotten.
     */
    async notify(userId: number, message: PushMessage): Promise<number> {
      const targets = await pushSubscriptionsOf(db, userId);
      if (targets.length === 0) return 0;
      const { push } = await ready();
      let sent = 0;
      for (const target of targets) {
        if (!isAllowedPushService(target.endpoint, config.pushServices)) continue;
        try {
          if ((await push.send(target, message, PUSH_TTL_SECONDS)) === 'gone')
            await forgetPushEndpoint(db, target.endpoint);
          else sent += 1;
        } catch (error) {
          log.warn({ err: error, subscription: target.id }, 'push failed');
        }
      }
      return sent;
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
