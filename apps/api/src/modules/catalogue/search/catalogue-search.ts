import { thinnedTrackLine, type TrackLine } from '@waymark/domain';
import type { DatabaseHandle } from '#api/db/client.ts';
import {
  placeRatings,
  SEARCH_VERSIONS_CHANNEL,
  searchablePlaces,
  searchVersionsOf,
  trackLines,
  type SearchVersions,
} from '#api/modules/catalogue/catalogue.queries.ts';
import {
  createSearchIndex,
  type ResultPlace,
  type SearchCriteria,
  type SearchIndex,
} from './search-index.ts';

export type SearchPage = {
  rows: (ResultPlace & {
    geojson: TrackLine | null;
    averageRating: number | null;
    ratingCount: number;
    distanceAway: number | null;
  })[];
  total: number;
  totalIsCapped: boolean;
  namedRegionIds: number[];
};

type Ratings = Awaited<ReturnType<typeof placeRatings>>;

export type SearchDatabase = Pick<DatabaseHandle, 'db' | 'listen'>;

/** The map asks for track lines, thinned to what it draws (trackLineTolerance); the list does not. */
export type TrackLinesWanted = { trackLines: { tolerance: number } | null };

/**
 * Something read from the database and held until its version moves on: read again when a
 * search sees a newer version than the one it was read at. Versions only rise.
 */
function heldUntilChanged<T>(read: () => Promise<T>) {
  let held: { version: number; value: Promise<T> } | undefined;
  return (version: number): Promise<T> => {
    if (!held || held.version < version) {
      const value = read();
      const reading = { version, value };
      held = reading;
      // A failed read is not held: the next search tries again.
      value.catch(() => {
        if (held === reading) held = undefined;
      });
    }
    return held.value;
  };
}

/**
 * The search versions as a search starts. Read per search; but a database that tells this
 * process of every change before the change returns (the embedded one) is read once, then
 * again only after it announces a raised version (migration 0026): that read cost a search on
 * the real catalogue 0.4-0.7 ms of its 2-4.
 */
function currentVersions({ db, listen }: SearchDatabase): () => Promise<SearchVersions> {
  if (!listen) return () => searchVersionsOf(db);
  let listening: Promise<void> | undefined;
  let held: Promise<SearchVersions> | undefined;
  return async () => {
    // Listening first: a change between a read and the listening would go unheard.
    listening ??= listen(SEARCH_VERSIONS_CHANNEL, () => {
      held = undefined;
    }).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    await listening;
    if (!held) {
      const reading = searchVersionsOf(db);
      held = reading;
      // A failed read is not held: the next search tries again.
      reading.catch(() => {
        if (held === reading) held = undefined;
      });
    }
    return held;
  };
}

/**
 * Search over an index this process holds (decision 022). Each search starts from the current
 * search versions, so a change to the catalogue or to reviews, by this process or another, is
 * searched from the next request on: the index is built again after an import, the ratings
 * read again after a review.
 */
export function createCatalogueSearch(database: SearchDatabase) {
  const { db } = database;
  const versionsNow = currentVersions(database);
  const indexAt = heldUntilChanged<SearchIndex>(async () => {
    const { places, regions } = await searchablePlaces(db);
    return createSearchIndex(places, regions);
  });
  const ratingsAt = heldUntilChanged<Ratings>(() => placeRatings(db));

  return {
    async search(criteria: SearchCriteria & TrackLinesWanted): Promise<SearchPage> {
      const versions = await versionsNow();
      const [index, ratings] = await Promise.all([indexAt(versions.catalogue), ratingsAt(versions.ratings)]);
      const ranked = index.search(criteria);
      const lines = criteria.trackLines
        ? await trackLines(
            db,
            ranked.page.map(({ place }) => place.id),
          )
        : undefined;
      const tolerance = criteria.trackLines?.tolerance ?? 0;
      return {
        // The page's places are this search's own, so a row's extras are written onto them
        // rather than spread into copies (see toSearchResultItem).
        rows: ranked.page.map(({ place, distanceAway }) => {
          const rating = ratings.get(place.id);
          return Object.assign(place, {
            geojson: lines ? thinnedTrackLine(lines.get(place.id), tolerance) : null,
            averageRating: rating?.averageRating ?? null,
            ratingCount: rating?.ratingCount ?? 0,
            distanceAway,
          });
        }),
        total: ranked.total,
        totalIsCapped: ranked.totalIsCapped,
        namedRegionIds: ranked.namedRegionIds,
      };
    },
  };
}
