import { and, asc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { boxAround, EARTH_RADIUS_KM } from '@waymark/domain';
import type { Database } from '#api/db/client.ts';
import {
  highlightFeatures,
  locationRegions,
  locations,
  placeNames,
  regions,
  reviews,
  searchVersions,
} from '#api/db/schema/index.ts';

/**
 * Read queries of the catalogue. The spatial and search SQL here runs on PGlite and
 * PostgreSQL alike, and the API tests run it on both.
 */

export type LocationRow = typeof locations.$inferSelect;
type LocationType = LocationRow['type'];

/**
 * Region titles of a location, as a correlated sub-select. Written with qualified names:
 * Drizzle renders a column inside `sql` unqualified, which would bind to the inner tables.
 */
const regionTitles = sql<string[]>`coalesce((
  select array_agg(r.title order by r.title)
  from location_regions lr join regions r on r.id = lr.region_id
  where lr.location_id = "locations"."id"
), '{}'::text[])`;

/**
 * Kilometres between a location and a point: the geometry module's kmBetween (haversine on
 * the same earth radius), written out in SQL so the database orders and limits by it.
 */
function kmFrom([lng, lat]: readonly [number, number]) {
  return sql<number>`${2 * EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${locations.lat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${locations.lat})) * power(sin(radians(${locations.lng} - ${lng}) / 2), 2)
  )))`;
}

/** A bounding box first, so the (lng, lat) index narrows the rows before distances are computed. */
function inBoxAround(point: readonly [number, number], km: number) {
  const box = boxAround([...point], km);
  return [
    gte(locations.lng, box.minLng),
    lte(locations.lng, box.maxLng),
    gte(locations.lat, box.minLat),
    lte(locations.lat, box.maxLat),
  ];
}

/**
 * A place's rating as its tiles show it, from its reviews when read: never stored, so an edit
 * or a delete shows at once (decision 019). The place page averages the same reviews.
 */
const ratingColumns = (id: SQLWrapper) => ({
  averageRating: sql<
    number | null
  >`(select round(avg(r.rating), 1)::float8 from reviews r where r.location_id = ${id})`,
  ratingCount: sql<number>`(select count(*)::int from reviews r where r.location_id = ${id})`,
});

/** What a place tile shows of the place itself. */
const tileColumns = {
  id: locations.id,
  slug: locations.slug,
  type: locations.type,
  title: locations.title,
  isClosed: locations.isClosed,
  thumbnail: locations.thumbnail,
  areas: locations.areas,
  lng: locations.lng,
  lat: locations.lat,
};

/** What a place tile needs, for queries elsewhere that list places (the wishlist). */
export const summaryColumns = {
  ...tileColumns,
  regions: regionTitles,
  ...ratingColumns(locations.id),
};
export type LocationSummaryRow = {
  id: number;
  slug: string;
  type: LocationType;
  title: string;
  isClosed: boolean;
  thumbnail: string | null;
  areas: string[];
  lng: number;
  lat: number;
  regions: string[];
  averageRating: number | null;
  ratingCount: number;
};

export async function findLocation(db: Database, type: LocationType, slug: string) {
  const [row] = await db
    .select({ location: locations, regions: regionTitles })
    .from(locations)
    .where(and(eq(locations.type, type), eq(locations.slug, slug)));
  return row;
}

/** The nearest places of the given types, nearest first, within `withinKm`. */
export async function nearbyLocations(
  db: Database,
  options: {
    types: LocationType[];
    point: readonly [number, number];
    withinKm: number;
    limit: number;
    excludeId?: number;
  },
): Promise<LocationSummaryRow[]> {
  const distance = kmFrom(options.point);
  return db
    .select(summaryColumns)
    .from(locations)
    .where(
      and(
        inArray(locations.type, options.types),
        ...inBoxAround(options.point, options.withinKm),
        options.excludeId === undefined ? undefined : ne(locations.id, options.excludeId),
        sql`${distance} <= ${options.withinKm}`,
      ),
    )
    .orderBy(distance)
    .limit(options.limit);
}

export async function highlightFeaturedLocations(db: Database, highlightId: number) {
  return db
    .select({ title: locations.title, slug: locations.slug, type: locations.type })
    .from(highlightFeatures)
    .innerJoin(locations, eq(locations.id, highlightFeatures.locationId))
    .where(eq(highlightFeatures.highlightId, highlightId))
    .orderBy(asc(highlightFeatures.position));
}

export async function recommendedTracks(db: Database): Promise<LocationSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(locations)
    .where(and(eq(locations.type, 'Track'), isNotNull(locations.recommendedRank)))
    .orderBy(asc(locations.recommendedRank))
    .limit(20);
}

