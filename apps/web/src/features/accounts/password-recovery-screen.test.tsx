import { screen, waitFor, within } from '@testing-library/react';
import { RESET_LINK_INVALID } from '@waymark/domain';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, memberSession } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { currentPath, renderApp } from '@/test/render-app.tsx';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 'reset-token-123';

async function openRecovery() {
  const view = renderApp(`/account/password-recovery?recovery_token=${TOKEN}`);
  await screen.findByRole('heading', { level: 1, name: 'Password Reset' }, { timeout: 5000 });
  return view;
}

async function reset(user: ReturnType<typeof renderApp>['user'], password: string) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('password recovery (spec 1 §2, §5, §8)', () => {
  test('without a recovery token it goes to the account (and a visitor on from there to home)', async () => {
    const { router } = renderApp('/account/password-recovery');
    await waitFor(() => expect(currentPath(router)).toBe('/home'));
  });

  test('a member without a recovery token lands on their account', async () => {
    const { router } = renderApp('/account/password-recovery', { session: memberSession(api) });
    await waitFor(() => expect(currentPath(router)).toBe('/account'));
  });

  test('asks for the new password', async () => {
    await openRecovery();
    expect(screen.getByText('Please enter the new password')).toBeInTheDocument();
  });

  test('the new password is required', async () => {
    const { user } = await openRecovery();
    await reset(user, '');
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(api.calls('POST reset-password')).toHaveLength(0);
  });

  test('success says so, with a Back to login link to /signin', async () => {
    api.on('POST reset-password', { body: { success: true, message: 'Your password has been reset.' } });
    const { user } = await openRecovery();
    await reset(user, 'kea-tussock-ridgeline-42');

    expect(await screen.findByRole('heading', { name: 'Your password has been reset' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/signin');
    expect(api.calls('POST reset-password')[0]?.body).toEqual({
      password: 'kea-tussock-ridgeline-42',
      token: TOKEN,
    });
  });

  test('an expired token offers to request the reset again', async () => {
    api.on('POST reset-password', { status: 400, body: { error: 'The password reset token has expired.' } });
    const { user } = await openRecovery();
    await reset(user, 'kea-tussock-ridgeline-42');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The password reset token has expired.');
    expect(within(alert).getByRole('link', { name: 'request password reset again' })).toHaveAttribute(
      'href',
      '/lost-password',
    );
  });

  test('a link already used offers the same way to a new one', async () => {
    api.on('POST reset-password', { status: 400, body: { error: RESET_LINK_INVALID } });
    const { user } = await openRecovery();
    await reset(user, 'kea-tussock-ridgeline-42');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RESET_LINK_INVALID);
    expect(within(alert).getByRole('link', { name: 'request password reset again' })).toHaveAttribute(
      'href',
      '/lost-password',
    );
  });

  test('another error is shown as the server wrote it, without that link', async () => {
    const error = 'The new password is too weak.';
    api.on('POST reset-password', { status: 400, body: { error } });
    const { user } = await openRecovery();
    await reset(user, 'kea-tussock-ridgeline-42');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(error);
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  test('without the server’s words, something went wrong', async () => {
    api.on('POST reset-password', { status: 500, body: 'oops' });
    const { user } = await openRecovery();
    await reset(user, 'kea-tussock-ridgeline-42');
    expect(await screen.findByRole('alert')).toHaveTextContent(/something went wrong/i);
  });
});
