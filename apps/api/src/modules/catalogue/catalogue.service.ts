import type { SearchTracksRequestSchema } from '@waymark/domain';
import {
  DIFFICULTIES,
  DISTANCE_FILTER_MAX,
  DURATION_CATEGORIES,
  isDistanceFilterActive,
  placeNotFoundMessage,
  searchableTerm,
  trackLineTolerance,
  type Location,
  type LocationType,
  type SearchTracksResponse,
  type TrackListResponse,
} from '@waymark/domain';
import type { z } from 'zod';
import { HttpError } from '#api/http/http-error.ts';
import {
  findLocation,
  highlightFeaturedLocations,
  nearbyLocations,
  recommendedTracks,
  regionsWithTrackCounts,
} from './catalogue.queries.ts';
import { toLocation, toLocationSummary, toSearchResultItem } from './location-response.ts';
import { createPlaceNameDirectory } from './place-name-directory.ts';
import { createRegionDirectory } from './region-directory.ts';
import {
  createCatalogueSearch,
  type SearchDatabase,
  type TrackLinesWanted,
} from './search/catalogue-search.ts';
import type { SearchCriteria } from './search/search-index.ts';

/** How far "related" and "nearby tracks" reach from a place. */
const RELATED_WITHIN_KM = 25;
const RELATED_PER_TYPE = 6;

/** What a place's page shows of its reviews; the reviews module answers it. */
export type PlaceReviews = (
  locationId: number,
) => Promise<Pick<Location, 'feedback' | 'average_rating' | 'rating_count'>>;

export function createCatalogueService(database: SearchDatabase, reviewsOf: PlaceReviews) {
  const { db } = database;
  const regionDirectory = createRegionDirectory(db);
  const placeNameDirectory = createPlaceNameDirectory(db);
  const catalogueSearch = createCatalogueSearch(database);
  return {
    async location(type: LocationType, slug: string): Promise<Location> {
      const found = await findLocation(db, type, slug);
      if (!found) throw HttpError.notFound(placeNotFoundMessage(type));
      const { location } = found;
      const near = (types: LocationType[], limit: number) =>
        nearbyLocations(db, {
          types,
          point: [location.lng, location.lat],
          withinKm: RELATED_WITHIN_KM,
          limit,
          excludeId: location.id,
        });
      const [tracks, huts, campsites, featured, reviews] = await Promise.all([
        near(['Track'], RELATED_PER_TYPE),
        near(['Hut'], RELATED_PER_TYPE),
        near(['Campsite'], RELATED_PER_TYPE),
        type === 'Highlight' ? highlightFeaturedLocations(db, location.id) : Promise.resolve([]),
        reviewsOf(location.id),
      ]);
      return toLocation(location, {
        reviews,
        regions: found.regions,
        closestTracks: tracks.slice(0, 4),
        related: { tracks, huts, campsites },
        featured,
      });
    },

    async trackList(): Promise<TrackListResponse> {
      const [pinned, regions] = await Promise.all([recommendedTracks(db), regionsWithTrackCounts(db)]);
      return {
        durations: DURATION_CATEGORIES.map(({ id, title }) => ({ id, title })),
        difficulties: DIFFICULTIES.map(({ id, title }) => ({ id, title })),
        regions: regions.map((r) => ({ id: r.slug, title: r.title })),
        pinned: pinned.map(toLocationSummary),
        list: regions.map((r) => ({
          id: r.id,
          slug: r.slug,
          title: r.title,
          track_count: r.trackCount,
          coordinates: [r.lng, r.lat],
        })),
      };
    },

    async search(request: z.output<typeof SearchTracksRequestSchema>): Promise<SearchTracksResponse> {
      const term = searchableTerm(request.term);
      const distance =
        request.distance && isDistanceFilterActive(request.distance) ? request.distance : undefined;
      const trackOnly =
        Boolean(
          request.durations?.length || request.difficulties?.length || distance || request.wheelchair,
        ) || request.near !== undefined;
      const criteria: SearchCriteria & TrackLinesWanted = {
        term,
        // Highlights are found by name, not browsed: they are guides to an area, not places on the map.
        types: trackOnly
          ? ['Track']
          : term
            ? ['Track', 'Hut', 'Campsite', 'Highlight']
            : ['Track', 'Hut', 'Campsite'],
        durations: request.durations?.map(String),
        difficulties: request.difficulties?.map(String),
        distanceKm: distance && {
          min: distance[0],
          max: distance[1] >= DISTANCE_FILTER_MAX ? undefined : distance[1],
        },
        wheelchair: request.wheelchair,
        dogs: request.dog_allowed,
        regionIds: request.regions?.length ? await regionDirectory.idsOf(request.regions) : undefined,
        bounds: request.bound,
        near: request.near,
        // "Nearest to me" is nearness to the person, whatever the term names.
        nearTown: term && !request.near ? await placeNameDirectory.townNamed(term) : undefined,
        trackLines: request.with_geometry ? { tolerance: trackLineTolerance(request.zoom) } : null,
        offset: request.page * request.items,
        limit: request.items,
      };
      let found = await catalogueSearch.search(criteria);
      // A term that names a region lists what lies in it, rather than matching words.
      if (found.namedRegionIds.length > 0) {
        found = await catalogueSearch.search({
          ...criteria,
          term: undefined,
          nearTown: undefined,
          regionsNamedByTerm: found.namedRegionIds,
        });
      }
      const { rows, total, totalIsCapped } = found;
      const regionTitles = await regionDirectory.titlesOf(rows.map((row) => row.regionIds));
      // Written onto this search's own rows, not spread into copies (see toSearchResultItem).
      const list = rows.map((row, i) =>
        toSearchResultItem(Object.assign(row, { regions: regionTitles[i]! })),
      );
      return {
        data: {
          list,
          total,
          total_is_capped: totalIsCapped,
          page: request.page,
          all_loaded: !totalIsCapped && (request.page + 1) * request.items >= total,
        },
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
