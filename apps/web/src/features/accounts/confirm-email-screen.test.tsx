import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { fakeApi, memberSession, userWith } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { currentPath, renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const CONFIRMED = { success: true, message: 'Your email address is now aroha@ngata.nz.' };

describe('confirming a new email address from the mailed link', () => {
  test('logged out, it confirms once and offers to log in', async () => {
    api.on('POST user/email/confirm', { body: CONFIRMED });
    renderApp('/account/confirm-email?token=abc123', { strict: true });
    expect(await screen.findByText('Your email address has been changed')).toBeInTheDocument();
    expect(screen.getByText(/Your email address is now aroha@ngata.nz/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signin');
    // Even under StrictMode's double effects the single-use link is sent once.
    expect(api.calls('POST user/email/confirm')).toHaveLength(1);
    expect(api.calls('POST user/email/confirm')[0]?.body).toEqual({ token: 'abc123' });
  });

  test('logged in, the profile shows the new address at once', async () => {
    api.on('POST user/email/confirm', { body: CONFIRMED });
    const session = memberSession(api, userWith({ pending_email: 'aroha@ngata.nz' }));
    api.on('GET user', { body: userWith({ email: 'aroha@ngata.nz', pending_email: null }) });
    renderApp('/account/confirm-email?token=abc123', { session });
    expect(await screen.findByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/account');
    await waitFor(() => expect(useAppStore.getState().user?.email).toBe('aroha@ngata.nz'));
  });

  test('logged in, an expired link says so and leads back to the profile form', async () => {
    const expired = 'This confirmation link has expired. Please change your email again from your profile.';
    api.on('POST user/email/confirm', { status: 400, body: { error: expired } });
    renderApp('/account/confirm-email?token=old', { session: memberSession(api) });
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your email again' })).toHaveAttribute(
      'href',
      '/account/update',
    );
  });

  test('logged out, a refused link leads through sign-in back to the profile form', async () => {
    const used =
      'This confirmation link is not valid any more. Please change your email again from your profile.';
    api.on('POST user/email/confirm', { status: 400, body: { error: used } });
    renderApp('/account/confirm-email?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
    expect(screen.getByRole('link', { name: 'Change your email again' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Faccount%2Fupdate',
    );
    // A used or expired link is final: no point trying it again.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('when the answer did not settle it (too many tries), the same link may be tried again', async () => {
    const busy = 'Too many attempts. Please wait 1 minute and try again.';
    api.on('POST user/email/confirm', { status: 429, body: { error: busy } });
    const { user } = renderApp('/account/confirm-email?token=abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent(busy);

    api.on('POST user/email/confirm', { body: CONFIRMED });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your email address has been changed')).toBeInTheDocument();
    expect(api.calls('POST user/email/confirm')).toHaveLength(2);
  });

  test('while it confirms, it says so in a live region', async () => {
    api.on('POST user/email/confirm', () => new Promise<never>(() => {}));
    renderApp('/account/confirm-email?token=abc123');
    expect(await screen.findByRole('status')).toHaveTextContent('Checking the link from your inbox…');
  });

  test('without a token there is nothing to confirm: a member goes to the profile', async () => {
    const { router } = renderApp('/account/confirm-email', { session: memberSession(api) });
    await waitFor(() => expect(currentPath(router)).toBe('/account'));
    expect(api.calls('POST user/email/confirm')).toHaveLength(0);
  });

  test('without a token there is nothing to confirm', async () => {
    const { router } = renderApp('/account/confirm-email');
    await waitFor(() => expect(currentPath(router)).toBe('/home'));
    expect(api.calls('POST user/email/confirm')).toHaveLength(0);
  });
});
