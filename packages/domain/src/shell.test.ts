import { describe, expect, test } from 'vitest';
import { logoTarget, profileGreeting, profileMenuLinks, shellLayout, viewportForWidth } from './shell.ts';

describe('breakpoints', () => {
  test('desktop is wider than 991 px; mobile is up to 768 px', () => {
    expect(viewportForWidth(992)).toBe('desktop');
    expect(viewportForWidth(991)).toBe('tablet');
    expect(viewportForWidth(769)).toBe('tablet');
    expect(viewportForWidth(768)).toBe('mobile');
  });
});

describe('header rules', () => {
  // confirm-email is not in the spec: it is opened from a mailed link, like password-recovery.
  test.each(['sign-up', 'sign-in', 'password-recovery', 'confirm-email', 'lost-password', 'profile-setup'])(
    'the header is hidden on %s at every size',
    (route) => {
      expect(shellLayout(route, 'desktop').header).toBe('hidden');
      expect(shellLayout(route, 'mobile').header).toBe('hidden');
    },
  );

  test('on mobile the header is also hidden on home and activation', () => {
    expect(shellLayout('home', 'mobile').header).toBe('hidden');
    expect(shellLayout('activation', 'mobile').header).toBe('hidden');
    expect(shellLayout('home', 'desktop').header).toBe('standard');
  });

  test('account and account-update use a white header titled Your Profile', () => {
    expect(shellLayout('account', 'desktop')).toMatchObject({
      header: 'profile',
      headerTitle: 'Your Profile',
    });
    expect(shellLayout('account-update', 'mobile')).toMatchObject({
      header: 'profile',
      headerTitle: 'Your Profile',
    });
  });

  test('on mobile a back arrow shows on every route except tracks', () => {
    expect(shellLayout('track', 'mobile').backArrow).toBe(true);
    expect(shellLayout('help', 'mobile').backArrow).toBe(true);
    expect(shellLayout('tracks', 'mobile').backArrow).toBe(false);
    expect(shellLayout('track', 'desktop').backArrow).toBe(false);
  });

  test('desktop shows a help link and a profile button', () => {
    expect(shellLayout('tracks', 'desktop')).toMatchObject({ helpLink: true, profileButton: true });
    expect(shellLayout('tracks', 'mobile')).toMatchObject({ helpLink: false });
  });

  // Issue 11: below 992 px phones and tablets had no way to log out or reach the My pages.
  test.each(['mobile', 'tablet'] as const)(
    'on %s the profile button opens the menu as a sheet, and the help link stays desktop-only',
    (viewport) => {
      expect(shellLayout('tracks', viewport)).toMatchObject({
        helpLink: false,
        profileButton: true,
        profileMenu: 'sheet',
      });
      expect(shellLayout('account', viewport)).toMatchObject({ profileButton: true, profileMenu: 'sheet' });
    },
  );

  test('on desktop the profile menu drops down from its button', () => {
    expect(shellLayout('tracks', 'desktop').profileMenu).toBe('dropdown');
  });

  test('no header, no profile button', () => {
    expect(shellLayout('sign-in', 'mobile').profileButton).toBe(false);
    expect(shellLayout('home', 'mobile').profileButton).toBe(false);
  });

  test('the logo goes to tracks when logged in or a location is selected, otherwise home', () => {
    expect(logoTarget({ loggedIn: true, hasSelectedLocation: false })).toBe('/tracks');
    expect(logoTarget({ loggedIn: false, hasSelectedLocation: true })).toBe('/tracks');
    expect(logoTarget({ loggedIn: false, hasSelectedLocation: false })).toBe('/home');
  });
});

describe('footer rules', () => {
  test('the footer shows on desktop', () => {
    expect(shellLayout('tracks', 'desktop').footer).toBe(true);
    expect(shellLayout('track', 'desktop').footer).toBe(true);
  });

  test('on home, campsite and hut the footer shows on all sizes', () => {
    for (const route of ['home', 'campsite', 'hut']) {
      expect(shellLayout(route, 'mobile').footer, route).toBe(true);
    }
    expect(shellLayout('tracks', 'mobile').footer).toBe(false);
    expect(shellLayout('track', 'tablet').footer).toBe(false);
  });

  test('the footer is hidden on plan-complete, activation and not-found', () => {
    for (const route of ['plan-complete', 'activation', 'not-found']) {
      expect(shellLayout(route, 'desktop').footer, route).toBe(false);
    }
  });
});

describe('profile menu (spec 1 §2)', () => {
  const labels = (links: readonly { label: string }[]) => links.map((link) => link.label);

  test('a member gets the My pages and Help & Feedback, in the spec’s order, in both forms of the menu', () => {
    const expected = [
      'My Profile & Settings',
      'My Wishlist',
      'My Walks',
      'My Gear Lists',
      'My Custom Tracks',
      'My Contacts',
      'My Reviews',
      'Help & Feedback',
    ];
    expect(labels(profileMenuLinks({ signedIn: true, menu: 'dropdown' }))).toEqual(expected);
    expect(labels(profileMenuLinks({ signedIn: true, menu: 'sheet' }))).toEqual(expected);
    expect(profileMenuLinks({ signedIn: true, menu: 'sheet' })[2]).toEqual({
      label: 'My Walks',
      to: '/account/my-walks',
    });
  });

  test('staff also get Review photos, before Help & Feedback; ordinary members never see it', () => {
    const links = profileMenuLinks({ signedIn: true, menu: 'dropdown', staff: true });
    expect(labels(links).slice(-2)).toEqual(['Review photos', 'Help & Feedback']);
    expect(links.at(-2)?.to).toBe('/account/review-photos');
    expect(labels(profileMenuLinks({ signedIn: true, menu: 'sheet', staff: false }))).not.toContain(
      'Review photos',
    );
  });

  test('a visitor’s desktop menu is only the Log in panel; the sheet adds Help & Feedback, as the header has no help link there', () => {
    expect(profileMenuLinks({ signedIn: false, menu: 'dropdown' })).toEqual([]);
    expect(profileMenuLinks({ signedIn: false, menu: 'sheet' })).toEqual([
      { label: 'Help & Feedback', to: '/help' },
    ]);
  });

  test('greets with Hi plus the first name, or Welcome to the product when there is none', () => {
    expect(profileGreeting('Aroha', 'Waymark')).toBe('Hi Aroha');
    expect(profileGreeting('  ', 'Waymark')).toBe('Welcome to Waymark');
    expect(profileGreeting(null, 'Waymark')).toBe('Welcome to Waymark');
  });
});
