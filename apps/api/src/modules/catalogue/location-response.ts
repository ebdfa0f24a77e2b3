import {
  DIFFICULTIES,
  gearPresetsForPlace,
  placeRoute,
  type Location,
  type LocationSummary,
  type SearchResultItem,
} from '@waymark/domain';
import type { LocationRow, LocationSummaryRow } from './catalogue.queries.ts';

const titled = (titles: readonly string[]) => titles.map((title) => ({ title }));
const difficultyTitle = new Map<string, string>(DIFFICULTIES.map((d) => [d.id, d.title]));

export function toLocationSummary(row: LocationSummaryRow): LocationSummary {
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    title: row.title,
    is_closed: row.isClosed,
    thumbnail: row.thumbnail,
    regions: titled(row.regions),
    locations: titled(row.areas),
    lng: row.lng,
    lat: row.lat,
    average_rating: row.averageRating,
    rating_count: row.ratingCount,
  };
}

/**
 * A search result as the API shows it: its summary, with the line and the distance written onto
 * it. Not spread into a new object: on Node 20 every property a literal adds after a spread
 * costs about 2 µs, which made a page of 50 results' spreads cost a search about a millisecond.
 */
export function toSearchResultItem(
  row: LocationSummaryRow & { geojson: LocationRow['geojson']; distanceAway: number | null },
): SearchResultItem {
  return Object.assign(toLocationSummary(row), { geojson: row.geojson, distance_away: row.distanceAway });
}

export type LocationExtras = {
  regions: string[];
  closestTracks: LocationSummaryRow[];
  related: { tracks: LocationSummaryRow[]; huts: LocationSummaryRow[]; campsites: LocationSummaryRow[] };
  featured: { title: string; slug: string; type: LocationRow['type'] }[];
  reviews: Pick<Location, 'feedback' | 'average_rating' | 'rating_count'>;
};

/** The full place as the API shows it (spec 2 §3), mapped field by field. */
export function toLocation(row: LocationRow, extras: LocationExtras): Location {
  const names = placeRoute(row.type);
  const featuredOf = (type: LocationRow['type']) =>
    extras.featured.filter((f) => f.type === type).map(({ title, slug }) => ({ title, slug }));
  const place = row.areas[0] ?? extras.regions[0] ?? 'New Zealand';
  return {
    ...toLocationSummary({
      ...row,
      regions: extras.regions,
      averageRating: extras.reviews.average_rating,
      ratingCount: extras.reviews.rating_count,
    }),
    introduction: row.introduction,
    singular_name: names.label,
    plural_name: names.plural,
    track_image: row.trackImage,
    image: row.image,
    track_image_alt: row.trackImageAlt,
    image_alt: row.imageAlt,
    gallery: row.gallery,
    photo_credit: row.photoCredit,
    distance: row.distanceKm,
    track_type: row.trackType,
    walking_duration: row.walkingDuration,
    difficulty: row.difficulties.map((id) => ({ title: difficultyTitle.get(id) ?? id })),
    number_of_bunks: row.numberOfBunks,
    bookable: row.bookable,
    info_link: row.infoLink,
    category: row.category,
    powered_sites: row.poweredSites,
    unpowered_sites: row.unpoweredSites,
    dogs_allowed: row.dogsAllowed,
    dogs_allowed_information: row.dogsAllowedInformation,
    wheelchair_friendly: row.wheelchairFriendly,
    shared_use: row.sharedUse,
    landscapes: titled(row.landscapes),
    access: titled(row.access),
    activities: titled(row.activities),
    facilities: titled(row.facilities),
    essential_preparation: row.essentialPreparation,
    roadend_proximity: row.roadendProximity,
    closest_tracks: extras.closestTracks.map(({ title, slug }) => ({ title, slug })),
    related: {
      tracks: extras.related.tracks.map(toLocationSummary),
      huts: extras.related.huts.map(toLocationSummary),
      campsites: extras.related.campsites.map(toLocationSummary),
    },
    ...extras.reviews,
    search: {
      keywords: [row.title, names.label, ...extras.regions, ...row.areas, 'New Zealand'].join(', '),
      description: row.searchDescription || row.introduction.slice(0, 300),
    },
    social: {
      description: row.socialDescription || row.introduction.slice(0, 300),
      image: row.socialImage ?? row.image ?? row.thumbnail,
      twitter_card: row.image || row.thumbnail ? 'summary_large_image' : 'summary',
    },
    geolocation: [row.lng, row.lat],
    geojson: row.geojson,
    attribution: row.attribution,
    accordion_items: row.accordionItems,
    featured_tracks: featuredOf('Track'),
    featured_huts: featuredOf('Hut'),
    featured_campsites: featuredOf('Campsite'),
    location: row.locationText ?? (row.type === 'Highlight' ? place : null),
    ...gearListsOf(row),
  };
}

/**
 * A place's gear lists, worked out from its stored fields each time it is served, so imported
 * and demo places get them with no step of their own and a better rule reaches every place at once.
 */
export function gearListsOf(
  row: Pick<
    LocationRow,
    | 'type'
    | 'durationCategory'
    | 'difficulties'
    | 'category'
    | 'landscapes'
    | 'activities'
    | 'title'
    | 'introduction'
    | 'essentialPreparation'
  >,
): Pick<Location, 'gear_list_presets' | 'duration_category_gear_list'> {
  const { presets, durationPresetId } = gearPresetsForPlace({
    type: row.type,
    durationCategory: row.durationCategory,
    difficulties: row.difficulties,
    category: row.category,
    landscapes: row.landscapes,
    activities: row.activities,
    description: [row.title, row.introduction, row.essentialPreparation ?? ''].join('\n'),
  });
  return { gear_list_presets: presets, duration_category_gear_list: durationPresetId };
}
