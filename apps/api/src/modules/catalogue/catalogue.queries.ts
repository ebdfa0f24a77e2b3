import { and, asc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { boxAround, EARTH_RADIUS_KM, SEARCH_TERM_COUNT_CAP } from '@waymark/domain';
import type { Database } from '#api/db/client.ts';
import { highlightFeatures, locationRegions, locations, placeNames, regions } from '#api/db/schema/index.ts';
import { PLACE_NAME_NEARBY_KM } from './place-names.ts';

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
  /** The town the term names: what lies around it is listed after what is named after it. */
  nearTown?: { lng: number; lat: number };
  withGeometry: boolean;
  offset: number;
  limit: number;
};

/** One place of a page of results. Region titles are the caller's: see region-directory.ts. */
export type SearchRow = {
  id: number;
  slug: string;
  type: LocationType;
  title: string;
  isClosed: boolean;
  thumbnail: string | null;
  areas: string[];
  lng: number;
  lat: number;
  regionIds: number[];
  geojson: LocationRow['geojson'];
  distanceAway: number | null;
};

export type SearchPage = {
  rows: SearchRow[];
  /** How many places match; with a term, counted no further than SEARCH_TERM_COUNT_CAP. */
  total: number;
  totalIsCapped: boolean;
  /**
   * Regions the term names ("Fiordland"). When there are any, the page is empty: the term
   * stands for those regions, and the caller asks again with `regionsNamedByTerm`.
   */
  namedRegionIds: number[];
};

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

/** "Nearest to me" looks this far, so distances are computed for a box of places, not all. */
const NEAR_WITHIN_KM = 150;

/**
 * Word similarity at which a name is taken to contain the term (a slip of the keyboard aside),
 * not merely to resemble it: "Fiordland" names the region Fiordland; "Ohakune Old Coach Road"
 * is named after Ōhakune, while "Ohau" only looks a bit like it.
 */
const NAMES_TERM_SIMILARITY = 0.8;
/** The same as a word distance (1 − similarity), written out: 1 - 0.8 is 0.19999999999999996. */
const NAMES_TERM_DISTANCE = 0.2;

/** Candidates beyond the page, so ties in word similarity are settled by the whole name. */
const RANKING_HEADROOM = 20;

function inRegions(regionIds: number[]) {
  return sql`${locations.id} in (select ${locationRegions.locationId} from ${locationRegions} where ${inArray(locationRegions.regionId, regionIds)})`;
}

/** Every condition of the search except the term itself. */
function filterConditions(criteria: SearchCriteria): SQL {
  const conditions: (SQL | undefined)[] = [inArray(locations.type, criteria.types)];
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
      ...inBoxAround(criteria.near, NEAR_WITHIN_KM),
      sql`${kmFrom(criteria.near)} <= ${NEAR_WITHIN_KM}`,
    );
  }
  return and(...conditions)!;
}

/**
 * Whether a term is worth a full-text search: it has two or more words. One word that stands
 * whole in a name already has word similarity 1 there, so the trigram walk ranks it first.
 */
function consultsFullText(term: string): boolean {
  return term.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length >= 2;
}

/** Places holding every word of the term (the last may be the start of a word), anywhere in their names. */
function holdsEveryWord(term: string) {
  return sql`${locations.searchWords} @@ waymark_words_query(${term})`;
}

/**
 * A term ranked by words, and, when it is a town's name, by nearness to the town:
 *   0. places holding every word of the term ("hut routeburn falls", "mueller route"), best
 *      word similarity first;
 *   1. other places whose name contains the term ("Ohakune Old Coach Road", or a slip of the
 *      keyboard: "routebrn"), best match first;
 *   2. places within PLACE_NAME_NEARBY_KM of the town, nearest first;
 *   3. places whose name only resembles the term ("Ohau"), best match first.
 * Without a town, tiers 0, 1 and 3 are simply the word ranking. The GiST index walks the word
 * matches nearest first, so only the first candidates are read; the GIN index adds those that
 * hold every word but look too little like the term as a whole (words far apart); together
 * they are the matches, and their count is the total.
 */
