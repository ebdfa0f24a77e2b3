import { CUSTOM_TRACK_KIND, CUSTOM_TRACK_ROUTE, CustomTrackIdSchema, pathFor } from '@waymark/domain';
import type { LocationType } from '@waymark/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { trackEvent } from './analytics.ts';
import type { AnalyticsEventName } from './analytics.ts';
import { ApiError } from './api-client.ts';
import { useAppStore } from './app-store.ts';
import type { PlaceRef } from './app-store.ts';
import { usePlace } from './catalogue-api.ts';
import { useCustomTrack } from './custom-track-api.ts';
import { locationPageFor } from './location-route.ts';

/** Spec 2 §7 analytics: which page views are counted (tracks have no view event). */
const VIEW_EVENTS: Partial<Record<string, AnalyticsEventName>> = {
  hut: 'hut_viewed',
  'hut-map': 'hut_map_viewed',
  campsite: 'campsite_viewed',
  'campsite-map': 'campsite_map_viewed',
  highlight: 'highlight_viewed',
  'highlight-map': 'highlight_map_viewed',
};

/** The catalogue kind of a location route name ('hut-map' → Hut); undefined for custom tracks. */
export function placeKindForRoute(routeName: string): LocationType | undefined {
  return locationPageFor(routeName)?.location.type ?? undefined;
}

const isNotFoundError = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Nothing at the address goes to the not-found page, naming the address (spec 2 §8). */
function useNotFoundRedirect(isNotFound: boolean): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (isNotFound) void navigate(pathFor('not-found'), { replace: true, state: { missingPath: pathname } });
  }, [isNotFound, navigate, pathname]);
}

/** A loaded place becomes the selected and viewed one; a plan for another place is put aside. */
function useWorkOn(ref: PlaceRef | undefined) {
  const setSelectedLocation = useAppStore((state) => state.setSelectedLocation);
  const setViewedLocation = useAppStore((state) => state.setViewedLocation);
  const resetPlanUnlessFor = useAppStore((state) => state.resetPlanUnlessFor);
  useEffect(() => {
    if (!ref) return;
    resetPlanUnlessFor(ref);
    setSelectedLocation(ref);
    setViewedLocation(ref);
    // The reference is rebuilt on each render; the place it names is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref?.id, ref?.type, ref?.slug, ref?.title, setSelectedLocation, setViewedLocation, resetPlanUnlessFor]);
}

/**
 * The place a location page or map page is about, loaded from the API. A 404 goes to the
 * not-found page; once loaded it becomes the selected place.
 */
export function useRoutePlace(routeName: string) {
  const kind = placeKindForRoute(routeName) ?? 'Track';
  const page = locationPageFor(routeName);
  const params = useParams();
  const slug = (page && params[page.location.param]) ?? '';
  const query = usePlace(kind, slug);
  const isNotFound = isNotFoundError(query.error);
  useNotFoundRedirect(isNotFound);

  const place = query.data;
  useWorkOn(place ? { id: place.id, type: place.type, slug: place.slug, title: place.title } : undefined);

  const viewEvent = VIEW_EVENTS[routeName];
  const viewed = place ? { id: place.id, slug: place.slug, title: place.title } : undefined;
  useEffect(() => {
    if (viewEvent && viewed) trackEvent(viewEvent, viewed);
    // Once per place and page, not on every refetch of the same place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewEvent, viewed?.id]);

  return { kind, slug, query, isNotFound };
}

/**
 * The custom track a /custom-tracks/{track_id} page is about, for anyone with its link. As with
 * a place, a 404 goes to not-found and once loaded it is the track the walker works on.
 */
export function useRouteCustomTrack() {
  const id = useParams()[CUSTOM_TRACK_ROUTE.param] ?? '';
  // An address that cannot be a track's link names no track: not found, without asking.
  const isLink = CustomTrackIdSchema.safeParse(id).success;
  const query = useCustomTrack(isLink ? id : undefined);
  const isNotFound = !isLink || isNotFoundError(query.error);
  useNotFoundRedirect(isNotFound);
  const track = query.data;
  useWorkOn(
    track ? { id: track.id, type: CUSTOM_TRACK_KIND, slug: track.id, title: track.title } : undefined,
  );
  return { id, query, isNotFound };
}
