import { NO_NOTIFICATIONS, NO_NOTIFICATIONS_NOTE } from '@waymark/domain';
import type { Inbox, InboxItem } from '@waymark/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, memberSession } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { currentPath, MOBILE_WIDTH, renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await Promise.all([
    import('./notification-bell.tsx'),
    import('./notifications-popover.tsx'),
    import('./notifications-screen.tsx'),
    import('@/features/support/help-screen.tsx'),
  ]);
}, 30_000);

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const item = (changes: Partial<InboxItem> = {}): InboxItem => ({
  id: 1,
  kind: 'changed-alert',
  title: 'New MetService alert: Heavy rain warning',
  body: 'Routeburn Track, Sat 12th Dec',
  path: '/plan/pQ7xR2mK9vL4nB8cD1fG3h/alerts',
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  read: false,
  ...changes,
});
const inbox = (items: InboxItem[]): Inbox => ({ unread: items.filter((i) => !i.read).length, items });

function openAsMember(answer: Inbox, width?: number) {
  api.on('GET notifications', { body: answer });
  return renderApp('/help', { session: memberSession(api), ...(width ? { width } : {}) });
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });

describe('the bell in the header', () => {
  test('shows the unread count as a badge and in its name', async () => {
    openAsMember(inbox([item({ id: 1 }), item({ id: 2 }), item({ id: 3, read: true })]));
    const button = await bell('Notifications, 2 unread');
    expect(within(button).getByText('2')).toBeInTheDocument();
  });

  test('above nine the badge says 9+ and the name the whole count', async () => {
    openAsMember(inbox(Array.from({ length: 12 }, (_, index) => item({ id: index + 1 }))));
    const button = await bell('Notifications, 12 unread');
    expect(button).toHaveTextContent('9+');
  });

  test('with nothing unread there is no badge', async () => {
    openAsMember(inbox([item({ read: true })]));
    await waitFor(() => expect(api.calls('GET notifications')).toHaveLength(1));
    const button = await bell('Notifications');
    expect(button.textContent).toBe('');
  });

  test('a visitor has no bell, and nothing is asked of the server', async () => {
    renderApp('/help');
    await screen.findByRole('button', { name: 'Profile menu' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(api.calls('GET notifications')).toHaveLength(0);
  });

  test('opens an empty list that says what will come', async () => {
    const { user } = openAsMember(inbox([]));
    await user.click(await bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByRole('heading', { name: NO_NOTIFICATIONS })).toBeInTheDocument();
    expect(within(panel).getByText(NO_NOTIFICATIONS_NOTE)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  test('opening an unread notification marks it read and goes to its page', async () => {
    const alert = item({ id: 4 });
    const older = item({ id: 3, title: 'Reminder: Routeburn Track in 24 hours', path: '/plan/abc' });
    api.on('POST notifications/read', { body: inbox([{ ...alert, read: true }, older]) });
    const { user, router } = openAsMember(inbox([alert, older]));
    await user.click(await bell('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });

    const link = await within(panel).findByRole('link', { name: /Unread: New MetService alert/ });
    expect(link).toHaveTextContent('5 min ago');
    await user.click(link);

    await waitFor(() => expect(currentPath(router)).toBe('/plan/pQ7xR2mK9vL4nB8cD1fG3h/alerts'));
    expect(api.calls('POST notifications/read').map((call) => call.body)).toEqual([{ ids: [4] }]);
    expect(await bell('Notifications, 1 unread')).toHaveTextContent('1');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  test('"Mark all as read" clears the count', async () => {
    const items = [item({ id: 5 }), item({ id: 6 })];
    api.on('POST notifications/read', {
      body: inbox(items.map((one) => ({ ...one, read: true }))),
    });
    const { user } = openAsMember(inbox(items));
    await user.click(await bell('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });

    await user.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));

    expect(await bell('Notifications')).toBeInTheDocument();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    expect(api.calls('POST notifications/read').map((call) => call.body)).toEqual([{ all: true }]);
    expect(within(panel).queryByRole('link', { name: /Unread:/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  test('on a phone the bell opens the notifications page, with the same list', async () => {
    const { user, router } = openAsMember(inbox([item({ id: 7 })]), MOBILE_WIDTH);
    await user.click(await screen.findByRole('link', { name: 'Notifications, 1 unread' }));

    await waitFor(() => expect(currentPath(router)).toBe('/account/notifications'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Unread: New MetService alert/ })).toBeInTheDocument();
  });
});