function rankedByWords(criteria: SearchCriteria, term: string, filters: SQL, namesNoRegion: SQL) {
  const folded = sql`waymark_fold(${term})`;
  const candidatesPerTier = Math.max(
    SEARCH_TERM_COUNT_CAP,
    criteria.offset + criteria.limit + RANKING_HEADROOM,
  );
  const fullText = consultsFullText(term);
  const matchColumns = sql`${locations.id} as id, ${locations.title} as title,
    ${folded} <<-> ${locations.searchText} as word_distance,
    similarity(${folded}, waymark_fold(${locations.title})) as title_similarity`;
  const words = sql`
    words as (
      select ${matchColumns}, ${fullText ? holdsEveryWord(term) : sql`false`} as every_word
      from ${locations}
      where ${filters} and ${folded} <% ${locations.searchText} and ${namesNoRegion}
      order by ${folded} <<-> ${locations.searchText}
      limit ${candidatesPerTier}
    ),
    ${
      fullText
        ? // Not ordered: the GIN index finds every match at once, and ordering is the ranking's
          // job. Only the places the walk above missed are scored.
          sql`full_text as (
            select ${locations.id} as id from ${locations}
            where ${filters} and ${holdsEveryWord(term)} and ${namesNoRegion}
            limit ${candidatesPerTier}
          ),
          word_matches as (
            select * from words
            union all
            select ${matchColumns}, true from ${locations}
            where ${locations.id} in (select id from full_text except select id from words)
          )`
        : sql`word_matches as (select * from words)`
    }`;
  const tier = sql`case when every_word then 0 when word_distance <= ${NAMES_TERM_DISTANCE} then 1 else 3 end`;
  const byWords = sql`select id, title, ${tier} as tier, word_distance::float8 as k1,
    -title_similarity::float8 as k2, null::float8 as distance_away from word_matches`;
  // A walk that stopped short of its limit holds every match; a full one holds at least the cap.
  const wordsComplete = fullText
    ? sql`(select count(*) from words) < ${candidatesPerTier} and (select count(*) from full_text) < ${candidatesPerTier}`
    : sql`(select count(*) from words) < ${candidatesPerTier}`;
  if (!criteria.nearTown) {
    return {
      candidates: sql`${words}, candidates as (${byWords})`,
      matched: sql`(select count(*)::int from candidates)`,
      complete: wordsComplete,
    };
  }
  const town = [criteria.nearTown.lng, criteria.nearTown.lat] as const;
  // A place both named like the term and near the town is listed once, in its better tier.
  const candidates = sql`${words},
    near_town as (
      select ${locations.id} as id, ${locations.title} as title, ${kmFrom(town)} as km
      from ${locations}
      where ${filters} and ${and(...inBoxAround(town, PLACE_NAME_NEARBY_KM))}
        and ${kmFrom(town)} <= ${PLACE_NAME_NEARBY_KM} and ${namesNoRegion}
      order by km
      limit ${candidatesPerTier}
    ),
    candidates as (
      select distinct on (id) * from (
        ${byWords}
        union all
        select id, title, 2, km, 0, null from near_town
      ) as tiers
      order by id, tier
    )`;
  return {
    candidates,
    matched: sql`(select count(*)::int from candidates)`,
    complete: sql`${wordsComplete} and (select count(*) from near_town) < ${candidatesPerTier}`,
  };
}

/**
 * Browsing, filters, map bounds and "Nearest to me" (which orders by distance even with a
 * term). Each ordering is one an index can walk, so a page costs a page, not every match.
 */
function rankedInOrder(criteria: SearchCriteria, filters: SQL, namesNoRegion: SQL) {
  const { term } = criteria;
  // A term matches what it matches when ranked by words: names like it, and, for two or more
  // words, names holding every word. Each is read in order through its own index, then merged:
  // as one OR, the planner would join both indexes and score word similarity twice per place.
  const matching: SQL[] =
    term === undefined
      ? [filters]
      : [
          sql`${filters} and waymark_fold(${term}) <% ${locations.searchText} and ${namesNoRegion}`,
          ...(consultsFullText(term)
            ? [sql`${filters} and ${holdsEveryWord(term)} and ${namesNoRegion}`]
            : []),
        ];
  const distance = criteria.near ? kmFrom(criteria.near) : undefined;
  const enough = criteria.offset + criteria.limit;
  const firstInOrder = (where: SQL) => sql`(
    select ${locations.id} as id, ${locations.title} as title, 0 as tier,
      ${distance ?? locations.recommendedRank}::float8 as k1, 0::float8 as k2,
      ${distance ?? sql`null`}::float8 as distance_away
    from ${locations}
    where ${where}
    order by ${distance ? distance : sql`${locations.recommendedRank} asc nulls last, ${locations.title}`}
    limit ${enough}
  )`;
  const candidates =
    matching.length === 1
      ? sql`candidates as ${firstInOrder(matching[0]!)}`
      : sql`candidates as (
          select * from (${sql.join(matching.map(firstInOrder), sql` union `)}) as merged
          order by k1 asc nulls last, title, id
          limit ${enough}
        )`;
  // Fewer candidates than asked for are all there is; otherwise count (a term's no further than the cap).
  const complete = sql`(select count(*) from candidates) < ${enough}`;
  const firstMatches = (where: SQL) =>
    sql`(select ${locations.id} from ${locations} where ${where} limit ${SEARCH_TERM_COUNT_CAP})`;
  const everyMatch =
    term !== undefined
      ? sql`(select count(*)::int from (${sql.join(matching.map(firstMatches), sql` union `)}) as matches)`
      : sql`(select count(*)::int from ${locations} where ${filters})`;
  return {
    candidates,
    matched: sql`case when ${complete} then (select count(*)::int from candidates) else ${everyMatch} end`,
    complete,
  };
}

