import { DESKTOP_MIN_WIDTH, MOBILE_MAX_WIDTH } from './limits.ts';
import { pathFor } from './routes.ts';

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
  /**
   * How the profile menu opens: a dropdown under the button on a desktop; below 992 px a sheet,
   * which also carries Help since the header has no room for the help link.
   */
  profileMenu: 'dropdown' | 'sheet';
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
    // Every width gets the profile button: without it a phone cannot log out or reach the My pages.
    profileButton: header !== 'hidden',
    profileMenu: viewport === 'desktop' ? 'dropdown' : 'sheet',
    footer,
  };
}

/**
 * Account and My pages send a visitor with no user and no token home (spec 1 §2, §6;
 * spec 2 §6; spec 3 §2), as do a trip's check-in from My Walks and the notifications (issue
 * 14), and the custom track editor (spec 2: no user or token redirects to home). The account flow pages under /account/ (password recovery, profile setup) are for people
 * on their way in, and the check-in and unsubscribe links from mails carry their own proof, so
 * they stay open.
 */
export function isSignedInOnly(routeName: string): boolean {
  return (
    routeName === 'account' ||
    routeName === 'account-update' ||
    routeName.startsWith('my-') ||
    routeName === 'plan-check-in' ||
    routeName === 'notifications' ||
    routeName === 'review-photos' ||
    routeName === 'custom-track-editor'
  );
}

/** The logo goes to tracks when the user is logged in or has a selected location, otherwise home. */
export function logoTarget(state: { loggedIn: boolean; hasSelectedLocation: boolean }): '/tracks' | '/home' {
  return state.loggedIn || state.hasSelectedLocation ? '/tracks' : '/home';
}

export type ProfileMenuLink = { label: string; to: string };

/** The My pages, in the order of spec 1 §2's profile menu. */
const MY_PAGES: readonly ProfileMenuLink[] = [
  { label: 'My Profile & Settings', to: pathFor('account') },
  { label: 'My Wishlist', to: pathFor('my-wishlist') },
  { label: 'My Walks', to: pathFor('my-walks') },
  { label: 'My Gear Lists', to: pathFor('my-gear-lists') },
  { label: 'My Custom Tracks', to: pathFor('my-custom-tracks') },
  { label: 'My Contacts', to: pathFor('my-contacts') },
  { label: 'My Reviews', to: pathFor('my-reviews') },
];
const HELP: ProfileMenuLink = { label: 'Help & Feedback', to: pathFor('help') };
/** Only staff moderate review photos, so only they see the way there. */
const REVIEW_PHOTOS: ProfileMenuLink = { label: 'Review photos', to: pathFor('review-photos') };

/**
 * The links of the profile menu (spec 1 §2), above Logout: a member gets the My pages and
 * Help & Feedback, staff also the review photos waiting for them. A visitor's menu is the Log in panel; in the sheet, where the header has no
 * help link, Help & Feedback follows it so a phone can still reach help.
 */
export function profileMenuLinks(state: {
  signedIn: boolean;
  menu: ShellLayout['profileMenu'];
  staff?: boolean;
}): readonly ProfileMenuLink[] {
  if (state.signedIn) return [...MY_PAGES, ...(state.staff ? [REVIEW_PHOTOS] : []), HELP];
  return state.menu === 'sheet' ? [HELP] : [];
}

/** Spec 1 §2: "Hi" and the first name, or "Welcome to {product}" when there is no first name. */
export function profileGreeting(firstName: string | null | undefined, productName: string): string {
  const name = firstName?.trim();
  return name ? `Hi ${name}` : `Welcome to ${productName}`;
}
