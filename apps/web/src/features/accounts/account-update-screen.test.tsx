import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { fakeApi, memberSession, userWith } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { currentPath, DESKTOP_WIDTH, MOBILE_WIDTH, renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A toast's words are also copied, for a moment, into the region that reads them out. */
async function expectToast(text: RegExp | string) {
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
}

async function openUpdate(width = DESKTOP_WIDTH) {
  const view = renderApp('/account/update', { session: memberSession(api), width });
  await screen.findByRole('heading', { level: 1, name: 'Update your profile' });
  return view;
}

describe('update your profile (spec 1 §2)', () => {
  test('on a desktop there is a back link to the account; on a phone the header’s arrow does it', async () => {
    const desktop = await openUpdate(DESKTOP_WIDTH);
    expect(screen.getByRole('link', { name: 'Back to my profile' })).toHaveAttribute('href', '/account');
    desktop.unmount();

    await openUpdate(MOBILE_WIDTH);
    expect(screen.queryByRole('link', { name: 'Back to my profile' })).not.toBeInTheDocument();
  });

  test('the one-column form has the email, filled in from the user, with Save changes', async () => {
    await openUpdate();
    expect(screen.getByLabelText('Email')).toHaveValue('aroha@example.nz');
    expect(screen.getByLabelText('First name')).toHaveValue('Aroha');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Female');
    expect(screen.getByRole('radio', { name: /Intermediate/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent('1990');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delete account' })).toBeInTheDocument();
  });

  test.each([
    ['', 'Email is required.'],
    ['aroha-at-home', 'Please enter a valid email address.'],
  ])('the email %j is refused here: %s', async (email, message) => {
    const { user } = await openUpdate();
    await user.clear(screen.getByLabelText('Email'));
    if (email) await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls('PUT user')).toHaveLength(0);
  });

  test('a new email asks for the current password, is sent with it, and waits for confirmation', async () => {
    api.on('PUT user', ({ body }) => ({
      body: userWith({ pending_email: (body as { email: string }).email }),
    }));
    const { user, router } = await openUpdate();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'aroha@ngata.nz');
    const password = screen.getByLabelText('Current password');
    expect(password).toHaveAccessibleDescription(/We’ll send a link to the new address to confirm it/);
    await user.type(password, 'kea-tussock-ridgeline-42');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(currentPath(router)).toBe('/tracks'));
    expect(api.calls('PUT user')[0]?.body).toMatchObject({
      email: 'aroha@ngata.nz',
      current_password: 'kea-tussock-ridgeline-42',
      dob: '1990-04-12',
    });
    await expectToast(/Check your inbox at aroha@ngata.nz/);
    // Nothing moves until the link is opened.
    expect(useAppStore.getState().user).toMatchObject({
      email: 'aroha@example.nz',
      pending_email: 'aroha@ngata.nz',
    });
  });

  test('the same email in other letter case is no change: no password asked, none sent', async () => {
    const { user } = await openUpdate();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'Aroha@Example.nz');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('PUT user')).toHaveLength(1));
    expect(api.calls('PUT user')[0]?.body).not.toHaveProperty('current_password');
  });

  test('a change waiting for confirmation is shown on the profile and the update page', async () => {
    const waiting = userWith({ pending_email: 'aroha@ngata.nz' });
    const view = renderApp('/account', { session: memberSession(api, waiting), width: DESKTOP_WIDTH });
    expect(await screen.findByText('Confirm your new email address')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We sent a link to aroha@ngata.nz');
    view.unmount();
    renderApp('/account/update', { session: memberSession(api, waiting), width: DESKTOP_WIDTH });
    expect(await screen.findByText('Confirm your new email address')).toBeInTheDocument();
  });

  test('saving without a new email goes home and just says it is saved', async () => {
    api.on('PUT user', ({ body }) => ({
      body: userWith({ first_name: (body as { firstname: string }).firstname }),
    }));
    const { user, router } = await openUpdate();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Aroha Mere');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(currentPath(router)).toBe('/tracks'));
    await expectToast('Your profile has been saved');
    expect(screen.queryByText(/Check your inbox/)).not.toBeInTheDocument();
    expect(api.calls('PUT user')[0]?.body).toMatchObject({
      email: 'aroha@example.nz',
      firstname: 'Aroha Mere',
    });
  });

  test('after asking for a new email the form still shows the current one', async () => {
    api.on('PUT user', ({ body }) => ({
      body: userWith({ pending_email: (body as { email: string }).email }),
    }));
    const { user, router } = await openUpdate();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'aroha@ngata.nz');
    await user.type(screen.getByLabelText('Current password'), 'kea-tussock-ridgeline-42');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentPath(router)).toBe('/tracks'));

    await router.navigate('/account/update');
    expect(await screen.findByLabelText('Email')).toHaveValue('aroha@example.nz');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByText('Confirm your new email address')).toBeInTheDocument();
  });

  test('a new email without the current password is stopped at the field, nothing sent', async () => {
    const { user } = await openUpdate();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'aroha@ngata.nz');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const password = screen.getByLabelText('Current password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'Please enter your current password to change your email address.',
      ),
    );
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(api.calls('PUT user')).toHaveLength(0);
  });

  test('a wrong current password is the server’s error in the form error box; nothing moves', async () => {
    api.on('PUT user', { status: 400, body: { error: 'Your current password is not right.' } });
    const { user, router } = await openUpdate();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'aroha@ngata.nz');
    await user.type(screen.getByLabelText('Current password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not right.');
    expect(currentPath(router)).toBe('/account/update');
    expect(useAppStore.getState().user).toMatchObject({ email: 'aroha@example.nz', pending_email: null });
  });

  test('asking again for the address already waiting sends a fresh link and says where', async () => {
    const waiting = userWith({ pending_email: 'aroha@ngata.nz' });
    api.on('PUT user', { body: waiting });
    const { user } = renderApp('/account/update', {
      session: memberSession(api, waiting),
      width: DESKTOP_WIDTH,
    });
    await user.clear(await screen.findByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'aroha@ngata.nz');
    await user.type(screen.getByLabelText('Current password'), 'kea-tussock-ridgeline-42');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await expectToast(/Check your inbox at aroha@ngata.nz/);
    expect(api.calls('PUT user')[0]?.body).toMatchObject({ current_password: 'kea-tussock-ridgeline-42' });
  });

  test('the server’s error shows in a form error box', async () => {
    api.on('PUT user', { status: 409, body: { error: 'Another account already uses that email address.' } });
    const { user } = await openUpdate();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another account already uses that email address.',
    );
  });
});

