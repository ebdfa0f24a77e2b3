import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { deferred, fakeApi, memberSession, serverToken, userWith } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { currentPath, renderApp, sampleConfig } from '@/test/render-app.tsx';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openSignIn(path = '/signin') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  return view;
}

async function logIn(
  user: ReturnType<typeof renderApp>['user'],
  email = 'aroha@example.nz',
  password = 'kea-tussock',
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('sign-in validation (spec 1 §5: email required and valid; password required)', () => {
  test('an empty form says both fields are required and sends nothing', async () => {
    const { user } = await openSignIn();
    await logIn(user, '', '');

    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(api.calls('POST auth/oauth')).toHaveLength(0);
  });

  test('an address that is not an email is refused', async () => {
    const { user } = await openSignIn();
    await logIn(user, 'aroha-at-home', 'kea-tussock');

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.calls('POST auth/oauth')).toHaveLength(0);
  });
});

describe('logging in', () => {
  test('a wrong password says "invalid email or password" (spec 1 §8)', async () => {
    api.on('POST auth/oauth', { status: 400, body: { error: 'Invalid email or password.' } });
    const { user } = await openSignIn();
    await logIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(/invalid email or password/i);
    expect(useAppStore.getState().accessToken).toBeNull();
  });

  test('the token is asked for with the password grant as a multipart form, and stored with created', async () => {
    api.on('POST auth/oauth', { body: serverToken });
    api.on('GET user', { body: userWith() });
    const before = Math.floor(Date.now() / 1000);
    const { user, router } = await openSignIn();
    await logIn(user, 'Aroha@Example.nz', 'kea-tussock');

    await waitFor(() => expect(currentPath(router)).toBe('/tracks'));
    expect(api.calls('POST auth/oauth')[0]?.body).toEqual({
      grant_type: 'password',
      client_id: sampleConfig.oauth.client_id,
      client_secret: sampleConfig.oauth.client_secret,
      scope: '*',
      username: 'aroha@example.nz',
      password: 'kea-tussock',
    });
    const stored = useAppStore.getState().accessToken;
    expect(stored).toMatchObject(serverToken);
    expect(stored?.created).toBeGreaterThanOrEqual(before);
    expect(useAppStore.getState().user?.email).toBe('aroha@example.nz');
    expect(api.calls('POST events').map((call) => call.body)).toContainEqual({
      name: 'login',
      properties: { method: 'website' },
    });
  });

  test.each([
    ['not verified goes to activation', { verified: false, inited: false }, '/activate'],
    [
      'verified but not set up goes to profile set-up',
      { verified: true, inited: false },
      '/account/profile-setup',
    ],
    ['set up goes to tracks', { verified: true, inited: true }, '/tracks'],
  ])('after login (spec 1 §4): %s', async (_name, flags, destination) => {
    api.on('POST auth/oauth', { body: serverToken });
    api.on('GET user', { body: userWith(flags) });
    const { user, router } = await openSignIn();
    await logIn(user);
    await waitFor(() => expect(currentPath(router)).toBe(destination));
  });

  test('the redirect route wins over tracks', async () => {
    api.on('POST auth/oauth', { body: serverToken });
    api.on('GET user', { body: userWith() });
    const { user, router } = await openSignIn('/signin?redirect=/account/my-walks');
    await logIn(user);
    await waitFor(() => expect(currentPath(router)).toBe('/account/my-walks'));
  });

  test('a failed user fetch after login just stops loading', async () => {
    api.on('POST auth/oauth', { body: serverToken });
    api.on('GET user', { status: 500, body: { error: 'Something went wrong.' } });
    const { user, router } = await openSignIn();
    await logIn(user);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/signin');
  });

  test('the form cannot be sent twice while it is logging in', async () => {
    const answer = deferred();
    api.on('POST auth/oauth', () => answer.promise);
    const { user } = await openSignIn();
    await logIn(user);
    const button = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await user.click(button);

    expect(api.calls('POST auth/oauth')).toHaveLength(1);
    answer.resolve({ status: 400, body: { error: 'Invalid email or password.' } });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('the sign-in page', () => {
  test('links to register and to lost-password', async () => {
    await openSignIn();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Lost your password?' })).toHaveAttribute(
      'href',
      '/lost-password',
    );
  });

  test('someone already logged in goes to their account', async () => {
    const { router } = renderApp('/signin', { session: memberSession(api) });
    await waitFor(() => expect(currentPath(router)).toBe('/account'));
  });
});
