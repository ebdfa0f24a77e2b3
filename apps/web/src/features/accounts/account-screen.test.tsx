import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { deferred, fakeApi, memberSession, userWith } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { currentPath, renderApp } from '@/test/render-app.tsx';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openAccount(user = userWith()) {
  const view = renderApp('/account', { session: memberSession(api, user) });
  await screen.findByRole('heading', { level: 1, name: 'My Profile & Settings' }, { timeout: 5000 });
  return view;
}

describe('My Profile & Settings (spec 1 §2)', () => {
  test('shows the portrait, full name, email and experience level, with a link to edit', async () => {
    await openAccount(userWith({ portrait: { url: '/uploads/7/aroha.png' } }));

    expect(screen.getByRole('heading', { level: 2, name: 'Aroha Ngata' })).toBeInTheDocument();
    expect(screen.getByText('aroha@example.nz')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', '/uploads/7/aroha.png');
    expect(screen.getByText('Intermediate')).toHaveTextContent('Experience level: Intermediate');
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/account/update');
  });

  test('says when the experience level is not specified', async () => {
    await openAccount(userWith({ level: null }));
    expect(screen.getByText('Your experience level is not specified.')).toBeInTheDocument();
  });

  test('has the four notification groups; the emergency-contact one is email only', async () => {
    await openAccount();
    expect(screen.getAllByRole('switch')).toHaveLength(7);
    for (const group of ['48 hours before my trip', '24 hours before my trip', 'When alerts change']) {
      expect(screen.getByRole('switch', { name: `${group}: Email` })).toBeChecked();
      expect(screen.getByRole('switch', { name: `${group}: In-app` })).toBeChecked();
    }
    expect(screen.getByRole('switch', { name: 'When my emergency contact is alerted: Email' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'When my emergency contact is alerted: In-app' })).toBeNull();
  });

  test('a switch tells the server with the field name and 1 or 0, and keeps the answer', async () => {
    api.on('POST toggle-alert', {
      body: userWith({
        notifications: { ...userWith().notifications, fortyEightPrior: { Email: false, InApp: true } },
      }),
    });
    const { user } = await openAccount();
    const toggle = screen.getByRole('switch', { name: '48 hours before my trip: Email' });
    await user.click(toggle);

    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(api.calls('POST toggle-alert')).toHaveLength(1));
    expect(api.calls('POST toggle-alert')[0]?.body).toEqual({
      toggledFieldName: 'fortyEightPrior.Email',
      toggledFieldValue: '0',
    });
    await waitFor(() => expect(useAppStore.getState().user?.notifications.fortyEightPrior.Email).toBe(false));
  });

  test('a failed toggle quietly goes back (spec 1 §8: silent)', async () => {
    const answer = deferred();
    api.on('POST toggle-alert', () => answer.promise);
    const { user } = await openAccount();
    const toggle = screen.getByRole('switch', { name: 'When alerts change: In-app' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();

    answer.resolve({ status: 500, body: { error: 'Something went wrong.' } });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('with a token and no user yet, it waits for the user', async () => {
    const answer = deferred();
    const { accessToken } = memberSession(api);
    api.on('GET user', () => answer.promise);
    renderApp('/account', { session: { accessToken, user: null } });
    await screen.findByRole('heading', { level: 1, name: 'My Profile & Settings' }, { timeout: 5000 });
    expect(screen.getByText('Loading your profile…')).toBeInTheDocument();

    answer.resolve({ body: userWith() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Aroha Ngata' })).toBeInTheDocument();
  });

  test('with no user and no token it goes home', async () => {
    const { router } = renderApp('/account');
    await waitFor(() => expect(currentPath(router)).toBe('/home'));
  });
});

describe('the notification groups in people’s words', () => {
  test('each has a title and a line on what it means', async () => {
    await openAccount();
    const section = screen.getByRole('region', { name: 'Notifications' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      '48 hours before my trip',
      '24 hours before my trip',
      'When alerts change',
      'When my emergency contact is alerted',
    ]);
  });
});
