import { DESKTOP_MIN_WIDTH, MOBILE_MAX_WIDTH } from './limits.ts';

/** Header and footer rules of the app shell (spec 1 §2), decided from the route name and width. */

export type Viewport = 'mobile' | 'tablet' | 'desktop';

export function viewportForWidth(width: number): Viewport {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop';
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  return 'tablet';
}

const HEADER_HIDDEN = new Set([
  'sign-up',
  'sign-in',
  'password-recovery',
  'confirm-email',
  'lost-password',
  'profile-setup',
]);
const HEADER_HIDDEN_ON_MOBILE = new Set(['home', 'activation']);
const PROFILE_HEADER = new Set(['account', 'account-update']);
const FOOTER_ON_ALL_SIZES = new Set(['home', 'campsite', 'hut']);
const FOOTER_HIDDEN = new Set(['plan-complete', 'activation', 'not-found']);

export type ShellLayout = {
  header: 'hidden' | 'standard' | 'profile';
  /** "Your Profile" on the white account header. */
  headerTitle?: string;
  backArrow: boolean;
  helpLink: boolean;
  profileButton: boolean;
  footer: boolean;
};

export function shellLayout(routeName: string, viewport: Viewport): ShellLayout {
  const headerHidden =
    HEADER_HIDDEN.has(routeName) || (viewport === 'mobile' && HEADER_HIDDEN_ON_MOBILE.has(routeName));
  const header = headerHidden ? 'hidden' : PROFILE_HEADER.has(routeName) ? 'profile' : 'standard';
  const footer =
    !FOOTER_HIDDEN.has(routeName) && (viewport === 'desktop' || FOOTER_ON_ALL_SIZES.has(routeName));
  return {
    header,
    ...(header === 'profile' ? { headerTitle: 'Your Profile' } : {}),
    backArrow: header !== 'hidden' && viewport === 'mobile' && routeName !== 'tracks',
    helpLink: header !== 'hidden' && viewport === 'desktop',
    profileButton: header !== 'hidden' && viewport === 'desktop',
    footer,
  };
}

/** The logo goes to tracks when the user is logged in or has a selected location, otherwise home. */
export function logoTarget(state: { loggedIn: boolean; hasSelectedLocation: boolean }): '/tracks' | '/home' {
  return state.loggedIn || state.hasSelectedLocation ? '/tracks' : '/home';
}
