import { PushKeySchema, PushSubscriptionSchema } from '@waymark/domain';
import { api } from './api-client.ts';
import { registerServiceWorker } from './offline/service-worker.ts';
import { devicePushSubscription } from './push-device.ts';

/**
 * Turning Web Push on and off for this device (issue 14): the browser's permission, the
 * service worker that shows what is pushed, the subscription made with the server's VAPID key,
 * and the server told of it.
 */

/** On; off (permission not given, or turned off); or blocked in the browser's settings. */
export type DevicePushState = 'on' | 'off' | 'blocked';

export async function readDevicePush(): Promise<DevicePushState> {
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await devicePushSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  // The server files a subscription under whoever sends it: after a login on a shared device
  // it follows the person now signed in.
  await sendSubscription(subscription).catch(() => {});
  return 'on';
}

export async function turnOnDevicePush(): Promise<DevicePushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';

  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const { public_key } = await api('push/key', { schema: PushKeySchema });
  const serverKey = bytesFromBase64Url(public_key);
  let subscription = await registration.pushManager.getSubscription();
  // One made with an older key would never be delivered to.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: serverKey,
  });
  try {
    await sendSubscription(subscription);
  } catch (error) {
    // Left subscribed, the browser would say "on" while the server sends nothing.
    await subscription.unsubscribe().catch(() => {});
    throw error;
  }
  return 'on';
}

export async function turnOffDevicePush(): Promise<DevicePushState> {
  const subscription = await devicePushSubscription();
  if (subscription) {
    // The server first: if it cannot be told, the switch stays on, which is still the truth.
    await api('push/subscription', { method: 'DELETE', json: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}

async function sendSubscription(subscription: PushSubscription): Promise<void> {
  await api('push/subscription', {
    method: 'PUT',
    json: PushSubscriptionSchema.parse(subscription.toJSON()),
  });
}

/** A VAPID public key as the Push API takes it: base64url text to bytes. */
export function bytesFromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameBytes(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key || key.byteLength !== expected.byteLength) return false;
  const bytes = new Uint8Array(key);
  return bytes.every((byte, index) => byte === expected[index]);
}
