import { GEAR_PRESETS, hasAlerts, MarkerSchema } from '@waymark/domain';
import type {
  AlertGroups,
  CustomTrack,
  ForecastSet,
  Location,
  LocationSummary,
  SearchResultItem,
  TrackListResponse,
} from '@waymark/domain';
import { vi } from 'vitest';

/**
 * A stand-in for the catalogue API in component tests: answers GET tracks, GET a place or a
 * custom track, POST search-tracks and a place's alerts and forecast from the given data, and
 * records every search form and every alerts or forecast address asked for.
 */

export function summaryFixture(overrides: Partial<LocationSummary> = {}): LocationSummary {
  return {
    id: 2,
    slug: 'routeburn-track',
    type: 'Track',
    title: 'Routeburn Track',
    is_closed: false,
    thumbnail: null,
    regions: [{ title: 'Fiordland' }],
    locations: [{ title: 'Mount Aspiring National Park' }],
    lng: 168.2784,
    lat: -44.7185,
    average_rating: null,
    rating_count: 0,
    ...overrides,
  };
}

export function resultFixture(overrides: Partial<SearchResultItem> = {}): SearchResultItem {
  return { ...summaryFixture(), geojson: null, distance_away: null, ...overrides };
}

export function locationFixture(overrides: Partial<Location> = {}): Location {
  const summary = summaryFixture(overrides);
  return {
    ...summary,
    introduction: 'An alpine crossing between Mount Aspiring and Fiordland national parks.',
    singular_name: summary.type,
    plural_name: `${summary.type}s`,
    track_image: null,
    image: null,
    track_image_alt: null,
    image_alt: null,
    gallery: [],
    photo_credit: null,
    distance: 33,
    track_type: 'One way',
    walking_duration: '2–4 days',
    difficulty: [{ title: 'Intermediate' }, { title: 'Advanced' }],
    number_of_bunks: null,
    bookable: null,
    info_link: 'https://www.doc.govt.nz/routeburn',
    category: null,
    powered_sites: null,
    unpowered_sites: null,
    dogs_allowed: false,
    dogs_allowed_information: null,
    wheelchair_friendly: false,
    shared_use: false,
    landscapes: [],
    access: [],
    activities: [],
    facilities: [],
    essential_preparation: '<p>Book huts <strong>before</strong> you go.</p><script>alert(1)</script>',
    roadend_proximity: null,
    closest_tracks: [{ title: 'Key Summit Track', slug: 'key-summit-track' }],
    related: {
      tracks: [summaryFixture({ id: 3, slug: 'key-summit-track', title: 'Key Summit Track' })],
      huts: [
        summaryFixture({ id: 40, slug: 'routeburn-falls-hut', title: 'Routeburn Falls Hut', type: 'Hut' }),
      ],
      campsites: [],
    },
    feedback: [],
    average_rating: null,
    rating_count: 0,
    search: { keywords: 'Routeburn Track, Track', description: 'An alpine crossing.' },
    social: { description: 'An alpine crossing.', image: null, twitter_card: 'summary' },
    geolocation: [summary.lng, summary.lat],
    geojson: null,
    attribution: 'Summarised from Department of Conservation information, CC BY 4.0.',
    accordion_items: [],
    featured_tracks: [],
    featured_huts: [],
    featured_campsites: [],
    location: null,
    gear_list_presets: [
      GEAR_PRESETS['alpine-winter'],
      GEAR_PRESETS['multi-day'],
      GEAR_PRESETS['overnight-hut'],
    ],
    duration_category_gear_list: 'alpine-winter',
    ...overrides,
  };
}

export const trackListFixture: TrackListResponse = {
  durations: [
    { id: 'under-1-hour', title: 'Under 1 hour' },
    { id: 'multi-day', title: 'Multi-day' },
  ],
  difficulties: [
    { id: 'easy', title: 'Easy' },
    { id: 'expert', title: 'Expert' },
  ],
  regions: [{ id: 'fiordland', title: 'Fiordland' }],
  pinned: [summaryFixture({ id: 1, slug: 'milford-track', title: 'Milford Track' }), summaryFixture()],
  list: [{ id: 1, slug: 'fiordland', title: 'Fiordland', track_count: 12, coordinates: [167.6, -45.4] }],
};

