import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { fakeApi, memberSession, serverToken, userWith } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { currentPath, renderApp } from '@/test/render-app.tsx';

const STRONG = 'kea-tussock-ridgeline-42';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openSignUp() {
  const view = renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  return view;
}

type Fill = { email?: string; password?: string; agree?: boolean };
async function fill(user: ReturnType<typeof renderApp>['user'], { email, password, agree }: Fill) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (agree) await user.click(screen.getByRole('checkbox', { name: /I agree to the Privacy & Terms/ }));
}

/**
 * The activation screen is its own chunk, loaded on the first visit; the first test to reach it
 * waits for that import, which on a loaded two-core CI machine took longer than the usual 5 s.
 */
const findOnActivation = (text: string) => screen.findByText(text, {}, { timeout: 15_000 });

const submit = (user: ReturnType<typeof renderApp>['user']) =>
  user.click(screen.getByRole('button', { name: 'Create account' }));

describe('registration validation (spec 1 §5)', () => {
  test('email and password are required, and the terms must be agreed to', async () => {
    const { user } = await openSignUp();
    await submit(user);

    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the terms to create an account.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please agree to the terms to create an account.',
    );
    expect(api.calls('POST user')).toHaveLength(0);
  });

  test('the email must be valid and the password long enough', async () => {
    const { user } = await openSignUp();
    await fill(user, { email: 'not-an-email', password: 'kea', agree: true });
    await submit(user);

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Your password must be at least 8 characters.')).toBeInTheDocument();
    expect(api.calls('POST user')).toHaveLength(0);
  });
});

describe('the password strength meter (spec 1 §5)', () => {
  test.each([
    ['password1', 0, 'It needs to be at least 1.'],
    ['letmein123', 1, 'It could be a bit stronger.'],
    [STRONG, 4, "It's a strong password!"],
  ])('"%s" is at score %i: "%s"', async (password, score, verdict) => {
    const { user } = await openSignUp();
    await fill(user, { password });

    const meter = await screen.findByText(
      `Your password strength is at score ${score}/4.`,
      { exact: false },
      {
        timeout: 5000,
      },
    );
    expect(meter).toHaveTextContent(`Your password strength is at score ${score}/4. ${verdict}`);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      `Your password strength is at score ${score}/4. ${verdict}`,
    );
  });
});

describe('creating the account', () => {
  test('posts the registration, records sign_up and user_registration, logs in and goes to activation', async () => {
    api.on('POST user', { status: 201, body: { success: true, message: 'Your account has been created.' } });
    api.on('POST auth/oauth', { body: serverToken });
    api.on('GET user', { body: userWith({ verified: false, inited: false, email: 'kiri@example.nz' }) });
    const { user, router } = await openSignUp();
    await fill(user, { email: 'Kiri@Example.nz', password: STRONG, agree: true });
    await submit(user);

    await waitFor(() => expect(currentPath(router)).toBe('/activate'));
    expect(api.calls('POST user')[0]?.body).toEqual({
      email: 'kiri@example.nz',
      password: STRONG,
      agreed_to_terms: true,
    });
    expect(api.calls('POST events').map((call) => call.body)).toEqual([
      { name: 'sign_up', properties: { method: 'website' } },
      { name: 'user_registration', properties: { method: 'website' } },
    ]);
    expect(useAppStore.getState().activationEmail).toBe('kiri@example.nz');
    expect(await findOnActivation('kiri@example.nz')).toBeInTheDocument();
  });

  test('if the login after it fails, activation still follows, for the kept email', async () => {
    api.on('POST user', { status: 201, body: { success: true, message: 'Created.' } });
    api.on('POST auth/oauth', { status: 429, body: { error: 'Too many attempts.' } });
    const { user, router } = await openSignUp();
    await fill(user, { email: 'kiri@example.nz', password: STRONG, agree: true });
    await submit(user);

    await waitFor(() => expect(currentPath(router)).toBe('/activate'));
    expect(await findOnActivation('kiri@example.nz')).toBeInTheDocument();
  });

  test('"User already exists" says you already have an account, with a way to log in (spec 1 §8)', async () => {
    api.on('POST user', { status: 409, body: { error: 'User already exists' } });
    const { user } = await openSignUp();
    await fill(user, { email: 'taken@example.nz', password: STRONG, agree: true });
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You already have an account');
    expect(within(alert).getByRole('link', { name: 'Log in instead' })).toHaveAttribute('href', '/signin');
  });

  test('any other error from the server is shown as the server wrote it', async () => {
    const error = 'That password is too easy to guess. Try a longer one.';
    api.on('POST user', { status: 400, body: { error } });
    const { user } = await openSignUp();
    await fill(user, { email: 'kiri@example.nz', password: 'password1', agree: true });
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(error);
  });

  test('a failure without the server’s words says something went wrong', async () => {
    api.on('POST user', { status: 502, body: '<html>Bad gateway</html>' });
    const { user } = await openSignUp();
    await fill(user, { email: 'kiri@example.nz', password: STRONG, agree: true });
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(/something went wrong/i);
  });

  test('someone already logged in goes to their account', async () => {
    const { router } = renderApp('/signup', { session: memberSession(api) });
    await waitFor(() => expect(currentPath(router)).toBe('/account'));
  });
});
