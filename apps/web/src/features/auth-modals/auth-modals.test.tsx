import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { configQueryOptions } from '@/lib/app-config.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { openLoginModal, openWhyCreateAccountModal } from '@/lib/session/login-prompt.ts';
import { fakeApi, serverToken, userWith } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { currentPath, renderApp, resetStore, sampleConfig, sampleUser } from '@/test/render-app.tsx';
import { AuthModalsHost } from './auth-modals-host.tsx';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function openPage(path: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

function intent() {
  return { onLogin: vi.fn(), onClose: vi.fn() };
}

async function logInThroughModal(user: ReturnType<typeof renderApp>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await user.type(within(dialog).getByLabelText('Email'), 'aroha@example.nz');
  await user.type(within(dialog).getByLabelText('Password'), 'kea-tussock');
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

describe('the login modal (spec 1 §2, §4)', () => {
  test('Escape closes it and runs the close callback once; the login action does not run', async () => {
    const { user } = await openPage('/help');
    const attached = intent();
    act(() => openLoginModal(attached));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(attached.onClose).toHaveBeenCalledTimes(1);
    expect(attached.onLogin).not.toHaveBeenCalled();
    expect(useAppStore.getState().postLoginIntent).toBeNull();
  });

  test('a click on the backdrop closes it', async () => {
    const { user } = await openPage('/help');
    const attached = intent();
    act(() => openLoginModal(attached));
    await screen.findByRole('dialog', { name: 'Log in' });

    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(attached.onClose).toHaveBeenCalledTimes(1);
  });

  test('a route change closes it', async () => {
    const { router } = await openPage('/help');
    const attached = intent();
    act(() => openLoginModal(attached));
    await screen.findByRole('dialog', { name: 'Log in' });

    await act(() => router.navigate('/privacy'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(attached.onClose).toHaveBeenCalledTimes(1);
  });

  test('after a login the attached action runs once, and a tracks page keeps the person there', async () => {
    api.on('POST auth/oauth', { body: serverToken });
    api.on('GET user', { body: userWith() });
    const { user, router } = await openPage('/weather');
    const attached = intent();
    act(() => openLoginModal(attached));
    await logInThroughModal(user);

    await waitFor(() => expect(attached.onLogin).toHaveBeenCalledTimes(1));
    expect(attached.onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/weather');
    expect(useAppStore.getState().postLoginIntent).toBeNull();
  });

  test('from a page that does not keep them, a login goes to tracks', async () => {
    api.on('POST auth/oauth', { body: serverToken });
    api.on('GET user', { body: userWith() });
    const { user, router } = await openPage('/help');
    act(() => openLoginModal());
    await logInThroughModal(user);
    await waitFor(() => expect(currentPath(router)).toBe('/tracks'));
  });

  test('a person not yet verified goes to activation', async () => {
    api.on('POST auth/oauth', { body: serverToken });
    api.on('GET user', { body: userWith({ verified: false, inited: false }) });
    const { user, router } = await openPage('/weather');
    act(() => openLoginModal());
    await logInThroughModal(user);
    await waitFor(() => expect(currentPath(router)).toBe('/activate'));
  });

  test('a wrong password is said inside the modal', async () => {
    api.on('POST auth/oauth', { status: 400, body: { error: 'Invalid email or password.' } });
    const { user } = await openPage('/help');
    act(() => openLoginModal());
    await logInThroughModal(user);
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Invalid email or password.',
    );
  });
});

describe('the why-create-account modal (spec 1 §2)', () => {
  test('lists the benefits and offers Create an account, Log in and Continue as a guest', async () => {
    await openPage('/help');
    act(() => openWhyCreateAccountModal());
    const dialog = await screen.findByRole('dialog', { name: 'Why create an account?' });

    for (const benefit of [
      'Save draft trips',
      'Plan across devices',
      'Share plans',
      'Get weather notifications',
    ]) {
      expect(within(dialog).getByText(benefit)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue as a guest' })).toBeInTheDocument();
  });

  test('Continue as a guest sends guest_login, closes, and runs the close callback', async () => {
    const { user } = await openPage('/help');
    const attached = intent();
    act(() => openWhyCreateAccountModal(attached));
    const dialog = await screen.findByRole('dialog', { name: 'Why create an account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue as a guest' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(attached.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.events()).toEqual(['guest_login']));
  });

  test('Log in opens the login modal, and the attached action follows the login', async () => {
    api.on('POST auth/oauth', { body: serverToken });
    api.on('GET user', { body: userWith() });
    const { user } = await openPage('/weather');
    const attached = intent();
    act(() => openWhyCreateAccountModal(attached));
    const dialog = await screen.findByRole('dialog', { name: 'Why create an account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await logInThroughModal(user);

    await waitFor(() => expect(attached.onLogin).toHaveBeenCalledTimes(1));
    expect(attached.onClose).not.toHaveBeenCalled();
  });

  test('Create an account goes to sign-up and closes the modal', async () => {
    const { user, router } = await openPage('/help');
    act(() => openWhyCreateAccountModal());
    const dialog = await screen.findByRole('dialog', { name: 'Why create an account?' });
    await user.click(within(dialog).getByRole('link', { name: 'Create an account' }));

    await waitFor(() => expect(currentPath(router)).toBe('/signup'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the engagement modal (spec 1 §2, §4)', () => {
  const DELAY = 40;

  /** The host alone under a router, with a short delay instead of 30 s. */
  function renderHost(path: string) {
    resetStore();
    const queryClient = createQueryClient();
    queryClient.setQueryData(configQueryOptions().queryKey, sampleConfig);
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <AuthModalsHost engagementDelayMs={DELAY} />
              <Outlet />
            </>
          ),
        },
      ],
      { initialEntries: [path] },
    );
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return { router, user: userEvent.setup() };
  }

  const title = 'To get the best from Waymark, log in or sign up for free';
  const settle = () => new Promise((resolve) => setTimeout(resolve, DELAY * 4));

  test('opens after the delay on a flagged route, with CREATE FREE ACCOUNT and the benefits', async () => {
    renderHost('/tracks');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByRole('link', { name: 'CREATE FREE ACCOUNT' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(dialog).getByText('Save draft trips')).toBeInTheDocument();
    expect(sessionStorage.getItem('waymark:engagement-prompt-seen')).toBe('1');
  });

  test('shows once a session: not again after it has been seen', async () => {
    const { router, user } = renderHost('/tracks');
    await screen.findByRole('dialog', { name: title });
    await user.keyboard('{Escape}');

    await act(() => router.navigate('/huts/mueller-hut'));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a session that has already seen it (sessionStorage) does not see it', async () => {
    sessionStorage.setItem('waymark:engagement-prompt-seen', '1');
    renderHost('/tracks');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('not on a route without the flag', async () => {
    renderHost('/help');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('waymark:engagement-prompt-seen')).toBeNull();
  });

  test('not when someone is logged in', async () => {
    renderHost('/tracks');
    act(() => useAppStore.setState({ user: sampleUser }));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('leaving the page before the delay cancels it', async () => {
    const { router } = renderHost('/tracks');
    await act(() => router.navigate('/help'));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