type StubOptions = {
  trackList?: TrackListResponse;
  /** Every result of a search, from the form sent; the stub answers the page the form asks for. */
  search?: (form: URLSearchParams) => SearchResultItem[];
  places?: Location[];
  /** GET custom-track/{id}; their alerts and forecasts as `alerts` and `forecast` answer. */
  customTracks?: CustomTrack[];
  /** GET alerts/{type}/{slug} for any known place; 404 when left out. A thrown error is a network failure. */
  alerts?: (query: URLSearchParams) => AlertGroups;
  /** GET forecasts/{type}/{slug} for any known place; 404 when left out. */
  forecast?: (query: URLSearchParams) => ForecastSet;
};

export function alertGroupsFixture(overrides: Partial<Omit<AlertGroups, 'has_alerts'>> = {}): AlertGroups {
  const groups = {
    site: [],
    closedAlerts: [],
    metservice: [],
    doc: [],
    huts: [],
    campsites: [],
    nzaa: [],
    ...overrides,
  };
  return { ...groups, has_alerts: hasAlerts(groups) };
}

export function stubCatalogueApi({
  trackList = trackListFixture,
  search,
  places = [],
  customTracks = [],
  alerts,
  forecast,
}: StubOptions = {}) {
  const searches: URLSearchParams[] = [];
  const conditionsAsked: URL[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    if (path === 'tracks') return json(trackList);
    if (path === 'search-tracks') {
      const form = new URLSearchParams(String(init?.body ?? ''));
      searches.push(form);
      const all = search ? search(form) : [];
      const page = Number(form.get('page') ?? 0);
      const items = Number(form.get('items') ?? all.length);
      const list = all.slice(page * items, (page + 1) * items);
      const allLoaded = (page + 1) * items >= all.length;
      return json({ data: { list, total: all.length, total_is_capped: false, page, all_loaded: allLoaded } });
    }
    const place = places.find((candidate) => path === `${candidate.type.toLowerCase()}s/${candidate.slug}`);
    if (place) return json(place);
    const track = customTracks.find((candidate) => path === `custom-track/${candidate.id}`);
    if (track) return json(track);
    const conditions = /^(alerts|forecasts)\/(\w+)\/(.+)$/.exec(path);
    const about = places.find((p) => p.type.toLowerCase() === conditions?.[2] && p.slug === conditions[3]);
    const trackConditions = /^track\/(.+)\/(alerts|forecasts)-custom$/.exec(path);
    const aboutTrack = customTracks.find((candidate) => candidate.id === trackConditions?.[1]);
    const asked =
      (conditions && about && conditions[1]) || (trackConditions && aboutTrack && trackConditions[2]);
    if (asked) {
      conditionsAsked.push(url);
      const answer = asked === 'alerts' ? alerts : forecast;
      if (answer) return json(answer(url.searchParams));
    }
    return json({ error: 'We could not find that place.' }, 404);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { searches, conditionsAsked, fetch: fetchStub };
}

/** A custom track of three markers near the Routeburn road end, made by someone else unless `is_own`. */
export function customTrackFixture(overrides: Partial<CustomTrack> = {}): CustomTrack {
  // Parsed, so every field the schema defaults is there, whatever fields markers gain.
  const marker = (lng: number, lat: number, length: number) =>
    MarkerSchema.parse({ lng, lat, snap: false, length });
  return {
    id: 'Ab3dEf6hIj9kLm0n',
    title: 'Lake Harris loop',
    description: 'Up to the saddle and back.',
    distance: 4.25,
    last_edited: '2026-11-20T01:00:00Z',
    markers: [marker(168.15, -44.75, 0), marker(168.16, -44.751, 1.5), marker(168.17, -44.76, 2.75)],
    gear_list_presets: [GEAR_PRESETS['day-walk'], GEAR_PRESETS['multi-day']],
    is_own: false,
    ...overrides,
  };
}
