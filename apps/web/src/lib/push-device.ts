import { api } from './api-client.ts';
import { SERVICE_WORKER_SCOPE } from './offline/offline-names.ts';

/**
 * This device's Web Push subscription (issue 14), as far as logging out needs it. Turning push
 * on and off is the notifications page's (features/notifications/push-subscription.ts).
 */

/** Browsers without service workers or the Push API (older iOS outside the home screen) cannot. */
export function isPushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This device's push subscription for the app, if it has one. */
export async function devicePushSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
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
