import { describe, expect, test } from 'vitest';
import { logoTarget, shellLayout, viewportForWidth } from './shell.ts';

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
    expect(shellLayout('tracks', 'mobile')).toMatchObject({ helpLink: false, profileButton: false });
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
