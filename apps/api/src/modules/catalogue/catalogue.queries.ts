import { and, asc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { boxAround, COMMON_PLACE_WORDS, EARTH_RADIUS_KM, SEARCH_TERM_COUNT_CAP } from '@waymark/domain';
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

/** What a place tile needs, for queries elsewhere that list places (the wishlist). */
export const summaryColumns = {
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
  averageRating: number | null;
  ratingCount: number;
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
 * Word similarity at which a region's name is taken to contain the term (a slip of the
 * keyboard aside), not merely to resemble it: "Fiordland" names the region Fiordland.
 */
const NAMES_TERM_SIMILARITY = 0.8;

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

/** Whether a term has two or more words, so a place may hold some of them and not others. */
function hasSeveralWords(term: string): boolean {
  return term.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length >= 2;
}

/**
 * The term's words, each with what it stands for (itself, or the nearest spellings places hold:
 * see waymark_word_query in drizzle/0013_search_every_word.sql), and two queries built of them:
 * every word, and any word that does not stand for one of COMMON_PLACE_WORDS. Materialized, so each word is
 * looked up once per search.
 */
function termQueries(term: string) {
  // A word is common when it stands for a common word: "trak" for "track", "h" for "hut".
  const commonWords = sql`to_tsvector('simple', ${COMMON_PLACE_WORDS.join(' ')})`;
  return sql`
    term_words as materialized (select word, query from waymark_term_words(${term})),
    term_query as materialized (
      select string_agg('(' || query::text || ')', ' & ')::tsquery as every_word,
        string_agg('(' || query::text || ')', ' | ') filter (where not (${commonWords} @@ query))::tsquery as some_word
      from term_words
    ),`;
}
const everyWordQuery = sql`(select every_word from term_query)`;
const someWordQuery = sql`(select some_word from term_query)`;

/** Places holding every word of the term (or a word it stands for), in their names, areas, category or tags. */
const holdsEveryWord = sql`${locations.searchWords} @@ ${everyWordQuery}`;

/**
 * A term ranked by its words, and, when it is a town's name, by nearness to the town:
 *   0. places whose name holds every word of the term ("hut routeburn falls", or misspelt:
 *      "milfrod trak"), the name most like the term first;
 *   1. places holding every word in their names, area names, category or tags, the words
 *      standing closest together first ("cook hut" in Aoraki/Mount Cook National Park, "great
 *      walks" in the Great Walk category);
 *   2. places within PLACE_NAME_NEARBY_KM of the town, nearest first (highlights are guides
 *      to an area, found by their words only);
 *   3. places holding some of the words, at least one not a common one ("routeburn track" lists
 *      Routeburn Falls Hut here), most words first;
 *   4. when no place holds the words, places whose name looks like the term as a whole
 *      ("abeltasman"), the most alike first.
 * A place sharing only a common word ("track", "route", "hut") is not listed, nor one that only
 * looks like the term when others hold its words. The GIN index finds the places holding the words, the GiST index
 * walks the names most like the term; each is read no further than the count cap, and the
 * matches found are the total.
 */
function rankedByWords(criteria: SearchCriteria, term: string, filters: SQL, namesNoRegion: SQL) {
  const folded = sql`waymark_fold(${term})`;
  const candidatesPerTier = Math.max(
    SEARCH_TERM_COUNT_CAP,
    criteria.offset + criteria.limit + RANKING_HEADROOM,
  );
  const severalWords = hasSeveralWords(term);
  const firstMatches = (name: string, where: SQL, order?: SQL) => sql`${sql.raw(name)} as (
      select ${locations.id} as id from ${locations}
      where ${filters} and ${where} and ${namesNoRegion}
      ${order ? sql`order by ${order}` : sql``}
      limit ${candidatesPerTier}
    )`;
  const sources = [
    firstMatches(
      'resembling',
      sql`${folded} <% ${locations.searchText}`,
      sql`${folded} <<-> ${locations.searchText}`,
    ),
    firstMatches('holding_every', holdsEveryWord),
    ...(severalWords
      ? [firstMatches('holding_some', sql`${locations.searchWords} @@ ${someWordQuery}`)]
      : []),
  ];
  const sourceNames = ['resembling', 'holding_every', ...(severalWords ? ['holding_some'] : [])];
  const words = sql`${sql.join(sources, sql`,`)},
    scored as (
      select ${locations.id} as id, ${locations.title} as title,
        (${folded} <<-> ${locations.searchText})::float8 as word_distance,
        similarity(${folded}, waymark_fold(${locations.title}))::float8 as title_similarity,
        ts_filter(${locations.searchWords}, '{a}') @@ ${everyWordQuery} as name_every,
        ${holdsEveryWord} as holds_every,
        ${severalWords ? sql`${locations.searchWords} @@ ${someWordQuery}` : sql`false`} as holds_some,
        (select count(*) from term_words t where ${locations.searchWords} @@ t.query)::float8 as held,
        ts_rank_cd(${locations.searchWords}, ${everyWordQuery})::float8 as closeness
      from ${locations}
      where ${locations.id} in (${sql.raw(sourceNames.map((name) => `select id from ${name}`).join(' union '))})
    ),
    word_matches as (
      select id, title,
        case when name_every then 0 when holds_every then 1 when holds_some then 3 else 4 end as tier,
        word_distance, title_similarity, held, closeness
      from scored
    )`;
  // Within a tier: a name, the name most like the term; elsewhere, the words standing closest
  // together ("Great Walk" as a category, before "Great Barrier Island" and a "Walking" tag);
  // some of the words, the most of them.
  const byWords = sql`select id, title, tier,
      case tier when 1 then -closeness when 3 then -held else word_distance end as k1,
      case tier when 3 then word_distance else -title_similarity end as k2,
      null::float8 as distance_away
    from word_matches
    -- A name like the whole term only when no place holds its words ("abeltasman"): otherwise
    -- "routeburn" would also list "Mueller Hut Route" and "Spence Burn Route".
    where tier <> 4 or not exists (select from word_matches where tier <= 1)`;
  // A source that stopped short of its limit holds every match; a full one holds at least the cap.
  const wordsComplete = sql.join(
    sourceNames.map((name) => sql`(select count(*) from ${sql.raw(name)}) < ${candidatesPerTier}`),
    sql` and `,
  );
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
      where ${filters} and ${ne(locations.type, 'Highlight')} and ${and(...inBoxAround(town, PLACE_NAME_NEARBY_KM))}
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
  // A term matches the places holding every word (tiers 0 and 1 of the ranking by words).
  const matching = term === undefined ? filters : sql`${filters} and ${holdsEveryWord} and ${namesNoRegion}`;
  const distance = criteria.near ? kmFrom(criteria.near) : undefined;
  const enough = criteria.offset + criteria.limit;
  const candidates = sql`candidates as (
    select ${locations.id} as id, ${locations.title} as title, 0 as tier,
      ${distance ?? locations.recommendedRank}::float8 as k1, 0::float8 as k2,
      ${distance ?? sql`null`}::float8 as distance_away
    from ${locations}
    where ${matching}
    order by ${distance ? distance : sql`${locations.recommendedRank} asc nulls last, ${locations.title}`}
    limit ${enough}
  )`;
  // Fewer candidates than asked for are all there is; otherwise count (a term's no further than the cap).
  const complete = sql`(select count(*) from candidates) < ${enough}`;
  const everyMatch =
    term !== undefined
      ? sql`(select count(*)::int from (select ${locations.id} from ${locations} where ${matching} limit ${SEARCH_TERM_COUNT_CAP}) as matches)`
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
  average_rating: number | null;
  rating_count: number;
};

/**
 * One search, one statement: ranking, the count and the page's details travel together, since
 * on PGlite every round trip costs about as much as a small query.
 */
const searchRating = ratingColumns(sql`l.id`);

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
    with ${criteria.term === undefined ? sql`` : termQueries(criteria.term)} ${namedRegions ?? sql``} ${ranked.candidates},
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
      ${searchRating.averageRating} as average_rating, ${searchRating.ratingCount} as rating_count,
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
        averageRating: row.average_rating,
        ratingCount: row.rating_count,
      })),
    total: cap === undefined ? matched : Math.min(matched, cap),
    totalIsCapped: cap !== undefined && matched >= cap,
    namedRegionIds: first?.named_region_ids ?? [],
  };
}