export async function regionsWithTrackCounts(db: Database) {
  return db
    .select({
      id: regions.id,
      slug: regions.slug,
      title: regions.title,
      lng: regions.lng,
      lat: regions.lat,
      trackCount: sql<number>`(
        select count(*)::int from location_regions lr join locations l on l.id = lr.location_id
        where lr.region_id = "regions"."id" and l.type = 'Track'
      )`,
    })
    .from(regions)
    .orderBy(asc(regions.title));
}

/** The regions, for turning ids into titles and slugs into ids without asking per search. */
export async function allRegions(db: Database) {
  return db.select({ id: regions.id, slug: regions.slug, title: regions.title }).from(regions);
}

/** Towns and localities, for matching search terms in memory. */
export async function allPlaceNames(db: Database) {
  return db
    .select({
      id: placeNames.id,
      name: placeNames.name,
      kind: placeNames.kind,
      lng: placeNames.lng,
      lat: placeNames.lat,
    })
    .from(placeNames);
}

const regionIdsColumn = sql<number[]>`array(
  select ${locationRegions.regionId} from ${locationRegions} where ${locationRegions.locationId} = ${locations.id}
)`;

/** What search has read from: see search_versions. */
export type SearchVersions = { catalogue: number; ratings: number };
/** Where the database announces a raised search version (migration 0026). */
export const SEARCH_VERSIONS_CHANNEL = 'search_versions';

/** The search versions: one small statement, prepared once per database. */
const versionsStatements = new WeakMap<Database, () => Promise<SearchVersions[]>>();
export async function searchVersionsOf(db: Database): Promise<SearchVersions> {
  let statement = versionsStatements.get(db);
  if (!statement) {
    const prepared = db
      .select({ catalogue: searchVersions.catalogue, ratings: searchVersions.ratings })
      .from(searchVersions)
      .prepare('search_versions');
    statement = () => prepared.execute();
    versionsStatements.set(db, statement);
  }
  const [row] = await statement();
  return row ?? { catalogue: 0, ratings: 0 };
}

/** Everything search ranks by, for the in-memory index (search/search-index.ts). */
export async function searchablePlaces(db: Database) {
  const [places, regionRows] = await Promise.all([
    db
      .select({
        ...tileColumns,
        foldedTitle: sql<string>`waymark_fold(${locations.title})`,
        searchText: locations.searchText,
        searchWords: locations.searchWords,
        durationCategory: locations.durationCategory,
        difficulties: locations.difficulties,
        distanceKm: locations.distanceKm,
        wheelchairFriendly: locations.wheelchairFriendly,
        dogsAllowed: locations.dogsAllowed,
        recommendedRank: locations.recommendedRank,
        regionIds: regionIdsColumn,
      })
      .from(locations),
    db.select({ id: regions.id, foldedTitle: sql<string>`waymark_fold(${regions.title})` }).from(regions),
  ]);
  return { places, regions: regionRows };
}

/** A place as the search index reads it: `foldedTitle` is waymark_fold(title), `searchText` and `searchWords` the generated columns. */
export type SearchablePlace = Awaited<ReturnType<typeof searchablePlaces>>['places'][number];

/** Every rated place's rating, as its tiles show it (decision 019): the average to one decimal. */
export async function placeRatings(db: Database) {
  const rows = await db
    .select({
      locationId: reviews.locationId,
      averageRating: sql<number>`round(avg(${reviews.rating}), 1)::float8`,
      ratingCount: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .groupBy(reviews.locationId);
  return new Map(rows.map(({ locationId, ...rating }) => [locationId, rating]));
}

/** The lines of these tracks, for results that show them on the map. */
export async function trackLines(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, LocationRow['geojson']>();
  const rows = await db
    .select({ id: locations.id, geojson: locations.geojson })
    .from(locations)
    .where(inArray(locations.id, ids));
  return new Map(rows.map(({ id, geojson }) => [id, geojson]));
}