describe('change password (spec 1 §5, §8)', () => {
  const passwordSection = () => screen.getByRole('region', { name: 'Change password' });

  async function type(user: UserEvent, newpassword: string, repassword: string) {
    const section = passwordSection();
    if (newpassword) await user.type(within(section).getByLabelText('New password'), newpassword);
    if (repassword) await user.type(within(section).getByLabelText('Repeat new password'), repassword);
  }

  test('"Passwords must match" shows while they differ, and the button is blocked', async () => {
    const { user } = await openUpdate();
    await type(user, 'kea-tussock-ridgeline-42', 'kea-tussock');

    const section = passwordSection();
    expect(within(section).getByText('Passwords must match')).toBeInTheDocument();
    expect(within(section).getByLabelText('Repeat new password')).toHaveAccessibleDescription(
      'Passwords must match',
    );
    expect(within(section).getByRole('button', { name: 'Change password' })).toBeDisabled();

    await user.type(within(section).getByLabelText('Repeat new password'), '-ridgeline-42');
    expect(within(section).queryByText('Passwords must match')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Change password' })).toBeEnabled();
  });

  test('a new password is required', async () => {
    const { user } = await openUpdate();
    await user.click(within(passwordSection()).getByRole('button', { name: 'Change password' }));
    expect(await within(passwordSection()).findByText('Password is required.')).toBeInTheDocument();
    expect(api.calls('POST update-password')).toHaveLength(0);
  });

  test('a short password is refused with the schema’s words', async () => {
    const { user } = await openUpdate();
    await type(user, 'kea', 'kea');
    await user.click(within(passwordSection()).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password must be at least 8 characters.')).toBeInTheDocument();
  });

  test('success posts the form, refreshes the stored user and goes to the account', async () => {
    api.on('POST update-password', { body: userWith({ first_name: 'Aroha Renewed' }) });
    const { user, router } = await openUpdate();
    await type(user, 'kea-tussock-ridgeline-42', 'kea-tussock-ridgeline-42');
    await user.click(within(passwordSection()).getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(currentPath(router)).toBe('/account'));
    expect(api.calls('POST update-password')[0]?.body).toEqual({
      newpassword: 'kea-tussock-ridgeline-42',
      repassword: 'kea-tussock-ridgeline-42',
    });
    expect(useAppStore.getState().user?.first_name).toBe('Aroha Renewed');
  });

  test('the server’s error shows in a form error box', async () => {
    api.on('POST update-password', { status: 400, body: { error: 'That password is too easy to guess.' } });
    const { user } = await openUpdate();
    await type(user, 'password1', 'password1');
    await user.click(within(passwordSection()).getByRole('button', { name: 'Change password' }));

    expect(await within(passwordSection()).findByRole('alert')).toHaveTextContent(
      'That password is too easy to guess.',
    );
  });
});

describe('delete account (spec 1 §8)', () => {
  async function askToDelete(user: UserEvent) {
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    return screen.findByRole('dialog', { name: 'Delete your account?' });
  }

  test('asks first, in the spec’s words; Cancel keeps everything', async () => {
    const { user } = await openUpdate();
    const dialog = await askToDelete(user);
    expect(dialog).toHaveAccessibleDescription(
      'Deleting your account will remove all your data. Are you sure you want to do this?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('DELETE user')).toHaveLength(0);
  });

  test('a failure says so and keeps the session', async () => {
    api.on('DELETE user', { status: 500, body: { error: 'Something went wrong.' } });
    const { user } = await openUpdate();
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something has gone wrong trying to delete your account. Please try again later.',
    );
    expect(useAppStore.getState().accessToken).not.toBeNull();
  });

  test('once deleted, the person is logged out and sent home', async () => {
    api.on('DELETE user', { status: 204 });
    const { user, router } = await openUpdate();
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(currentPath(router)).toBe('/home'));
    expect(useAppStore.getState().accessToken).toBeNull();
    expect(useAppStore.getState().user).toBeNull();
    expect(api.calls('DELETE user')).toHaveLength(1);
  });
});
