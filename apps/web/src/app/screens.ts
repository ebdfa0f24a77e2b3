import { LOCATION_ROUTES } from '@waymark/domain';
import type { RouteName } from '@waymark/domain';
import type { ComponentType } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy.ts';
import type { PreloadableLazy } from '@/lib/preloadable-lazy.ts';

/**
 * One screen per route name, each loaded on first visit so a page only downloads its own code.
 * Location pages share a screen per section: /tracks/x/weather and /huts/y/weather are the
 * same weather screen reading the kind of place from the route.
 */

const SCREEN_MODULES = import.meta.glob<Record<string, ComponentType>>('../features/**/*-screen.tsx');

/**
 * A screen, and its source file: the client build's manifest is keyed by it, so the server can
 * send the styles and script of a page it renders. `preload` loads it ahead of rendering, as
 * the browser must before hydrating a page the server drew with it.
 */
export type Screen = PreloadableLazy & { file: string };

/** `screen('home/home-screen.tsx', 'HomeScreen')`: the export of that file under src/features. */
function screen(file: string, name: string): Screen {
  const module = SCREEN_MODULES[`../features/${file}`];
  if (!module) throw new Error(`There is no screen file src/features/${file}`);
  const component = preloadableLazy(async () => {
    const exported = (await module())[name];
    if (!exported) throw new Error(`src/features/${file} exports no ${name}`);
    return exported;
  });
  return Object.assign(component, { file: `src/features/${file}` });
}

const LocationScreen = screen('places/location-screen.tsx', 'LocationScreen');
const LocationMapScreen = screen('maps/location-map-screen.tsx', 'LocationMapScreen');
const AlertsScreen = screen('alerts/alerts-screen.tsx', 'AlertsScreen');
const WeatherScreen = screen('weather/weather-screen.tsx', 'WeatherScreen');
const GearScreen = screen('gear/gear-screen.tsx', 'GearScreen');
const PlanScreen = screen('plans/plan-screen.tsx', 'PlanScreen');

/** Every location kind has its page and the same five sections (spec 2 §2). */
const locationScreens: Record<RouteName, Screen> = Object.fromEntries(
  LOCATION_ROUTES.flatMap(({ routeName }) => [
    [routeName, LocationScreen],
    [`${routeName}-map`, LocationMapScreen],
    [`${routeName}-alerts`, AlertsScreen],
    [`${routeName}-weather`, WeatherScreen],
    [`${routeName}-gear`, GearScreen],
    [`${routeName}-plan`, PlanScreen],
  ]),
);

export const SCREENS: Record<RouteName, Screen> = {
  home: screen('home/home-screen.tsx', 'HomeScreen'),

  'sign-up': screen('accounts/sign-up-screen.tsx', 'SignUpScreen'),
  'sign-in': screen('accounts/sign-in-screen.tsx', 'SignInScreen'),
  'lost-password': screen('accounts/lost-password-screen.tsx', 'LostPasswordScreen'),
  'password-recovery': screen('accounts/password-recovery-screen.tsx', 'PasswordRecoveryScreen'),
  'confirm-email': screen('accounts/confirm-email-screen.tsx', 'ConfirmEmailScreen'),
  'profile-setup': screen('accounts/profile-setup-screen.tsx', 'ProfileSetupScreen'),
  activation: screen('accounts/activation-screen.tsx', 'ActivationScreen'),
  account: screen('accounts/account-screen.tsx', 'AccountScreen'),
  'account-update': screen('accounts/account-update-screen.tsx', 'AccountUpdateScreen'),

  'my-walks': screen('plans/my-walks-screen.tsx', 'MyWalksScreen'),
  'plan-check-in': screen('check-in/check-in-screen.tsx', 'PlanCheckInScreen'),
  notifications: screen('notifications/notifications-screen.tsx', 'NotificationsScreen'),
  'check-in': screen('check-in/check-in-screen.tsx', 'CheckInScreen'),
  unsubscribe: screen('unsubscribe/unsubscribe-screen.tsx', 'UnsubscribeScreen'),
  'my-custom-tracks': screen('custom-tracks/my-custom-tracks-screen.tsx', 'MyCustomTracksScreen'),
  'my-contacts': screen('contacts/my-contacts-screen.tsx', 'MyContactsScreen'),
  'my-wishlist': screen('wishlist/my-wishlist-screen.tsx', 'MyWishlistScreen'),
  'my-reviews': screen('reviews/my-reviews-screen.tsx', 'MyReviewsScreen'),
  'review-photos': screen('reviews/review-photos/review-photos-screen.tsx', 'ReviewPhotosScreen'),
  'my-gear-lists': screen('gear/my-gear-lists-screen.tsx', 'MyGearListsScreen'),

  tracks: screen('search/tracks-screen.tsx', 'TracksScreen'),
  ...locationScreens,
  'custom-track-editor': screen('custom-tracks/custom-track-editor-screen.tsx', 'CustomTrackEditorScreen'),
  'share-custom-track': screen('custom-tracks/share-custom-track-screen.tsx', 'ShareCustomTrackScreen'),

  alerts: AlertsScreen,
  gear: GearScreen,
  weather: WeatherScreen,
  plan: PlanScreen,
  'plan-complete': screen('plans/plan-complete-screen.tsx', 'PlanCompleteScreen'),
  'plan-readonly': screen('plans/plan-readonly-screen.tsx', 'PlanReadonlyScreen'),
  'plan-alerts': AlertsScreen,
  'plan-weather': WeatherScreen,
  'select-dates': screen('plans/select-dates-screen.tsx', 'SelectDatesScreen'),

  feedback: screen('support/feedback-screen.tsx', 'FeedbackScreen'),
  help: screen('support/help-screen.tsx', 'HelpScreen'),
  privacy: screen('support/privacy-screen.tsx', 'PrivacyScreen'),
  'not-found': screen('not-found/not-found-screen.tsx', 'NotFoundScreen'),
};
