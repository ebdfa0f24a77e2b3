import { api } from './api-client.ts';

/**
 * This device's Web Push subscription (issue 14), as far as logging out needs it. Turning push
 * on and off is the notifications page's (features/notifications/push-subscription.ts).
 */

/** The service worker that shows pushed notifications (apps/web/public/push-sw.js). */
export const PUSH_SERVICE_WORKER = '/push-sw.js';
/** Its scope: the whole app, so a tapped notification may open any page of it. */
export const PUSH_SCOPE = '/';

/** Browsers without service workers or the Push API (older iOS outside the home screen) cannot. */
export function isPushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This device's push subscription for the app, if it has one. */
export async function devicePushSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * On logout, a shared device stops showing the person's notifications: the browser drops the
 * subscription and the server is told, with the token being logged out. Best effort.
 */
export async function forgetDevicePush(accessToken: string | undefined): Promise<void> {
  const subscription = await devicePushSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  if (accessToken) {
    await api('push/subscription', {
      method: 'DELETE',
      json: { endpoint },
      accessToken,
      keepSessionOn401: true,
    });
  }
}
