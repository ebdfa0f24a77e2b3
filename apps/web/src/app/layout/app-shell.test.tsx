import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import {
  currentPath,
  DESKTOP_WIDTH,
  MOBILE_WIDTH,
  renderApp,
  sampleConfig,
  sampleUser,
} from '@/test/render-app.tsx';
import { setViewportWidth } from '@/test/viewport.ts';

const year = new Date().getFullYear();

/** Waits for the lazily loaded screen, so the shell around it has settled too. */
async function pageHeading() {
  return screen.findByRole('heading', { level: 1 });
}

/** The menu's code loads after the header; its button is disabled until then. */
async function openProfileMenu(user: UserEvent) {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Profile menu' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Profile menu' }));
  return screen.findByRole('menu');
}

function shell() {
  return {
    header: screen.queryByRole('banner'),
    backArrow: screen.queryByRole('button', { name: 'Back' }),
    helpLink: screen.queryByRole('link', { name: 'Help' }),
    profileButton: screen.queryByRole('button', { name: 'Profile menu' }),
    footer: screen.queryByRole('contentinfo'),
  };
}

describe('header and footer follow the route and the width (spec 1 §2)', () => {
  test('on a desktop, the tracks page has the help link, profile button and footer, and no back arrow', async () => {
    renderApp('/tracks', { width: DESKTOP_WIDTH });
    await pageHeading();

    const { header, backArrow, helpLink, profileButton, footer } = shell();
    expect(header).toBeInTheDocument();
    expect(backArrow).not.toBeInTheDocument();
    expect(helpLink).toHaveAttribute('href', '/help');
    expect(profileButton).toBeInTheDocument();
    expect(footer).toBeInTheDocument();
  });

  // Issue 11: the profile button now shows at every width; Help moved into its sheet.
  test('on a phone, the tracks page has a header with the profile button, and no back arrow, help link or footer', async () => {
    renderApp('/tracks', { width: MOBILE_WIDTH });
    await pageHeading();

    const { header, backArrow, helpLink, profileButton, footer } = shell();
    expect(header).toBeInTheDocument();
    expect(backArrow).not.toBeInTheDocument();
    expect(helpLink).not.toBeInTheDocument();
    expect(profileButton).toBeInTheDocument();
    expect(footer).not.toBeInTheDocument();
  });

  test('on a phone, a hut page has the back arrow and keeps the footer', async () => {
    renderApp('/huts/mueller-hut', { width: MOBILE_WIDTH });
    await pageHeading();

    expect(shell().backArrow).toBeInTheDocument();
    expect(shell().footer).toBeInTheDocument();
  });

  test('on a phone, a track page has the back arrow and no footer', async () => {
    renderApp('/tracks/routeburn-track', { width: MOBILE_WIDTH });
    await pageHeading();

    expect(shell().backArrow).toBeInTheDocument();
    expect(shell().footer).not.toBeInTheDocument();
  });

  test('on a phone, home has no header but keeps the footer', async () => {
    renderApp('/home', { width: MOBILE_WIDTH });
    await pageHeading();

    expect(shell().header).not.toBeInTheDocument();
    expect(shell().footer).toBeInTheDocument();
  });

  test('sign-in has no header at any width', async () => {
    renderApp('/signin', { width: DESKTOP_WIDTH });
    expect(await pageHeading()).toHaveTextContent('Log in');
    expect(shell().header).not.toBeInTheDocument();
  });

  test('activation keeps the desktop header but has no footer', async () => {
    renderApp('/activate', { width: DESKTOP_WIDTH });
    await pageHeading();

    expect(shell().header).toBeInTheDocument();
    expect(shell().footer).not.toBeInTheDocument();
  });

  test('between the breakpoints the header shows the profile button, without help link or back arrow', async () => {
    renderApp('/help', { width: 850 });
    await pageHeading();

    const { header, backArrow, helpLink, profileButton, footer } = shell();
    expect(header).toBeInTheDocument();
    expect(profileButton).toBeInTheDocument();
    expect([backArrow, helpLink, footer]).toEqual([null, null, null]);
  });

  test('the account page has the white header titled Your Profile', async () => {
    renderApp('/account', { width: MOBILE_WIDTH, session: 'member' });
    await pageHeading();

    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Your Profile');
    expect(within(header).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    // Issue 11: /account on a phone had no way to log out.
    expect(within(header).getByRole('button', { name: 'Profile menu' })).toBeInTheDocument();
  });

  test('narrowing the window to a phone takes the footer and help link away', async () => {
    renderApp('/tracks', { width: DESKTOP_WIDTH });
    await pageHeading();
    expect(shell().footer).toBeInTheDocument();

    act(() => setViewportWidth(MOBILE_WIDTH));

    expect(shell().footer).not.toBeInTheDocument();
    expect(shell().helpLink).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  test('credits the safety council and developer, links Privacy & Terms, and shows the year', async () => {
    renderApp('/help', { width: DESKTOP_WIDTH });
    await pageHeading();

    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByRole('link', {
        name: `${sampleConfig.credits.safety_council.name} (opens in a new tab)`,
      }),
    ).toHaveAttribute('href', sampleConfig.credits.safety_council.url);
    expect(
      within(footer).getByRole('link', {
        name: `${sampleConfig.credits.developer.name} (opens in a new tab)`,
      }),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy & Terms' })).toHaveAttribute('href', '/privacy');
    expect(footer).toHaveTextContent(`© ${year}`);
    expect(footer).toHaveTextContent(sampleConfig.credits.data);
  });
});

describe('logo', () => {
  test('takes a visitor home', async () => {
    renderApp('/help');
    await pageHeading();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Waymark' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  test('takes a signed-in member to tracks', async () => {
    renderApp('/help', { session: 'member' });
    await pageHeading();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Waymark' })).toHaveAttribute(
      'href',
      '/tracks',
    );
  });

  test('takes a visitor with a selected place to tracks', async () => {
    renderApp('/help');
    await pageHeading();
    act(() => useAppStore.getState().setSelectedLocation({ id: 1, type: 'Hut', slug: 'mueller-hut' }));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Waymark' })).toHaveAttribute(
      'href',
      '/tracks',
    );
  });

  test('shows the product name from the config', async () => {
    renderApp('/help', {
      config: { ...sampleConfig, product: { ...sampleConfig.product, name: 'Tramply' } },
    });
    await pageHeading();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Tramply' })).toBeInTheDocument();
  });
});

describe('back arrow', () => {
  test('goes to tracks when this visit has no earlier page', async () => {
    const { router, user } = renderApp('/huts/mueller-hut', { width: MOBILE_WIDTH });
    await pageHeading();

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(currentPath(router)).toBe('/tracks');
  });
});

describe('profile menu', () => {
  test('a visitor gets a Log in panel that switches to Create an Account and back', async () => {
    const { user } = renderApp('/help');
    await pageHeading();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Profile menu' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Log in' });
    expect(await within(panel).findByRole('button', { name: 'Log in' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: /Create an Account/ }));
    const signUp = await screen.findByRole('dialog', { name: 'Create an Account' });
    expect(within(signUp).getByRole('button', { name: 'Create account' })).toBeInTheDocument();

    await user.click(within(signUp).getByRole('button', { name: 'Back to Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  test('a member is greeted by first name and offered the My pages', async () => {
    const { user } = renderApp('/help', { session: 'member' });
    await pageHeading();

    const menu = await openProfileMenu(user);

    expect(menu).toHaveTextContent('Hi Aroha');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'My Profile & Settings',
      'My Wishlist',
      'My Walks',
      'My Gear Lists',
      'My Custom Tracks',
      'My Contacts',
      'My Reviews',
      'Help & Feedback',
      'Logout',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'My Walks' })).toHaveAttribute(
      'href',
      '/account/my-walks',
    );
  });

  test('a member without a first name is welcomed to the product', async () => {
    const { user } = renderApp('/help', {
      session: { accessToken: null, user: { ...sampleUser, first_name: null } },
    });
    await pageHeading();

    expect(await openProfileMenu(user)).toHaveTextContent('Welcome to Waymark');
  });

  test('Logout ends the session and goes home', async () => {
    const { router, user } = renderApp('/help', { session: 'member' });
    await pageHeading();

    const menu = await openProfileMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    expect(useAppStore.getState().accessToken).toBeNull();
    expect(useAppStore.getState().user).toBeNull();
    expect(currentPath(router)).toBe('/home');
  });
});

