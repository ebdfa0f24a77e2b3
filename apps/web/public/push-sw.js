/**
 * The Web Push service worker (issue 14), served as is from /push-sw.js so its scope is the
 * whole app. It only shows what the server pushes and opens its page when tapped: no caching,
 * no fetch handler. The payload is JSON: { title, body, path, tag }; a notice with the tag of
 * one still showing replaces it rather than piling up.
 */

const FALLBACK_PATH = '/account/notifications';

self.addEventListener('install', () => {
  // A new version of this file takes over at once; it holds no state to hand over.
  void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const notice = readNotice(event.data);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/favicon.svg',
      data: { path: notice.path },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data?.path);
  event.waitUntil(focusOrOpen(url));
});

function readNotice(data) {
  let payload = {};
  try {
    payload = data ? data.json() : {};
  } catch {
    payload = { body: data ? data.text() : '' };
  }
  return {
    title: typeof payload.title === 'string' && payload.title ? payload.title : 'Waymark',
    body: typeof payload.body === 'string' ? payload.body : '',
    path: typeof payload.path === 'string' ? payload.path : FALLBACK_PATH,
    tag: typeof payload.tag === 'string' ? payload.tag : undefined,
  };
}

/** Only the app's own pages: a path that names another site opens the notifications page. */
function appUrl(path) {
  const url = new URL(typeof path === 'string' ? path : FALLBACK_PATH, self.location.origin);
  return url.origin === self.location.origin ? url : new URL(FALLBACK_PATH, self.location.origin);
}

/** A window already showing the page is brought forward; otherwise the page opens in a new one. */
async function focusOrOpen(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === url.href);
  if (showing) return showing.focus();
  return self.clients.openWindow(url.href);
}