type SearchRecord = {
  matched: number;
  /** Whether `matched` counted every match, rather than stopping at the cap. */
  complete: boolean;
  named_region_ids: number[];
  id: number | null;
  slug: string;
  type: LocationType;
  title: string;
  is_closed: boolean;
  thumbnail: string | null;
  areas: string[];
  lng: number;
  lat: number;
  region_ids: number[];
  geojson: LocationRow['geojson'];
  distance_away: number | null;
};

/**
 * One search, one statement: ranking, the count and the page's details travel together, since
 * on PGlite every round trip costs about as much as a small query.
 */
export async function searchLocations(db: Database, criteria: SearchCriteria): Promise<SearchPage> {
  const filters = filterConditions(criteria);
  // A term that names a region stands for the region: the words are not worth reading.
  const namedRegions =
    criteria.term === undefined
      ? undefined
      : sql`named_regions as (
          select coalesce(array_agg(${regions.id}), '{}'::int[]) as ids from ${regions}
          where word_similarity(waymark_fold(${criteria.term}), waymark_fold(${regions.title})) >= ${NAMES_TERM_SIMILARITY}
        ),`;
  const namesNoRegion = namedRegions ? sql`cardinality((select ids from named_regions)) = 0` : sql`true`;
  const ranked =
    criteria.term !== undefined && !criteria.near
      ? rankedByWords(criteria, criteria.term, filters, namesNoRegion)
      : rankedInOrder(criteria, filters, namesNoRegion);
  const query = sql`
    with ${namedRegions ?? sql``} ${ranked.candidates},
    page as (
      select * from candidates
      order by tier, k1 asc nulls last, k2, title, id
      limit ${criteria.limit} offset ${criteria.offset}
    )
    select ${ranked.matched} as matched, ${ranked.complete} as complete,
      ${namedRegions ? sql`(select ids from named_regions)` : sql`'{}'::int[]`} as named_region_ids,
      l.id, l.slug, l.type, l.title, l.is_closed, l.thumbnail, l.areas, l.lng, l.lat,
      array(select lr.region_id from location_regions lr where lr.location_id = l.id) as region_ids,
      ${criteria.withGeometry ? sql`l.geojson` : sql`null::jsonb`} as geojson,
      page.distance_away
    from (select) as one
    left join (page join locations l on l.id = page.id) on true
    order by page.tier, page.k1 asc nulls last, page.k2, page.title, page.id`;
  // Both drivers answer `execute` with `{ rows }`; the generic database type does not say so.
  const { rows } = (await db.execute(query)) as unknown as { rows: SearchRecord[] };
  const [first] = rows;
  const matched = first?.matched ?? 0;
  const cap = criteria.term === undefined || first?.complete ? undefined : SEARCH_TERM_COUNT_CAP;
  return {
    rows: rows
      .filter((row): row is SearchRecord & { id: number } => row.id !== null)
      .map((row) => ({
        id: row.id,
        slug: row.slug,
        type: row.type,
        title: row.title,
        isClosed: row.is_closed,
        thumbnail: row.thumbnail,
        areas: row.areas,
        lng: row.lng,
        lat: row.lat,
        regionIds: row.region_ids,
        geojson: row.geojson,
        distanceAway: row.distance_away,
      })),
    total: cap === undefined ? matched : Math.min(matched, cap),
    totalIsCapped: cap !== undefined && matched >= cap,
    namedRegionIds: first?.named_region_ids ?? [],
  };
}
