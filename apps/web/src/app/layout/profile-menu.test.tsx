import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { fakeApi, memberSession, serverToken, userWith } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { currentPath, renderApp } from '@/test/render-app.tsx';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openMenu(user: UserEvent) {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Profile menu' })).toBeEnabled(), {
    timeout: 5000,
  });
  await user.click(screen.getByRole('button', { name: 'Profile menu' }));
}

async function openPage(path: string, session?: Parameters<typeof renderApp>[1]) {
  const view = renderApp(path, session);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

describe('the visitor’s profile menu holds real forms (spec 1 §2)', () => {
  test('logging in from the menu on a track page stays on it', async () => {
    api.on('POST auth/oauth', { body: serverToken });
    api.on('GET user', { body: userWith() });
    const { user, router } = await openPage('/weather');
    await openMenu(user);
    const panel = await screen.findByRole('dialog', { name: 'Log in' });
    await waitFor(() => expect(within(panel).getByLabelText('Email')).toHaveFocus());
    await user.type(within(panel).getByLabelText('Email'), 'aroha@example.nz');
    await user.type(within(panel).getByLabelText('Password'), 'kea-tussock');
    await user.click(within(panel).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(useAppStore.getState().user?.first_name).toBe('Aroha'));
    expect(currentPath(router)).toBe('/weather');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a failed login says so inside the menu', async () => {
    api.on('POST auth/oauth', { status: 400, body: { error: 'Invalid email or password.' } });
    const { user } = await openPage('/help');
    await openMenu(user);
    const panel = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(panel).getByLabelText('Email'), 'aroha@example.nz');
    await user.type(within(panel).getByLabelText('Password'), 'wrong');
    await user.click(within(panel).getByRole('button', { name: 'Log in' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  test('creating an account from the menu goes on to activation', async () => {
    api.on('POST user', { status: 201, body: { success: true, message: 'Created.' } });
    api.on('POST auth/oauth', { body: serverToken });
    api.on('GET user', { body: userWith({ verified: false, inited: false }) });
    const { user, router } = await openPage('/help');
    await openMenu(user);
    await user.click(await screen.findByRole('button', { name: /Create an Account/ }));
    const panel = await screen.findByRole('dialog', { name: 'Create an Account' });
    expect(within(panel).getByRole('heading', { name: 'Create an Account' })).toHaveFocus();
    await user.type(within(panel).getByLabelText('Email'), 'kiri@example.nz');
    await user.type(within(panel).getByLabelText('Password'), 'kea-tussock-ridgeline-42');
    await user.click(within(panel).getByRole('checkbox'));
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(currentPath(router)).toBe('/activate'));
  });

  test('Escape closes it and leaves focus on the profile button', async () => {
    const { user } = await openPage('/help');
    await openMenu(user);
    await screen.findByRole('dialog', { name: 'Log in' });
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile menu' })).toHaveFocus();
  });
});

describe('a member’s Logout (spec 1 §4)', () => {
  test('ends the login on the server with the token it had, then forgets it and goes home', async () => {
    api.on('POST auth/logout', { status: 204 });
    const { user, router } = await openPage('/help', { session: memberSession(api) });
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(currentPath(router)).toBe('/home'));
    expect(useAppStore.getState().accessToken).toBeNull();
    await waitFor(() => expect(api.calls('POST auth/logout')).toHaveLength(1));
    expect(api.calls('POST auth/logout')[0]?.headers.get('authorization')).toBe('Bearer access-new');
  });

  test('a token that had already expired does not send anyone to sign-in', async () => {
    api.on('POST auth/logout', {
      status: 401,
      body: { error: 'Your session has expired. Please log in again.' },
    });
    const { user, router } = await openPage('/help', { session: memberSession(api) });
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(api.calls('POST auth/logout')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(currentPath(router)).toBe('/home');
  });
});
