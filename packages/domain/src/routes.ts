/**
 * The complete route table of spec 1 §2 and spec 2 §2, shared so the web router, the
 * server's HTML metadata and the tests agree on every name and path.
 */
import type { LocationType } from './location.ts';

export type RouteFlags = {
  /** The location header (gallery, title, trip dates) sits above the screen. */
  trackHeader: boolean;
  /** The engagement login prompt may open 30 s after landing here (spec 1 §4). */
  engagementPrompt: boolean;
  /** Auth, account and 404 pages are left out of breadcrumbs. */
  excludedFromBreadcrumbs: boolean;
};

export type RouteDefinition = RouteFlags & {
  name: string;
  /** React Router pattern: `:param` and `:param?`. */
  path: string;
};

const plain: RouteFlags = { trackHeader: false, engagementPrompt: false, excludedFromBreadcrumbs: false };
const account: RouteFlags = { ...plain, excludedFromBreadcrumbs: true };
const browsing: RouteFlags = { ...plain, engagementPrompt: true };
const location: RouteFlags = { trackHeader: true, engagementPrompt: true, excludedFromBreadcrumbs: false };

export const LOCATION_SECTIONS = ['map', 'alerts', 'weather', 'gear', 'plan'] as const;
export type LocationSection = (typeof LOCATION_SECTIONS)[number];

type LocationRouteEntry = {
  /** The catalogue type a page shows; custom tracks are a walker's own, not catalogue places. */
  type: LocationType | null;
  /** The route's name, and the word API paths use for the type: /alerts/hut/{slug}. */
  routeName: string;
  /** The URL word, in the app and the API alike: /huts/{slug}. */
  segment: string;
  param: string;
  /** What the product calls one, and several. */
  label: string;
  plural: string;
  sections: readonly LocationSection[];
};

/** A walker's own tracks, addressed by id rather than slug (spec 2 §2). */
export const CUSTOM_TRACK_ROUTE = {
  type: null,
  routeName: 'custom-track',
  segment: 'custom-tracks',
  param: 'track_id',
  label: 'Custom track',
  plural: 'Custom tracks',
  sections: LOCATION_SECTIONS,
} as const satisfies LocationRouteEntry;

/**
 * Every kind of location that has pages: the one place where a type, its URL word, its API
 * word and its name are written. Every other mapping between them is derived from this.
 */
export const LOCATION_ROUTES = [
  {
    type: 'Track',
    routeName: 'track',
    segment: 'tracks',
    param: 'track',
    label: 'Track',
    plural: 'Tracks',
    sections: LOCATION_SECTIONS,
  },
  {
    type: 'Hut',
    routeName: 'hut',
    segment: 'huts',
    param: 'hut',
    label: 'Hut',
    plural: 'Huts',
    sections: LOCATION_SECTIONS,
  },
  {
    type: 'Campsite',
    routeName: 'campsite',
    segment: 'campsites',
    param: 'campsite',
    label: 'Campsite',
    plural: 'Campsites',
    sections: LOCATION_SECTIONS,
  },
  CUSTOM_TRACK_ROUTE,
  // Spec 2 lists highlight sections alerts, weather, gear and plan as well as the map.
  {
    type: 'Highlight',
    routeName: 'highlight',
    segment: 'highlights',
    param: 'highlight',
    label: 'Highlight',
    plural: 'Highlights',
    sections: LOCATION_SECTIONS,
  },
] as const satisfies readonly LocationRouteEntry[];

export type LocationRoute = (typeof LOCATION_ROUTES)[number];

/** What a location page can be about: a catalogue place, or a walker's own custom track. */
export type PlaceKind = LocationType | (typeof CUSTOM_TRACK_ROUTE)['label'];
export const CUSTOM_TRACK_KIND = CUSTOM_TRACK_ROUTE.label;

/** Whether a place reference's type names a kind of location page. */
export function isPlaceKind(type: string): type is PlaceKind {
  return LOCATION_ROUTES.some((route) => (route.type ?? route.label) === type);
}

/** The route of any kind of location page, custom tracks included. */
export function locationRoute(kind: PlaceKind): LocationRoute {
  return kind === CUSTOM_TRACK_KIND ? CUSTOM_TRACK_ROUTE : placeRoute(kind);
}
/** The route of a catalogue place: a track, hut, campsite or highlight. */
export type PlaceRoute = Extract<LocationRoute, { type: LocationType }>;

export const PLACE_ROUTES: readonly PlaceRoute[] = LOCATION_ROUTES.filter(
  (route): route is PlaceRoute => route.type !== null,
);

/** The route of a place type: its URL word, API word, parameter and name. */
export function placeRoute(type: LocationType): PlaceRoute {
  const route = PLACE_ROUTES.find((candidate) => candidate.type === type);
  // LocationType and LOCATION_ROUTES are checked against each other by routes.test.ts.
  if (!route) throw new Error(`No route for the place type ${type}`);
  return route;
}

/** The place route an API path word names ('hut'), or undefined. */
export function placeRouteNamed(routeName: string): PlaceRoute | undefined {
  return PLACE_ROUTES.find((route) => route.routeName === routeName);
}

