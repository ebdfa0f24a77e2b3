import { and, asc, desc, eq, gte, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { highlightFeatures, locationRegions, locations, regions } from '../../db/schema/index.ts';

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

/** Kilometres between a location and a point: equirectangular, plenty for "nearest" lists. */
function kmFrom([lng, lat]: readonly [number, number]) {
  return sql<number>`111.32 * sqrt(power(${locations.lat} - ${lat}, 2) + power((${locations.lng} - ${lng}) * cos(radians(${lat})), 2))`;
}

const summaryColumns = {
  id: locations.id,
  slug: locations.slug,
  type: locations.type,
  title: locations.title,
  isClosed: locations.isClosed,
  thumbnail: locations.thumbnail,
  areas: locations.areas,
  lng: locations.lng,
  lat: locations.lat,
  regions: regionTitles,
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
  const [lng, lat] = options.point;
  // A bounding box first, so the index narrows the rows before distances are computed.
  const dLat = options.withinKm / 111.32;
  const dLng = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  const distance = kmFrom(options.point);
  return db
    .select(summaryColumns)
    .from(locations)
    .where(
      and(
        inArray(locations.type, options.types),
        gte(locations.lng, lng - dLng),
        lte(locations.lng, lng + dLng),
        gte(locations.lat, lat - dLat),
        lte(locations.lat, lat + dLat),
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

export type SearchCriteria = {
  term?: string;
  types: LocationType[];
  durations?: string[];
  difficulties?: string[];
  distanceKm?: { min: number; max: number | undefined };
  wheelchair?: boolean;
  dogs?: boolean;
  regionIds?: number[];
  bounds?: readonly [readonly [number, number], readonly [number, number]];
  near?: readonly [number, number];
  withGeometry: boolean;
  offset: number;
  limit: number;
};

/** Regions whose name the term resembles: searching "Fiordland" finds what lies in it. */
export async function regionIdsNamed(db: Database, term: string): Promise<number[]> {
  const rows = await db
    .select({ id: regions.id })
    .from(regions)
    .where(sql`word_similarity(waymark_fold(${term}), waymark_fold(${regions.title})) >= 0.8`);
  return rows.map((row) => row.id);
}

export async function regionIdsBySlugOrId(db: Database, keys: (string | number)[]): Promise<number[]> {
  const ids = keys
    .filter((key): key is number => typeof key === 'number' || /^\d+$/.test(String(key)))
    .map(Number);
  const slugs = keys.filter((key) => !/^\d+$/.test(String(key))).map(String);
  if (slugs.length === 0) return ids;
  const rows = await db.select({ id: regions.id }).from(regions).where(inArray(regions.slug, slugs));
  return [...ids, ...rows.map((row) => row.id)];
}

/** Trigram threshold for typo tolerance: "routebrn" still finds "Routeburn". */
const WORD_SIMILARITY_THRESHOLD = 0.45;

export async function searchLocations(db: Database, criteria: SearchCriteria, namedRegionIds: number[]) {
  const conditions: (SQL | undefined)[] = [inArray(locations.type, criteria.types)];
  const folded = criteria.term ? sql`waymark_fold(${criteria.term})` : undefined;
  if (folded) {
    const matchesText = sql`${folded} <% ${locations.searchText}`;
    conditions.push(
      namedRegionIds.length > 0
        ? or(
            matchesText,
            sql`${locations.id} in (select ${locationRegions.locationId} from ${locationRegions} where ${inArray(locationRegions.regionId, namedRegionIds)})`,
          )
        : matchesText,
    );
  }
  if (criteria.durations?.length) conditions.push(inArray(locations.durationCategory, criteria.durations));
  if (criteria.difficulties?.length) {
    conditions.push(
      sql`${locations.difficulties} && ${sql`array[${sql.join(
        criteria.difficulties.map((d) => sql`${d}`),
        sql`, `,
      )}]::text[]`}`,
    );
  }
  if (criteria.distanceKm) {
    conditions.push(gte(locations.distanceKm, criteria.distanceKm.min));
    if (criteria.distanceKm.max !== undefined)
      conditions.push(lte(locations.distanceKm, criteria.distanceKm.max));
  }
  if (criteria.wheelchair) conditions.push(eq(locations.wheelchairFriendly, true));
  if (criteria.dogs) conditions.push(eq(locations.dogsAllowed, true));
  if (criteria.regionIds?.length) {
    conditions.push(
      sql`${locations.id} in (select ${locationRegions.locationId} from ${locationRegions} where ${inArray(locationRegions.regionId, criteria.regionIds)})`,
    );
  }
  if (criteria.bounds) {
    const [[west, south], [east, north]] = criteria.bounds;
    conditions.push(
      gte(locations.lng, west),
      lte(locations.lng, east),
      gte(locations.lat, south),
      lte(locations.lat, north),
    );
  }

  const distanceAway = criteria.near ? kmFrom(criteria.near) : sql<null>`null::float8`;
  const order = criteria.near
    ? [asc(distanceAway)]
    : folded
      ? [
          desc(sql`word_similarity(${folded}, ${locations.searchText})`),
          desc(sql`similarity(${folded}, waymark_fold(${locations.title}))`),
          asc(locations.title),
        ]
      : [sql`${locations.recommendedRank} asc nulls last`, asc(locations.title)];

  const run = (executor: Database) =>
    executor
      .select({
        ...summaryColumns,
        geojson: criteria.withGeometry ? locations.geojson : sql<null>`null::jsonb`,
        distanceAway,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(locations)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(criteria.limit)
      .offset(criteria.offset);

  if (!folded) return run(db);
  // The threshold is per transaction, so it never leaks into another request's connection.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    return run(tx);
  });
}
