declare const self: ServiceWorkerGlobalScope;

/**
 * Web Push (issue 14): shows what the server pushes and opens its page when tapped. The
 * payload is JSON: { title, body, path, tag }; a notice with the tag of one still showing
 * replaces it rather than piling up.
 */

const FALLBACK_PATH = '/account/notifications';

type Notice = { title: string; body: string; path: string; tag: string | undefined };

export function handlePushNotices(): void {
  self.addEventListener('push', (event) => {
    const notice = readNotice(event.data);
    event.waitUntil(
      self.registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { path: notice.path },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { path?: unknown } | null;
    event.waitUntil(focusOrOpen(appUrl(data?.path)));
  });
}

function readNotice(data: PushMessageData | null): Notice {
  let payload: Record<string, unknown> = {};
  try {
    payload = data ? (data.json() as Record<string, unknown>) : {};
  } catch {
    payload = { body: data ? data.text() : '' };
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    title: text(payload.title) || 'Waymark',
    body: text(payload.body) ?? '',
    path: text(payload.path) ?? FALLBACK_PATH,
    tag: text(payload.tag),
  };
}

/** Only the app's own pages: a path that names another site opens the notifications page. */
function appUrl(path: unknown): URL {
  const url = new URL(typeof path === 'string' ? path : FALLBACK_PATH, self.location.origin);
  return url.origin === self.location.origin ? url : new URL(FALLBACK_PATH, self.location.origin);
}

/** A window already showing the page is brought forward; otherwise the page opens in a new one. */
async function focusOrOpen(url: URL): Promise<unknown> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === url.href);
  if (showing) return showing.focus();
  return self.clients.openWindow(url.href);
}
