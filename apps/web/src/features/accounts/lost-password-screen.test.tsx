import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openLostPassword() {
  const view = renderApp('/lost-password');
  await screen.findByRole('heading', { level: 1, name: 'Lost your password?' }, { timeout: 5000 });
  return view;
}

async function send(user: ReturnType<typeof renderApp>['user'], email: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('lost password (spec 1 §2, §5, §8)', () => {
  test('links back to login, and the logo goes home', async () => {
    await openLostPassword();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Waymark' })).toHaveAttribute('href', '/home');
  });

  test.each([
    ['', 'Email is required.'],
    ['kiri-at-home', 'Please enter a valid email address.'],
  ])('the email %j is refused: %s', async (email, message) => {
    const { user } = await openLostPassword();
    await send(user, email);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls('POST forgot-password')).toHaveLength(0);
  });

  test('the server’s message is shown on success', async () => {
    const message =
      'If there is an account for that email address, we have sent it a link to reset the password.';
    api.on('POST forgot-password', { body: { success: true, message } });
    const { user } = await openLostPassword();
    await send(user, 'Kiri@Example.nz');

    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(api.calls('POST forgot-password')[0]?.body).toEqual({ email: 'kiri@example.nz' });
  });

  test('the server’s error is shown', async () => {
    api.on('POST forgot-password', {
      status: 429,
      body: { error: 'Too many attempts. Please wait a minute and try again.' },
    });
    const { user } = await openLostPassword();
    await send(user, 'kiri@example.nz');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  test('without the server’s words, something went wrong', async () => {
    api.on('POST forgot-password', { status: 502, body: 'Bad gateway' });
    const { user } = await openLostPassword();
    await send(user, 'kiri@example.nz');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Something went wrong/);
  });
});
