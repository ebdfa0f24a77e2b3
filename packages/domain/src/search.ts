import { z } from 'zod';
import { LocationSummarySchema, TrackGeometrySchema } from './location.ts';
import { formatCount } from './format.ts';
import { RECORD_ID_MAX, SEARCH_HISTORY_LIMIT } from './limits.ts';
import { RegionSchema } from './region.ts';
import { oneLineText } from './safe-text.ts';

/** Search rules of spec 2 §4, §5, §7 and §9. */

export const SEARCH_MIN_TERM_LENGTH = 3;
export const DISTANCE_FILTER_MAX = 101;
export const DEFAULT_DISTANCE_RANGE: [number, number] = [0, DISTANCE_FILTER_MAX];
export const SEARCH_PAGE_SIZE = 50;
export const SEARCH_MAX_PAGE_SIZE = 500;
/**
 * Counting the matches of a search term stops here: "100+" (two pages and more) says as much
 * as an exact count, at a fraction of the cost. Filters and browsing are counted exactly.
 */
export const SEARCH_TERM_COUNT_CAP = 100;

/**
 * Words that say what kind of place it is rather than which: sharing one with a term is not
 * enough to be listed. "routeburn track" lists the places holding both words, then those
 * holding "routeburn", and never every other track.
 */
export const COMMON_PLACE_WORDS: readonly string[] = [
  'track',
  'tracks',
  'route',
  'routes',
  'walk',
  'walks',
  'walkway',
  'trail',
  'circuit',
  'loop',
  'hut',
  'huts',
  'bivvy',
  'biv',
  'shelter',
  'campsite',
  'campsites',
  'campground',
  'camp',
  'the',
  'and',
  'of',
  'to',
];

/** A term is sent only when it has at least 3 characters after trimming. */
export function searchableTerm(term: string | undefined | null): string | undefined {
  const trimmed = term?.trim() ?? '';
  return trimmed.length >= SEARCH_MIN_TERM_LENGTH ? trimmed : undefined;
}

/** The distance filter counts only when it is not the whole [0, 101] range. */
export function isDistanceFilterActive([min, max]: readonly [number, number]): boolean {
  return min > 0 || max < DISTANCE_FILTER_MAX;
}

/** 101 stands for "100+": no upper limit. */
export function distanceLabel(km: number): string {
  return km >= DISTANCE_FILTER_MAX ? '100+' : String(km);
}

/** Fields arrive as form strings holding JSON (spec 2 §7); each is parsed, then checked. */
const jsonField = <T extends z.ZodType>(schema: T, label: string) =>
  z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${label} is not valid JSON.` });
      return z.NEVER;
    }
  }, schema);

const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', ''])])
  .transform((value) => value === true || value === '1' || value === 'true');

const LngLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
/** Filter keys: ids or slugs. A number no record can have as its id names nothing and is refused. */
const idList = (label: string) =>
  jsonField(
    z.array(z.union([oneLineText(label).max(60), z.number().int().min(0).max(RECORD_ID_MAX)])).max(50),
    label,
  );

export const DistanceRangeSchema = z
  .union([z.tuple([z.number(), z.number()]), z.object({ value: z.tuple([z.number(), z.number()]) })])
  .transform((range) => ('value' in range ? range.value : range))
  .refine(([min, max]) => min >= 0 && max <= DISTANCE_FILTER_MAX && min <= max, {
    message: `The distance range must lie within 0 to ${DISTANCE_FILTER_MAX} km, smallest first.`,
  });

export const SearchTracksRequestSchema = z.object({
  term: oneLineText('The search term').max(300, 'The search term must be at most 300 characters.').optional(),
  distance: jsonField(DistanceRangeSchema, 'distance').optional(),
  wheelchair: flag.optional(),
  dog_allowed: flag.optional(),
  durations: idList('durations').optional(),
  difficulties: idList('difficulties').optional(),
  regions: idList('regions').optional(),
  /** Two corners of the map, [[west, south], [east, north]]. */
  bound: jsonField(z.tuple([LngLat, LngLat]), 'bound').optional(),
  /** "Nearest to me": tracks ordered by distance from this [lng, lat]. */
  near: jsonField(LngLat, 'near').optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  items: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
  /** Track lines are heavy; the map asks for them, the list does not. */
  with_geometry: flag.optional(),
  /** The map's whole zoom, with with_geometry: each line comes thinned to what shows there. */
  zoom: z.coerce.number().int().min(0).max(24).optional(),
});
export type SearchTracksRequest = z.input<typeof SearchTracksRequestSchema>;

export const SearchResultItemSchema = LocationSummarySchema.extend({
  geojson: TrackGeometrySchema.nullable(),
  /** Kilometres from the `near` point, when one was given. */
  distance_away: z.number().nullable(),
});
export type SearchResultItem = z.infer<typeof SearchResultItemSchema>;

export const SearchTracksResponseSchema = z.object({
  data: z.object({
    list: z.array(SearchResultItemSchema),
    total: z.number().int(),
    /** The count stopped at SEARCH_TERM_COUNT_CAP: there are at least `total` results. */
    total_is_capped: z.boolean(),
    page: z.number().int(),
    all_loaded: z.boolean(),
  }),
});
export type SearchTracksResponse = z.infer<typeof SearchTracksResponseSchema>;

const FilterOption = z.object({ id: z.string(), title: z.string() });

export const TrackListResponseSchema = z.object({
  durations: z.array(FilterOption),
  difficulties: z.array(FilterOption),
  regions: z.array(FilterOption),
  pinned: z.array(LocationSummarySchema),
  /** Regions for the map below zoom 8, with their track counts. */
  list: z.array(RegionSchema),
});
export type TrackListResponse = z.infer<typeof TrackListResponseSchema>;

/** "Showing {n} result(s)" with thousands separators, and "+" when the count was capped. */
export function resultCountLabel(total: number, capped = false): string {
  return `Showing ${formatCount(total)}${capped ? '+' : ''} result${total === 1 && !capped ? '' : 's'}`;
}

/** Recent searches: up to 5, newest first, no duplicates by id (spec 2 §4). */
export function addToSearchHistory<T extends { id: number }>(
  history: readonly T[],
  item: T,
  limit = SEARCH_HISTORY_LIMIT,
): T[] {
  return [item, ...history.filter((entry) => entry.id !== item.id)].slice(0, limit);
}
