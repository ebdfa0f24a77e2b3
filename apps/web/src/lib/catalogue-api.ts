import {
  isDistanceFilterActive,
  LocationSchema,
  placeRoute,
  searchableTerm,
  SearchTracksResponseSchema,
  TrackListResponseSchema,
} from '@waymark/domain';
import type { Location, LocationType, SearchTracksResponse, TrackListResponse } from '@waymark/domain';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, API_PREFIX } from './api-client.ts';
import type { MapBounds, SearchFilters } from './app-store.ts';

/**
 * The catalogue calls of spec 2 §7 — GET tracks, GET {tracks|huts|campsites|highlights}/{slug}
 * and POST search-tracks — each as a fetcher, a `…QueryOptions` factory that owns its cache key,
 * and a `use…` hook where a screen wants one.
 */

// ---------------------------------------------------------------- GET tracks

export function getTrackList({ signal }: { signal?: AbortSignal } = {}): Promise<TrackListResponse> {
  return api('tracks', { schema: TrackListResponseSchema, signal });
}

/** Filter options, recommended tracks and map regions change rarely; the server caches for a minute. */
export function trackListQueryOptions() {
  return queryOptions({ queryKey: ['tracks'], queryFn: getTrackList, staleTime: 5 * 60_000 });
}

export function useTrackList() {
  return useQuery(trackListQueryOptions());
}

// ---------------------------------------------------------------- GET a place

export function getPlace(
  kind: LocationType,
  slug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Location> {
  return api(`${placeRoute(kind).segment}/${encodeURIComponent(slug)}`, { schema: LocationSchema, signal });
}

/** `GET tracks/{slug}/track.gpx`: a track's line as a GPX file, for a GPS or another app. */
export function trackGpxUrl(slug: string): string {
  return `${API_PREFIX}tracks/${encodeURIComponent(slug)}/track.gpx`;
}

export function placeQueryOptions(kind: LocationType, slug: string) {
  return queryOptions({
    queryKey: ['place', kind, slug],
    queryFn: ({ signal }) => getPlace(kind, slug, { signal }),
  });
}

export function usePlace(kind: LocationType, slug: string) {
  return useQuery(placeQueryOptions(kind, slug));
}

// ---------------------------------------------------------------- POST search-tracks

/** What the person is searching for: the term, the filters, the map area and "Nearest to me". */
export type SearchCriteria = {
  term?: string | undefined;
  filters: SearchFilters;
  bound?: MapBounds | null | undefined;
  near?: [number, number] | null | undefined;
};

export type SearchPaging = {
  page?: number;
  items?: number;
  withGeometry?: boolean;
  /** With withGeometry: the map's whole zoom, so each line comes thinned to what shows there. */
  zoom?: number | undefined;
};

/** The list asks 50 at a time; the map asks for everything in view, with track lines. */
export const LIST_PAGE_SIZE = 50;
export const MAP_PAGE_SIZE = 500;

/**
 * The form POST search-tracks takes (spec 2 §7). The term is sent only when it is searchable,
 * and each filter only when applied (spec 2 §5), so an unfiltered search sends nothing.
 */
export function searchTracksForm(criteria: SearchCriteria, paging: SearchPaging = {}): URLSearchParams {
  const form = new URLSearchParams();
  const { filters } = criteria;
  const term = searchableTerm(criteria.term);
  if (term) form.set('term', term);
  if (isDistanceFilterActive(filters.distance)) form.set('distance', JSON.stringify(filters.distance));
  if (filters.wheelchair_friendly) form.set('wheelchair', '1');
  if (filters.allow_dog) form.set('dog_allowed', '1');
  if (filters.durations.length) form.set('durations', JSON.stringify(filters.durations));
  if (filters.difficulties.length) form.set('difficulties', JSON.stringify(filters.difficulties));
  if (filters.regions.length) form.set('regions', JSON.stringify(filters.regions));
  if (criteria.bound) form.set('bound', JSON.stringify(criteria.bound));
  if (criteria.near) form.set('near', JSON.stringify(criteria.near));
  form.set('page', String(paging.page ?? 0));
  form.set('items', String(paging.items ?? LIST_PAGE_SIZE));
  if (paging.withGeometry) form.set('with_geometry', '1');
  if (paging.withGeometry && paging.zoom !== undefined) form.set('zoom', String(paging.zoom));
  return form;
}

export function searchTracks(
  criteria: SearchCriteria,
  paging: SearchPaging = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<SearchTracksResponse['data']> {
  return api('search-tracks', {
    method: 'POST',
    form: searchTracksForm(criteria, paging),
    schema: SearchTracksResponseSchema,
    signal,
  }).then((response) => response.data);
}

/** The cache key is the form itself, so two criteria that send the same request share one entry. */
function searchKey(criteria: SearchCriteria, paging: Omit<SearchPaging, 'page'>) {
  const form = searchTracksForm(criteria, { ...paging, page: 0 });
  form.delete('page');
  return ['search-tracks', form.toString()] as const;
}

/** One page of results: everything on the map in view, or the first few for a quick search. */
export function searchTracksQueryOptions(criteria: SearchCriteria, paging: SearchPaging = {}) {
  return queryOptions({
    queryKey: [...searchKey(criteria, paging), paging.page ?? 0],
    queryFn: ({ signal }) => searchTracks(criteria, paging, { signal }),
    // While the map moves, the last results stay drawn until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * The list's results, 50 a page: each "Show more" fetches the next page of the same search,
 * while there are more than the pages so far hold.
 */
export function searchTracksListQueryOptions(criteria: SearchCriteria) {
  const paging = { items: LIST_PAGE_SIZE };
  return infiniteQueryOptions({
    // Its own key: the pages are cached together, apart from single-page queries of the same form.
    queryKey: [...searchKey(criteria, paging), 'list'],
    queryFn: ({ pageParam, signal }) => searchTracks(criteria, { ...paging, page: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      pages.length * LIST_PAGE_SIZE < lastPage.total ? pages.length : undefined,
    // While a new search runs, the last results stay listed until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
