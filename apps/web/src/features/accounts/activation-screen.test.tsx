import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { fakeApi, memberSession, userWith } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { currentPath, renderApp } from '@/test/render-app.tsx';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const newcomer = () =>
  userWith({ email: 'kiri@example.nz', verified: false, inited: false, first_name: null });

async function openActivation(path = '/activate', session: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(path, session);
  await screen.findByRole('heading', { level: 1, name: 'Activate your account' });
  return view;
}

describe('the activation screen (spec 1 §2)', () => {
  test('links back to sign-up, says the account was created and where the code went', async () => {
    await openActivation('/activate', { session: memberSession(api, newcomer()) });

    expect(screen.getByRole('link', { name: 'Back to sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('heading', { name: 'Your account has been created' })).toBeInTheDocument();
    expect(screen.getByText(/We’ve sent a 6-character code to/)).toHaveTextContent(
      'We’ve sent a 6-character code to kiri@example.nz. If it hasn’t arrived, check your junk or spam folder.',
    );
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  test('says "your email address" when it does not know the email', async () => {
    await openActivation();
    expect(screen.getByText(/We’ve sent a 6-character code to your email address/)).toBeInTheDocument();
  });

  test('the code is prefilled from ?code=', async () => {
    await openActivation('/activate?code=ABC234', { session: memberSession(api, newcomer()) });
    expect(screen.getByLabelText('Activation code')).toHaveValue('ABC234');
  });

  test('a logged-in, verified user is sent to tracks', async () => {
    const { router } = renderApp('/activate', { session: memberSession(api) });
    await waitFor(() => expect(currentPath(router)).toBe('/tracks'));
  });

  test('a logged-in, verified user not yet set up is sent to profile set-up', async () => {
    const { router } = renderApp('/activate', {
      session: memberSession(api, { ...newcomer(), verified: true }),
    });
    await waitFor(() => expect(currentPath(router)).toBe('/account/profile-setup'));
  });

  test('the user read again as verified while here (activated from another tab) goes on to profile set-up', async () => {
    const { router } = await openActivation('/activate', { session: memberSession(api, newcomer()) });

    act(() => useAppStore.getState().setUser({ ...newcomer(), verified: true }));

    await waitFor(() => expect(currentPath(router)).toBe('/account/profile-setup'));
  });
});

describe('the activation code (spec 1 §5: required, exactly 6 characters)', () => {
  test.each([
    ['', 'an empty code'],
    ['ABC12', 'a short code'],
  ])('%j is refused: %s', async (code) => {
    const { user } = await openActivation('/activate', { session: memberSession(api, newcomer()) });
    if (code) await user.type(screen.getByLabelText('Activation code'), code);
    await user.click(screen.getByRole('button', { name: 'Activate account' }));

    expect(await screen.findByText('The code is exactly 6 characters.')).toBeInTheDocument();
    expect(api.calls('POST activate')).toHaveLength(0);
  });

  test('the input takes no more than 6 characters', async () => {
    await openActivation('/activate', { session: memberSession(api, newcomer()) });
    expect(screen.getByLabelText('Activation code')).toHaveAttribute('maxlength', '6');
  });
});

describe('activating (spec 1 §4)', () => {
  test('logged in and not set up: the code is posted as a form and profile set-up follows', async () => {
    api.on('POST activate', { body: { ...newcomer(), verified: true } });
    const { user, router } = await openActivation('/activate?code=abc234', {
      session: memberSession(api, newcomer()),
    });
    await user.click(screen.getByRole('button', { name: 'Activate account' }));

    await waitFor(() => expect(currentPath(router)).toBe('/account/profile-setup'));
    expect(api.calls('POST activate')[0]?.body).toEqual({ code: 'ABC234' });
    expect(useAppStore.getState().user?.verified).toBe(true);
  });

  test('logged in and set up: tracks follow', async () => {
    api.on('POST activate', { body: userWith({ verified: true, inited: true }) });
    const { user, router } = await openActivation('/activate?code=ABC234', {
      session: memberSession(api, userWith({ verified: false, inited: true })),
    });
    await user.click(screen.getByRole('button', { name: 'Activate account' }));
    await waitFor(() => expect(currentPath(router)).toBe('/tracks'));
  });

  test('not logged in: the kept email goes with the code, and sign-in follows', async () => {
    api.on('POST activate', { body: { ...newcomer(), verified: true } });
    const view = renderApp('/activate?code=ABC234');
    useAppStore.getState().setActivationEmail('kiri@example.nz');
    await screen.findByText('kiri@example.nz');
    await view.user.click(screen.getByRole('button', { name: 'Activate account' }));

    await waitFor(() => expect(currentPath(view.router)).toBe('/signin'));
    expect(api.calls('POST activate')[0]?.body).toEqual({ code: 'ABC234', email: 'kiri@example.nz' });
  });

  test('the mailed link opened on another device knows whose code it is (issue 28 item 9)', async () => {
    api.on('POST activate', { body: { ...newcomer(), verified: true } });
    const { user, router } = await openActivation('/activate?code=ABC234&email=kiri%40example.nz');
    expect(screen.queryByLabelText('Your email address')).not.toBeInTheDocument();
    expect(screen.getByText('kiri@example.nz')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Activate account' }));

    await waitFor(() => expect(currentPath(router)).toBe('/signin'));
    expect(api.calls('POST activate')[0]?.body).toEqual({ code: 'ABC234', email: 'kiri@example.nz' });
  });

  test('not logged in and no email kept: the email is asked for', async () => {
    api.on('POST activate', { body: { ...newcomer(), verified: true } });
    const { user, router } = await openActivation('/activate?code=ABC234');
    await user.type(screen.getByLabelText('Your email address'), 'kiri@example.nz');
    await user.click(screen.getByRole('button', { name: 'Activate account' }));

    await waitFor(() => expect(currentPath(router)).toBe('/signin'));
    expect(api.calls('POST activate')[0]?.body).toEqual({ code: 'ABC234', email: 'kiri@example.nz' });
  });

  test('a refused code shows the server’s words (spec 1 §8)', async () => {
    api.on('POST activate', {
      status: 400,
      body: { error: 'That code is not right. You have 4 tries left.' },
    });
    const { user } = await openActivation('/activate?code=ABC234', {
      session: memberSession(api, newcomer()),
    });
    await user.click(screen.getByRole('button', { name: 'Activate account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. You have 4 tries left.',
    );
  });

  test('a failure without the server’s words says something went wrong', async () => {
    api.on('POST activate', { status: 503, body: 'Service Unavailable' });
    const { user } = await openActivation('/activate?code=ABC234', {
      session: memberSession(api, newcomer()),
    });
    await user.click(screen.getByRole('button', { name: 'Activate account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/something went wrong/i);
  });

  test('Send a new code asks the server for one and shows its answer', async () => {
    api.on('POST activate/resend', { body: { success: true, message: 'A new code is on its way.' } });
    const { user } = await openActivation('/activate', { session: memberSession(api, newcomer()) });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByRole('status')).toHaveTextContent('A new code is on its way.');
    expect(api.calls('POST activate/resend')[0]?.body).toEqual({ email: 'kiri@example.nz' });
  });
});
