import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { SEARCH_TERM_COUNT_CAP } from '@waymark/domain';
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

function boxAround([lng, lat]: readonly [number, number], km: number) {
  const dLat = km / 111.32;
  const dLng = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  return [
    gte(locations.lng, lng - dLng),
    lte(locations.lng, lng + dLng),
    gte(locations.lat, lat - dLat),
    lte(locations.lat, lat + dLat),
  ];
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
  const distance = kmFrom(options.point);
  return db
    .select(summaryColumns)
    .from(locations)
    .where(
      and(
        inArray(locations.type, options.types),
        // A bounding box first, so the index narrows the rows before distances are computed.
        ...boxAround(options.point, options.withinKm),
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
  regionsNamedByTerm?: number[];
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

/** "Nearest to me" looks this far, so distances are computed for a box of places, not all. */
const NEAR_WITHIN_KM = 150;

function inRegions(regionIds: number[]) {
  return sql`${locations.id} in (select ${locationRegions.locationId} from ${locationRegions} where ${inArray(locationRegions.regionId, regionIds)})`;
}

/** How many places match, counting no further than `cap` when one is given. */
async function countMatches(executor: Database, where: SQL | undefined, cap: number | undefined) {
  if (cap === undefined) {
    const [counted] = await executor.select({ n: count() }).from(locations).where(where);
    return { total: counted?.n ?? 0, totalIsCapped: false };
  }
  const matches = executor
    .select({ one: sql`1` })
    .from(locations)
    .where(where)
    .limit(cap)
    .as('matches');
  const [counted] = await executor.select({ n: count() }).from(matches);
  const total = counted?.n ?? 0;
  return { total, totalIsCapped: total >= cap };
}

/** Candidates beyond the page, so ties in word similarity are settled by the whole name. */
const RANKING_HEADROOM = 20;

/**
 * Places whose words are nearest the term. The GiST index walks them nearest first, so only
 * the first candidates are read; among those, the name that matches best as a whole wins a
 * tie ("routeburn": Routeburn Track before Routeburn Falls Hut).
 */
async function rankByWords(
  executor: Database,
  folded: SQL,
  where: SQL | undefined,
  criteria: Pick<SearchCriteria, 'offset' | 'limit'>,
) {
  const candidates = executor
    .select({
      id: locations.id,
      wordDistance: sql<number>`${folded} <<-> ${locations.searchText}`.as('word_distance'),
      titleSimilarity: sql<number>`similarity(${folded}, waymark_fold(${locations.title}))`.as(
        'title_similarity',
      ),
      title: locations.title,
    })
    .from(locations)
    .where(where)
    .orderBy(sql`${folded} <<-> ${locations.searchText}`)
    .limit(criteria.offset + criteria.limit + RANKING_HEADROOM)
    .as('candidates');
  return executor
    .select({ id: candidates.id, distanceAway: sql<null>`null::float8` })
    .from(candidates)
    .orderBy(asc(candidates.wordDistance), desc(candidates.titleSimilarity), asc(candidates.title))
    .limit(criteria.limit)
    .offset(criteria.offset);
}

export async function searchLocations(db: Database, criteria: SearchCriteria) {
  const conditions: (SQL | undefined)[] = [inArray(locations.type, criteria.types)];
  const folded = criteria.term ? sql`waymark_fold(${criteria.term})` : undefined;
  if (folded) conditions.push(sql`${folded} <% ${locations.searchText}`);
  if (criteria.durations?.length) conditions.push(inArray(locations.durationCategory, criteria.durations));
  if (criteria.difficulties?.length) {
    const ids = sql.join(
      criteria.difficulties.map((d) => sql`${d}`),
      sql`, `,
    );
    conditions.push(sql`${locations.difficulties} && array[${ids}]::text[]`);
  }
  if (criteria.distanceKm) {
    conditions.push(gte(locations.distanceKm, criteria.distanceKm.min));
    if (criteria.distanceKm.max !== undefined)
      conditions.push(lte(locations.distanceKm, criteria.distanceKm.max));
  }
  if (criteria.wheelchair) conditions.push(eq(locations.wheelchairFriendly, true));
  if (criteria.dogs) conditions.push(eq(locations.dogsAllowed, true));
  if (criteria.regionIds?.length) conditions.push(inRegions(criteria.regionIds));
  if (criteria.regionsNamedByTerm?.length) conditions.push(inRegions(criteria.regionsNamedByTerm));
  if (criteria.bounds) {
    const [[west, south], [east, north]] = criteria.bounds;
    conditions.push(
      gte(locations.lng, west),
      lte(locations.lng, east),
      gte(locations.lat, south),
      lte(locations.lat, north),
    );
  }
  if (criteria.near) {
    conditions.push(
      ...boxAround(criteria.near, NEAR_WITHIN_KM),
      sql`${kmFrom(criteria.near)} <= ${NEAR_WITHIN_KM}`,
    );
  }

  const where = and(...conditions);
  const distanceAway = criteria.near ? kmFrom(criteria.near) : sql<null>`null::float8`;
  // Each ordering is one an index can walk in order, so the first page costs a page, not every match.
  const order = criteria.near
    ? [asc(distanceAway)]
    : [sql`${locations.recommendedRank} asc nulls last`, asc(locations.title)];

  // Ranking touches only ids; the details (regions, lines) are read for one page of places.
  // "Nearest to me" orders by distance even with a term; otherwise a term orders by words.
  const ranked =
    folded && !criteria.near
      ? await rankByWords(db, folded, where, criteria)
      : await db
          .select({ id: locations.id, distanceAway })
          .from(locations)
          .where(where)
          .orderBy(...order)
          .limit(criteria.limit)
          .offset(criteria.offset);
  // A first page that is not full already says how many there are.
  const counted =
    criteria.offset === 0 && ranked.length < criteria.limit
      ? { total: ranked.length, totalIsCapped: false }
      : await countMatches(db, where, folded ? SEARCH_TERM_COUNT_CAP : undefined);
  if (ranked.length === 0) return { rows: [], ...counted };
  const details = await db
    .select({
      ...summaryColumns,
      geojson: criteria.withGeometry ? locations.geojson : sql<null>`null::jsonb`,
    })
    .from(locations)
    .where(
      inArray(
        locations.id,
        ranked.map((r) => r.id),
      ),
    );
  const byId = new Map(details.map((row) => [row.id, row]));
  return {
    rows: ranked.map(({ id, distanceAway: away }) => ({ ...byId.get(id)!, distanceAway: away })),
    ...counted,
  };
}
