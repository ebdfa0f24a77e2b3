import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { isPushWanted, markPushWanted } from '@/lib/push-wish.ts';
import { fakeApi, memberSession } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./notifications-screen.tsx');
}, 30_000);

const SWITCH = 'Notifications on this device';
/** A P-256 public key is 65 bytes: 87 characters of base64url. */
const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example.net/send/abc123';
const KEYS = { p256dh: `B${'x'.repeat(86)}`, auth: 'authSecret_123456789' };

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'POST events': { status: 202 },
    'GET notifications': { body: { unread: 0, items: [] } },
    'GET push/key': { body: { public_key: PUBLIC_KEY } },
    'PUT push/subscription': { status: 204 },
    'DELETE push/subscription': { status: 204 },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/**
 * A browser that can push, at the edge jsdom lacks: its permission prompt answering `answer`,
 * and a push service that hands out one subscription.
 */
function pushingBrowser({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
}) {
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  vi.stubGlobal('PushManager', class {});
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  return { serviceWorker, pushManager, subscription, notification };
}

async function openNotifications() {
  const view = renderApp('/account/notifications', { session: memberSession(api) });
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
  return view;
}

describe('notifications on this device (Web Push)', () => {
  test('after a login, a phone whose installed app was allowed to notify is subscribed for the walker', async () => {
    pushingBrowser({ permission: 'granted' });
    markPushWanted();
    await openNotifications();
    await waitFor(() =>
      expect(api.calls('PUT push/subscription').map((call) => call.body)).toEqual([
        { endpoint: ENDPOINT, keys: KEYS },
      ]),
    );
    await waitFor(() => expect(isPushWanted()).toBe(false));
  });

  test('a browser that cannot push is not offered the switch', async () => {
    await openNotifications();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: SWITCH })).not.toBeInTheDocument();
  });

  test('turning it on asks the browser, subscribes with the server’s key and tells the server', async () => {
    const browser = pushingBrowser({});
    const { user } = await openNotifications();
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await user.click(toggle);

    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).byteLength).toBe(65);
    expect(api.calls('PUT push/subscription').map((call) => call.body)).toEqual([
      { endpoint: ENDPOINT, keys: KEYS },
    ]);
  });

  test('turning it off tells the server, then drops the subscription', async () => {
    const browser = pushingBrowser({ permission: 'granted', subscribed: true });
    const { user } = await openNotifications();
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    await waitFor(() => expect(toggle).toBeChecked());

    await user.click(toggle);

    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.calls('DELETE push/subscription').map((call) => call.body)).toEqual([{ endpoint: ENDPOINT }]);
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  test('blocked in the browser, it says how to allow notifications', async () => {
    const browser = pushingBrowser({ answer: 'denied' });
    const { user } = await openNotifications();
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    await waitFor(() => expect(toggle).toBeEnabled());

    await user.click(toggle);

    expect(await screen.findByText('Notifications are blocked in this browser')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls('PUT push/subscription')).toHaveLength(0);
  });
});
