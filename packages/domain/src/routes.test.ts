import { describe, expect, test } from 'vitest';
import { LocationTypeSchema } from './location.ts';
import {
  isPlaceKind,
  LOCATION_ROUTES,
  matchRoute,
  pathFor,
  placePath,
  placeRoute,
  placeRouteAt,
  placeRouteNamed,
  routeByName,
  ROUTES,
} from './routes.ts';

describe('the route table', () => {
  test('route names are unique', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  test('a location sub-page is named after the location route, a dash and the section', () => {
    expect(pathFor('track-map', { track: 'routeburn-track' })).toBe('/tracks/routeburn-track/map');
    expect(pathFor('hut-weather', { hut: 'mueller-hut' })).toBe('/huts/mueller-hut/weather');
    expect(pathFor('campsite-plan', { campsite: 'totaranui' })).toBe('/campsites/totaranui/plan');
    expect(pathFor('custom-track-gear', { track_id: 12 })).toBe('/custom-tracks/12/gear');
    expect(pathFor('highlight-map', { highlight: 'fiordland' })).toBe('/highlights/fiordland/map');
  });

  test('optional params may be left out', () => {
    expect(pathFor('my-gear-lists')).toBe('/account/my-gear-lists');
    expect(pathFor('my-gear-lists', { id: 3 })).toBe('/account/my-gear-lists/3');
    expect(pathFor('custom-track-editor')).toBe('/custom-track-editor');
  });

  test('a missing required param is an error, not a broken link', () => {
    expect(() => pathFor('track')).toThrow('needs the parameter track');
  });

  test('concrete paths resolve to their route; unknown paths resolve to nothing', () => {
    expect(matchRoute('/tracks')?.name).toBe('tracks');
    expect(matchRoute('/tracks/kepler-track')?.name).toBe('track');
    expect(matchRoute('/tracks/kepler-track/alerts')?.name).toBe('track-alerts');
    expect(matchRoute('/plan/3f2a/weather')?.name).toBe('plan-weather');
    expect(matchRoute('/select-date')?.name).toBe('select-dates');
    expect(matchRoute('/account/my-gear-lists')?.name).toBe('my-gear-lists');
    expect(matchRoute('/anything-unknown')).toBeUndefined();
    expect(matchRoute('/tracks/a/b/c')).toBeUndefined();
  });

  test('auth, account and 404 pages are excluded from breadcrumbs', () => {
    for (const name of [
      'sign-in',
      'sign-up',
      'password-recovery',
      'confirm-email',
      'account',
      'account-update',
      'my-walks',
      'not-found',
    ]) {
      expect(routeByName(name).excludedFromBreadcrumbs, name).toBe(true);
    }
    expect(routeByName('track').excludedFromBreadcrumbs).toBe(false);
  });

  test('the link mailed to a new email address opens confirm-email, beside the other account links', () => {
    expect(pathFor('confirm-email')).toBe('/account/confirm-email');
    expect(matchRoute('/account/confirm-email')?.name).toBe('confirm-email');
    expect(routeByName('confirm-email')).toMatchObject({ trackHeader: false, engagementPrompt: false });
  });

  test('the safety net’s pages: a trip’s check-in and the notifications under the account, the mailed links outside it', () => {
    expect(pathFor('plan-check-in', { id: 12 })).toBe('/account/my-walks/12/check-in');
    expect(matchRoute('/account/my-walks/12/check-in')?.name).toBe('plan-check-in');
    expect(matchRoute('/account/notifications')?.name).toBe('notifications');
    expect(matchRoute('/check-in/abc_DEF-123')?.name).toBe('check-in');
    expect(matchRoute('/unsubscribe/abc_DEF-123')?.name).toBe('unsubscribe');
  });

  test('location pages and their sub-pages show the track header', () => {
    expect(routeByName('track').trackHeader).toBe(true);
    expect(routeByName('campsite-weather').trackHeader).toBe(true);
    expect(routeByName('home').trackHeader).toBe(false);
  });
});

describe('the place vocabulary', () => {
  test('every place type has exactly one route, and its words lead back to it', () => {
    for (const type of LocationTypeSchema.options) {
      expect(LOCATION_ROUTES.filter((route) => route.type === type)).toHaveLength(1);
      const route = placeRoute(type);
      expect(placeRouteNamed(route.routeName)?.type).toBe(type);
      expect(placeRouteAt(route.segment)?.type).toBe(type);
    }
    expect(placeRouteNamed('custom-track')).toBeUndefined();
    expect(placeRouteAt('custom-tracks')).toBeUndefined();
    expect(placeRouteAt('account')).toBeUndefined();
  });

  test('each kind of place has its own path, and its sections under it', () => {
    expect(placePath('Track', 'routeburn-track')).toBe('/tracks/routeburn-track');
    expect(placePath('Hut', 'mueller-hut', 'map')).toBe('/huts/mueller-hut/map');
    expect(placePath('Campsite', 'white-horse-hill-campground')).toBe(
      '/campsites/white-horse-hill-campground',
    );
    expect(placePath('Highlight', 'tongariro-national-park', 'map')).toBe(
      '/highlights/tongariro-national-park/map',
    );
  });

  test('a custom track is addressed by its id, and is a kind of place page like the others', () => {
    expect(placePath('Custom track', 'Ab3dEf6hIj9kLm0n')).toBe('/custom-tracks/Ab3dEf6hIj9kLm0n');
    expect(placePath('Custom track', 'Ab3dEf6hIj9kLm0n', 'plan')).toBe(
      '/custom-tracks/Ab3dEf6hIj9kLm0n/plan',
    );
    expect(['Track', 'Hut', 'Campsite', 'Highlight', 'Custom track'].every(isPlaceKind)).toBe(true);
    expect(isPlaceKind('custom-track')).toBe(false);
  });
});
