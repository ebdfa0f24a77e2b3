import { LOCATION_ROUTES } from '@waymark/domain';
import type { RouteName } from '@waymark/domain';
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * One screen per route name, each loaded on first visit so a page only downloads its own code.
 * Location pages share a screen per section: /tracks/x/weather and /huts/y/weather are the
 * same weather screen reading the kind of place from the route.
 */

type Screen = LazyExoticComponent<ComponentType>;

function screen(load: () => Promise<ComponentType>): Screen {
  return lazy(async () => ({ default: await load() }));
}

const LocationScreen = screen(() =>
  import('@/features/places/location-screen.tsx').then((m) => m.LocationScreen),
);
const LocationMapScreen = screen(() =>
  import('@/features/maps/location-map-screen.tsx').then((m) => m.LocationMapScreen),
);
const AlertsScreen = screen(() => import('@/features/alerts/alerts-screen.tsx').then((m) => m.AlertsScreen));
const WeatherScreen = screen(() =>
  import('@/features/weather/weather-screen.tsx').then((m) => m.WeatherScreen),
);
const GearScreen = screen(() => import('@/features/gear/gear-screen.tsx').then((m) => m.GearScreen));
const PlanScreen = screen(() => import('@/features/plans/plan-screen.tsx').then((m) => m.PlanScreen));

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
  home: screen(() => import('@/features/home/home-screen.tsx').then((m) => m.HomeScreen)),

  'sign-up': screen(() => import('@/features/accounts/sign-up-screen.tsx').then((m) => m.SignUpScreen)),
  'sign-in': screen(() => import('@/features/accounts/sign-in-screen.tsx').then((m) => m.SignInScreen)),
  'lost-password': screen(() =>
    import('@/features/accounts/lost-password-screen.tsx').then((m) => m.LostPasswordScreen),
  ),
  'password-recovery': screen(() =>
    import('@/features/accounts/password-recovery-screen.tsx').then((m) => m.PasswordRecoveryScreen),
  ),
  'confirm-email': screen(() =>
    import('@/features/accounts/confirm-email-screen.tsx').then((m) => m.ConfirmEmailScreen),
  ),
  'profile-setup': screen(() =>
    import('@/features/accounts/profile-setup-screen.tsx').then((m) => m.ProfileSetupScreen),
  ),
  activation: screen(() =>
    import('@/features/accounts/activation-screen.tsx').then((m) => m.ActivationScreen),
  ),
  account: screen(() => import('@/features/accounts/account-screen.tsx').then((m) => m.AccountScreen)),
  'account-update': screen(() =>
    import('@/features/accounts/account-update-screen.tsx').then((m) => m.AccountUpdateScreen),
  ),

  'my-walks': screen(() => import('@/features/plans/my-walks-screen.tsx').then((m) => m.MyWalksScreen)),
  'plan-check-in': screen(() =>
    import('@/features/check-in/check-in-screen.tsx').then((m) => m.PlanCheckInScreen),
  ),
  notifications: screen(() =>
    import('@/features/notifications/notifications-screen.tsx').then((m) => m.NotificationsScreen),
  ),
  'check-in': screen(() => import('@/features/check-in/check-in-screen.tsx').then((m) => m.CheckInScreen)),
  unsubscribe: screen(() =>
    import('@/features/unsubscribe/unsubscribe-screen.tsx').then((m) => m.UnsubscribeScreen),
  ),
  'my-custom-tracks': screen(() =>
    import('@/features/custom-tracks/my-custom-tracks-screen.tsx').then((m) => m.MyCustomTracksScreen),
  ),
  'my-contacts': screen(() =>
    import('@/features/contacts/my-contacts-screen.tsx').then((m) => m.MyContactsScreen),
  ),
  'my-wishlist': screen(() =>
    import('@/features/wishlist/my-wishlist-screen.tsx').then((m) => m.MyWishlistScreen),
  ),
  'my-reviews': screen(() =>
    import('@/features/reviews/my-reviews-screen.tsx').then((m) => m.MyReviewsScreen),
  ),
  'review-photos': screen(() =>
    import('@/features/reviews/review-photos/review-photos-screen.tsx').then((m) => m.ReviewPhotosScreen),
  ),
  'my-gear-lists': screen(() =>
    import('@/features/gear/my-gear-lists-screen.tsx').then((m) => m.MyGearListsScreen),
  ),

  tracks: screen(() => import('@/features/search/tracks-screen.tsx').then((m) => m.TracksScreen)),
  ...locationScreens,
  'custom-track-editor': screen(() =>
    import('@/features/custom-tracks/custom-track-editor-screen.tsx').then((m) => m.CustomTrackEditorScreen),
  ),
  'share-custom-track': screen(() =>
    import('@/features/custom-tracks/share-custom-track-screen.tsx').then((m) => m.ShareCustomTrackScreen),
  ),

  alerts: AlertsScreen,
  gear: GearScreen,
  weather: WeatherScreen,
  plan: PlanScreen,
  'plan-complete': screen(() =>
    import('@/features/plans/plan-complete-screen.tsx').then((m) => m.PlanCompleteScreen),
  ),
  'plan-readonly': screen(() =>
    import('@/features/plans/plan-readonly-screen.tsx').then((m) => m.PlanReadonlyScreen),
  ),
  'plan-alerts': AlertsScreen,
  'plan-weather': WeatherScreen,
  'select-dates': screen(() =>
    import('@/features/plans/select-dates-screen.tsx').then((m) => m.SelectDatesScreen),
  ),

  feedback: screen(() => import('@/features/support/feedback-screen.tsx').then((m) => m.FeedbackScreen)),
  help: screen(() => import('@/features/support/help-screen.tsx').then((m) => m.HelpScreen)),
  privacy: screen(() => import('@/features/support/privacy-screen.tsx').then((m) => m.PrivacyScreen)),
  'not-found': screen(() =>
    import('@/features/not-found/not-found-screen.tsx').then((m) => m.NotFoundScreen),
  ),
};
