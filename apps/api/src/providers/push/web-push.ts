import webpush from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** What the service worker shows: `tag` makes a repeat replace the notice rather than add one. */
export type PushMessage = { title: string; body: string; path: string; tag: string };

export function makeVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/**
 * Whether an endpoint belongs to a push service the server may post to (PUSH_SERVICES):
 * `host` or `*.host` over HTTPS on its own port, 443, or an exact origin such as
 * http://127.0.0.1:4000. Push services answer on 443 only; any other port of their host is
 * something else, which a browser's subscription must not make the server call.
 */
export function isAllowedPushService(endpoint: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return allowed.some((entry) => {
    if (entry.includes('://')) return url.origin === new URL(entry).origin;
    // The URL parser drops an explicit :443, so only another port is left in `port`.
    if (url.protocol !== 'https:' || url.port !== '') return false;
    return entry.startsWith('*.') ? url.hostname.endsWith(entry.slice(1)) : url.hostname === entry;
  });
}

/**
 * Web Push with VAPID (RFC 8291, 8292). web-push encrypts and signs; the request goes through
 * fetch, so a push service on plain HTTP (a test's stand-in) is posted to like a real one.
 * "gone" means the browser unsubscribed and the subscription should be forgotten.
 */
export function createPushSender(vapid: VapidKeys, subject: string) {
  return {
    async send(target: PushTarget, message: PushMessage, ttlSeconds: number): Promise<'sent' | 'gone'> {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: ttlSeconds,
          topic: message.tag,
          urgency: 'high',
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`the push service answered ${response.status}`);
      return 'sent';
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