/** Below 992 px the profile button opens the menu as a sheet (issue 11). */
async function openProfileSheet(user: UserEvent) {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Profile menu' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Profile menu' }));
  return screen.findByRole('dialog');
}

describe('profile sheet below 992 px (issue 11)', () => {
  test('a member on a phone is greeted and offered the same My pages, Help & Feedback and Logout', async () => {
    const { user } = renderApp('/help', { width: MOBILE_WIDTH, session: 'member' });
    await pageHeading();

    const sheet = await openProfileSheet(user);

    expect(sheet).toHaveAccessibleName('Hi Aroha');
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'My Profile & Settings',
      'My Wishlist',
      'My Walks',
      'My Gear Lists',
      'My Custom Tracks',
      'My Contacts',
      'My Reviews',
      'Help & Feedback',
    ]);
    expect(within(sheet).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  test('a link goes to its page and closes the sheet', async () => {
    const { router, user } = renderApp('/help', { width: 900, session: 'member' });
    await pageHeading();

    const sheet = await openProfileSheet(user);
    await user.click(within(sheet).getByRole('link', { name: 'My Walks' }));

    expect(currentPath(router)).toBe('/account/my-walks');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('Logout ends the session and goes home', async () => {
    const { router, user } = renderApp('/account', { width: MOBILE_WIDTH, session: 'member' });
    await pageHeading();

    const sheet = await openProfileSheet(user);
    await user.click(within(sheet).getByRole('button', { name: 'Logout' }));

    expect(useAppStore.getState().accessToken).toBeNull();
    expect(useAppStore.getState().user).toBeNull();
    expect(currentPath(router)).toBe('/home');
  });

  test('a visitor gets the Log in panel, its switch to Create an Account, and Help & Feedback', async () => {
    const { user } = renderApp('/tracks', { width: MOBILE_WIDTH });
    await pageHeading();

    const sheet = await openProfileSheet(user);

    expect(sheet).toHaveAccessibleName('Welcome to Waymark');
    expect(await within(sheet).findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Help & Feedback' })).toHaveAttribute('href', '/help');
    // The keyboard stays down until the visitor chooses a field.
    expect(within(sheet).getByLabelText('Email')).not.toHaveFocus();

    await user.click(within(sheet).getByRole('button', { name: /Create an Account/ }));
    expect(await within(sheet).findByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  test('focus stays inside, Escape closes it and focus returns to the profile button', async () => {
    const { user } = renderApp('/help', { width: MOBILE_WIDTH, session: 'member' });
    await pageHeading();

    const sheet = await openProfileSheet(user);
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    // Past the last item, Tab wraps to the first rather than leaving the sheet.
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Profile menu' })).toHaveFocus();
  });
});

describe('profile button picture (issue 15)', () => {
  test('shows the uploaded portrait instead of the initial', async () => {
    renderApp('/help', {
      session: { accessToken: null, user: { ...sampleUser, portrait: { url: '/uploads/kiri.png' } } },
    });
    await pageHeading();

    const button = screen.getByRole('button', { name: 'Profile menu' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/uploads/kiri.png');
    expect(button).not.toHaveTextContent('A');
  });

  test('shows the initial when there is no portrait', async () => {
    renderApp('/help', { session: { accessToken: null, user: { ...sampleUser, portrait: null } } });
    await pageHeading();

    const button = screen.getByRole('button', { name: 'Profile menu' });
    expect(button.querySelector('img')).toBeNull();
    expect(button).toHaveTextContent('A');
  });
});
