import type { CustomTrack } from './custom-track.ts';
import { formatDayMonthYear } from './date-format.ts';
import { formatCount, formatDistance } from './format.ts';
import { locationRoute, placeRoute, type LocationRoute, type PlaceKind } from './routes.ts';

/** How place pages word and show their facts (spec 2 §2, §9): one rule, one place. */

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "1 bunk bed", "28 bunk beds". */
export function bunksLabel(count: number): string {
  return plural(count, 'bunk bed', 'bunk beds');
}

/** Site counts are pluralised above 1: "1 powered site", "0 powered sites", "12 unpowered sites". */
export function siteCountLabel(count: number, kind: 'powered' | 'unpowered'): string {
  return plural(count, `${kind} site`, `${kind} sites`);
}

/** Track count on a region marker or in a heading: "1 track", "1,204 tracks". */
export function trackCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'track' : 'tracks'}`;
}

/** How a reviewer found the track. */
export type DifficultyVerdict = { easier?: boolean; expected?: boolean; harder?: boolean };

const VERDICT_SCORE = { easier: 1, expected: 5, harder: 10 } as const;
export const NO_FEEDBACK_DIFFICULTY_PERCENT = 50;

/**
 * The difficulty slider: easier = 1, expected = 5, harder = 10, averaged and scaled to 0–100
 * percent (so "as expected" sits in the middle); 50 % when nobody has said (spec 2 §9).
 */
export function difficultySliderPercent(reviews: readonly DifficultyVerdict[]): number {
  const scores = reviews.flatMap((review) =>
    review.harder
      ? [VERDICT_SCORE.harder]
      : review.easier
        ? [VERDICT_SCORE.easier]
        : review.expected
          ? [VERDICT_SCORE.expected]
          : [],
  );
  if (scores.length === 0) return NO_FEEDBACK_DIFFICULTY_PERCENT;
  const average = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  return Math.round(average * 10);
}

/** Related section filters (spec 2 §2): All, or any mix of the three kinds. */
export type RelatedFilter = 'All' | 'Tracks' | 'Huts' | 'Campsites';
export const RELATED_FILTERS: readonly RelatedFilter[] = ['All', 'Tracks', 'Huts', 'Campsites'];

/** Multi-select, All is exclusive, and clearing the last one selects All again. */
export function toggleRelatedFilter(
  selected: readonly RelatedFilter[],
  filter: RelatedFilter,
): RelatedFilter[] {
  if (filter === 'All') return ['All'];
  const kinds = selected.filter((item) => item !== 'All');
  const next: RelatedFilter[] = kinds.includes(filter)
    ? kinds.filter((item) => item !== filter)
    : [...kinds, filter];
  return next.length === 0 ? ['All'] : RELATED_FILTERS.filter((item) => next.includes(item));
}

/** "No huts found.", "No huts or campsites found.", "No tracks, huts or campsites found." */
export function relatedEmptyText(selected: readonly RelatedFilter[]): string {
  const kinds = (selected.includes('All') ? RELATED_FILTERS.slice(1) : selected).map((kind) =>
    kind.toLowerCase(),
  );
  const words =
    kinds.length <= 1 ? kinds.join('') : `${kinds.slice(0, -1).join(', ')} or ${kinds[kinds.length - 1]}`;
  return `No ${words} found.`;
}

/** The eight items of a location page's main navigation (spec 2 §2). */
export type MainNavigationItem = {
  key: LocationRoute['routeName'] | (typeof SECTION_ITEMS)[number]['key'];
  label: string;
  /** The route name the item opens. */
  routeName: string;
  /** Alerts carries a "!" badge when the place has alerts. */
  badge: boolean;
  active: boolean;
};

const SECTION_ITEMS = [
  { key: 'alerts', label: 'Alerts' },
  { key: 'weather', label: 'Weather' },
  { key: 'gear', label: 'Gear' },
  { key: 'plan', label: 'Plan' },
] as const;

/** A shared plan's own pages count as the sections they show. */
const SECTION_ALIASES: Record<string, string> = {
  'plan-readonly': 'plan',
  'plan-alerts': 'alerts',
  'plan-weather': 'weather',
};

/**
 * The navigation shown on a place's pages. Only the item for the place's own kind is offered
 * (a hut page has no "Track" item: there is no track by that slug), so the Custom Track item
 * shows only for custom tracks. The active item follows the route; a place's map counts as
 * the place itself.
 */
export function mainNavigation(
  placeType: PlaceKind,
  currentRouteName: string,
  options: { hasAlerts?: boolean } = {},
): MainNavigationItem[] {
  const route = locationRoute(placeType);
  const placeRouteName = route.routeName;
  // A highlight has no item of its own; a custom track is shown as "Track" (spec 2 §2).
  const placeItem =
    route.type === 'Highlight'
      ? undefined
      : { key: placeRouteName, label: route.type === null ? placeRoute('Track').label : route.label };
  const current = SECTION_ALIASES[currentRouteName] ?? currentRouteName;
  const section = current.startsWith(`${placeRouteName}-`)
    ? current.slice(placeRouteName.length + 1)
    : current;
  const items: MainNavigationItem[] = [];
  if (placeItem) {
    items.push({
      key: placeItem.key,
      label: placeItem.label,
      routeName: placeItem.key,
      badge: false,
      active: current === placeItem.key || current === `${placeItem.key}-map`,
    });
  }
  for (const item of SECTION_ITEMS) {
    items.push({
      key: item.key,
      label: item.label,
      routeName: `${placeRouteName}-${item.key}`,
      badge: item.key === 'alerts' && Boolean(options.hasAlerts),
      active: section === item.key,
    });
  }
  return items;
}

/**
 * A custom track's details (spec 2 §3): distance, how many markers, and its last edit as
 * DD/MM/YYYY; `alone` is how each reads without its term, as the map panel lists them.
 */
export function customTrackFacts(
  track: Pick<CustomTrack, 'distance' | 'markers' | 'last_edited'>,
): { term: string; value: string; alone: string }[] {
  const distance = formatDistance(track.distance);
  const markers = plural(track.markers.length, 'marker', 'markers');
  const edited = formatDayMonthYear(track.last_edited);
  return [
    { term: 'Distance', value: distance, alone: distance },
    { term: 'Markers', value: markers, alone: markers },
    { term: 'Last edited', value: edited, alone: `Last edited ${edited}` },
  ];
}