/** The place route a URL word names ('huts'), or undefined. */
export function placeRouteAt(segment: string): PlaceRoute | undefined {
  return PLACE_ROUTES.find((route) => route.segment === segment);
}

function locationRoutes(): RouteDefinition[] {
  return LOCATION_ROUTES.flatMap(({ routeName, segment, param, sections }) => [
    { name: routeName, path: `/${segment}/:${param}`, ...location },
    ...sections.map((section) => ({
      name: `${routeName}-${section}`,
      path: `/${segment}/:${param}/${section}`,
      ...location,
    })),
  ]);
}

export const ROUTES: readonly RouteDefinition[] = [
  { name: 'home', path: '/home', ...plain },
  { name: 'sign-up', path: '/signup', ...account },
  { name: 'sign-in', path: '/signin', ...account },
  { name: 'lost-password', path: '/lost-password', ...account },
  { name: 'password-recovery', path: '/account/password-recovery', ...account },
  /** Not in the spec: opened from the link mailed to a new email address (issue 9). */
  { name: 'confirm-email', path: '/account/confirm-email', ...account },
  { name: 'profile-setup', path: '/account/profile-setup', ...account },
  { name: 'activation', path: '/activate', ...account },
  { name: 'account', path: '/account', ...account },
  { name: 'account-update', path: '/account/update', ...account },
  { name: 'my-walks', path: '/account/my-walks', ...account },
  /** Issue 14, the safety net: a trip's check-in from My Walks, for its owner and editors. */
  { name: 'plan-check-in', path: '/account/my-walks/:id/check-in', ...account },
  { name: 'notifications', path: '/account/notifications', ...account },
  /** Opened from the check-in and unsubscribe links in mails: the token proves who it is, no login. */
  { name: 'check-in', path: '/check-in/:token', ...account },
  { name: 'unsubscribe', path: '/unsubscribe/:token', ...account },
  { name: 'my-custom-tracks', path: '/account/my-custom-tracks', ...account },
  { name: 'my-contacts', path: '/account/my-contacts', ...account },
  { name: 'my-wishlist', path: '/account/my-wishlist', ...account },
  { name: 'my-reviews', path: '/account/my-reviews', ...account },
  { name: 'my-gear-lists', path: '/account/my-gear-lists/:id?', ...account },
  /** Issue 16: staff approve or reject review photos before others see them. */
  { name: 'review-photos', path: '/account/review-photos', ...account },
  { name: 'tracks', path: '/tracks', ...browsing },
  ...locationRoutes(),
  { name: 'custom-track-editor', path: '/custom-track-editor/:id?', ...plain },
  { name: 'share-custom-track', path: '/share-custom-track/:id', ...plain },
  { name: 'alerts', path: '/alerts', ...location },
  { name: 'gear', path: '/gear', ...location },
  { name: 'weather', path: '/weather', ...location },
  { name: 'plan', path: '/plan', ...location },
  { name: 'plan-complete', path: '/plan-complete', ...plain },
  { name: 'plan-readonly', path: '/plan/:guid', ...plain },
  { name: 'plan-alerts', path: '/plan/:guid/alerts', ...plain },
  { name: 'plan-weather', path: '/plan/:guid/weather', ...plain },
  { name: 'select-dates', path: '/select-date', ...plain },
  { name: 'feedback', path: '/feedback', ...plain },
  { name: 'help', path: '/help', ...plain },
  { name: 'privacy', path: '/privacy', ...plain },
  { name: 'not-found', path: '/404', ...account },
];

/** Paths that only redirect: `/` goes home, the older activation path goes to `/activate`. */
export const ROUTE_REDIRECTS = [
  { from: '/', to: '/home' },
  { from: '/account/activate', to: '/activate' },
] as const;

export type RouteName = string;

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: RouteName): RouteDefinition {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

/** Builds a concrete path, e.g. `pathFor('track-map', { track: 'routeburn-track' })`. */
export function pathFor(name: RouteName, params: Record<string, string | number | undefined> = {}): string {
  return routeByName(name).path.replace(/\/:(\w+)(\?)?/g, (_match, key: string, optional?: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Route ${name} needs the parameter ${key}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

/**
 * '/huts/mueller-hut', or with a section '/huts/mueller-hut/map'; a custom track's "slug" is its
 * id: '/custom-tracks/{id}/map'.
 */
export function placePath(type: PlaceKind, slug: string, section?: LocationSection): string {
  const { routeName, param } = locationRoute(type);
  return pathFor(section ? `${routeName}-${section}` : routeName, { [param]: slug });
}

function patternToRegExp(path: string): RegExp {
  const source = path.replace(/\/:(\w+)(\?)?/g, (_m, _key: string, optional?: string) =>
    optional ? '(?:/[^/]+)?' : '/[^/]+',
  );
  return new RegExp(`^${source}/?$`);
}

const matchers = ROUTES.map((route) => ({ route, pattern: patternToRegExp(route.path) }));

/** The route a concrete pathname resolves to, or undefined when it is unknown (→ /404). */
export function matchRoute(pathname: string): RouteDefinition | undefined {
  return matchers.find(({ pattern }) => pattern.test(pathname))?.route;
}
