import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { fakeApi, memberSession, userWith } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { selectOption } from '@/lib/session/testing/select-option.ts';
import { currentPath, renderApp } from '@/test/render-app.tsx';

// Radix selects with 121 years take a while to open and close in jsdom.
vi.setConfig({ testTimeout: 20_000 });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const newcomer = () =>
  userWith({
    email: 'kiri@example.nz',
    first_name: null,
    last_name: null,
    gender: null,
    level: null,
    dob: null,
    verified: true,
    inited: false,
  });

async function openSetup() {
  const view = renderApp('/account/profile-setup', { session: memberSession(api, newcomer()) });
  await screen.findByRole('heading', { level: 1, name: 'Set up your profile' });
  return view;
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save and continue' }));

describe('the profile form in set-up (spec 1 §2, §5)', () => {
  test('has no email field', async () => {
    await openSetup();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('maxlength', '300');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('maxlength', '300');
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute('maxlength', '300');
  });

  test('first name, last name, gender and level are required; date of birth is not', async () => {
    const { user } = await openSetup();
    await save(user);

    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a gender option.')).toBeInTheDocument();
    expect(screen.getByText('Please choose your experience level.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tramping experience' })).toHaveAccessibleDescription(
      'Please choose your experience level.',
    );
    expect(screen.getByRole('group', { name: /Date of birth/ })).not.toHaveAccessibleDescription();
    expect(api.calls('PUT user')).toHaveLength(0);
  });

  test('offers the four genders and the four levels', async () => {
    const { user } = await openSetup();
    await user.click(screen.getByRole('combobox', { name: 'Gender' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Prefer not to say',
      'Female',
      'Male',
      'Non-binary',
    ]);
    await user.keyboard('{Escape}');
    const levels = within(screen.getByRole('group', { name: 'Tramping experience' })).getAllByRole('radio');
    expect(levels.map((radio) => radio.getAttribute('value'))).toEqual([
      'Beginner',
      'Intermediate',
      'Advanced',
      'Expert',
    ]);
  });

  test('the date of birth is three selects; years run from next year back 120 years', async () => {
    const { user } = await openSetup();
    const group = screen.getByRole('group', { name: /Date of birth/ });
    expect(
      within(group)
        .getAllByRole('combobox')
        .map((select) => select.textContent),
    ).toEqual(['Day', 'Month', 'Year']);
    await user.click(within(group).getByRole('combobox', { name: 'Year' }));
    const years = (await screen.findAllByRole('option')).map((option) => Number(option.textContent));
    const nextYear = new Date().getFullYear() + 1;
    expect(years).toHaveLength(121);
    expect(years[0]).toBe(nextYear);
    expect(years.at(-1)).toBe(nextYear - 120);
  });

  async function fillRequired(user: UserEvent) {
    await user.type(screen.getByLabelText('First name'), 'Kiri');
    await user.type(screen.getByLabelText('Last name'), 'Te Rangi');
    await selectOption(user, 'Gender', 'Non-binary');
    await user.click(screen.getByRole('radio', { name: /Advanced/ }));
  }

  test('a date of birth is sent only once day, month and year are all chosen', async () => {
    api.on('PUT user', ({ body }) => ({ body: { ...newcomer(), inited: true, ...(body as object) } }));
    const { user } = await openSetup();
    await fillRequired(user);
    await selectOption(user, 'Day', '9');
    await selectOption(user, 'Month', 'March');
    await save(user);

    await waitFor(() => expect(api.calls('PUT user')).toHaveLength(1));
    expect(api.calls('PUT user')[0]?.body).toMatchObject({ dob: null });
  });

  test('saving sends the profile, keeps the user and goes home (spec 1 §4)', async () => {
    const saved = userWith({
      email: 'kiri@example.nz',
      first_name: 'Kiri',
      last_name: 'Te Rangi',
      inited: true,
    });
    api.on('PUT user', { body: saved });
    const { user, router } = await openSetup();
    await fillRequired(user);
    await selectOption(user, 'Day', '9');
    await selectOption(user, 'Month', 'March');
    await selectOption(user, 'Year', '1994');
    await user.type(screen.getByLabelText(/Phone/), '021 555 0101');
    await save(user);

    // Home sends a signed-in member on to tracks.
    await waitFor(() => expect(currentPath(router)).toBe('/tracks'));
    expect(api.calls('PUT user')[0]?.body).toEqual({
      firstname: 'Kiri',
      lastname: 'Te Rangi',
      gender: 'Non-binary',
      level: 'Advanced',
      dob: '1994-03-09',
      phone: '021 555 0101',
    });
    expect(useAppStore.getState().user).toEqual(saved);
  });

  test('an impossible date is refused', async () => {
    const { user } = await openSetup();
    await fillRequired(user);
    await selectOption(user, 'Day', '31');
    await selectOption(user, 'Month', 'February');
    await selectOption(user, 'Year', '1994');
    await save(user);

    expect(await screen.findByText('Please choose a whole date.')).toBeInTheDocument();
    expect(api.calls('PUT user')).toHaveLength(0);
  });

  test('the server’s error is shown in a form error box (spec 1 §8)', async () => {
    api.on('PUT user', {
      status: 400,
      body: { error: 'Please upload the portrait before saving it to your profile.' },
    });
    const { user } = await openSetup();
    await fillRequired(user);
    await save(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload the portrait before saving it to your profile.',
    );
  });
});

describe('profile set-up without a login', () => {
  test('asks the visitor to log in', async () => {
    renderApp('/account/profile-setup');
    await screen.findByRole('heading', { level: 1, name: 'Set up your profile' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signin');
  });
});
