import {
  addToSearchHistory,
  distanceLabel,
  formatCount,
  isDistanceFilterActive,
  resultCountLabel,
  searchableTerm,
} from '@waymark/domain';
import type { LocationSummary } from '@waymark/domain';
import { DEFAULT_SEARCH_FILTERS } from '@/lib/app-store.ts';
import type { AppState, SearchFilters, SearchHistoryItem } from '@/lib/app-store.ts';

/**
 * The search rules of spec 2 §4–§5 as pure functions over the store's search state. Each
 * returns the patch to apply, so the screen stays a thin caller and the rules are testable.
 */

export type SearchState = Pick<
  AppState,
  'searchTerm' | 'searchFilters' | 'mapBounds' | 'nearMe' | 'searchHistory'
>;
export type SearchPatch = Partial<SearchState>;

/** Typing starts a new search: filters, map bounds and "Nearest to me" reset (spec 2 §4). */
export function typedTerm(term: string): SearchPatch {
  return { searchTerm: term, searchFilters: DEFAULT_SEARCH_FILTERS, mapBounds: null, nearMe: null };
}

/** Closing the search form clears the term. */
export function closedSearch(): SearchPatch {
  return { searchTerm: '' };
}

/** "Clear all filters": every filter back to its default, and no more "Nearest to me". */
export function clearedFilters(): SearchPatch {
  return { searchFilters: DEFAULT_SEARCH_FILTERS, nearMe: null };
}

export function hasActiveFilters(filters: SearchFilters): boolean {
  return (
    filters.durations.length > 0 ||
    filters.difficulties.length > 0 ||
    filters.regions.length > 0 ||
    isDistanceFilterActive(filters.distance) ||
    filters.wheelchair_friendly ||
    filters.allow_dog
  );
}

export type FilterType = keyof SearchFilters | 'near';
/** A removable tag for one applied filter (spec 2 §3: id, title, filterType). */
export type FilterTag = { id: string; title: string; filterType: FilterType };

export type FilterOptions = {
  durations: readonly { id: string; title: string }[];
  difficulties: readonly { id: string; title: string }[];
  regions: readonly { id: string; title: string }[];
};

/** "0–50 km", "20–100+ km". */
export function distanceRangeLabel([min, max]: readonly [number, number]): string {
  return `${distanceLabel(min)}–${distanceLabel(max)} km`;
}

/** The tags for what is applied now, in the order of the filter panel. */
export function filterTags(
  state: Pick<SearchState, 'searchFilters' | 'nearMe'>,
  options: FilterOptions,
): FilterTag[] {
  const { searchFilters: filters } = state;
  const titled = (filterType: 'durations' | 'difficulties' | 'regions') =>
    filters[filterType].map((id) => ({
      id,
      title: options[filterType].find((option) => option.id === id)?.title ?? id,
      filterType,
    }));
  const tags: FilterTag[] = [];
  if (state.nearMe) tags.push({ id: 'near', title: 'Nearest to me', filterType: 'near' });
  tags.push(...titled('durations'), ...titled('difficulties'));
  if (isDistanceFilterActive(filters.distance)) {
    tags.push({ id: 'distance', title: distanceRangeLabel(filters.distance), filterType: 'distance' });
  }
  if (filters.wheelchair_friendly) {
    tags.push({
      id: 'wheelchair',
      title: 'Wheelchair / Buggy Accessible',
      filterType: 'wheelchair_friendly',
    });
  }
  if (filters.allow_dog) tags.push({ id: 'dog', title: 'Dog allowed', filterType: 'allow_dog' });
  tags.push(...titled('regions'));
  return tags;
}

/**
 * Removes one tag. Removing the last one clears the geolocated results and resets all
 * filters (spec 2 §4).
 */
export function removedFilterTag(state: SearchState, tag: FilterTag, options: FilterOptions): SearchPatch {
  const remaining = filterTags(state, options).filter(
    (other) => !(other.filterType === tag.filterType && other.id === tag.id),
  );
  if (remaining.length === 0) return clearedFilters();
  const filters = state.searchFilters;
  switch (tag.filterType) {
    case 'near':
      return { nearMe: null };
    case 'durations':
    case 'difficulties':
    case 'regions':
      return {
        searchFilters: {
          ...filters,
          [tag.filterType]: filters[tag.filterType].filter((id) => id !== tag.id),
        },
      };
    case 'distance':
      return { searchFilters: { ...filters, distance: DEFAULT_SEARCH_FILTERS.distance } };
    case 'wheelchair_friendly':
    case 'allow_dog':
      return { searchFilters: { ...filters, [tag.filterType]: false } };
  }
}

/** The history entry for a place the person opened from the results (spec 2 §3). */
export function historyItem(
  place: Pick<LocationSummary, 'id' | 'type' | 'title' | 'slug' | 'locations' | 'regions' | 'lat' | 'lng'>,
): SearchHistoryItem {
  const { id, type, title, slug, locations, regions, lat, lng } = place;
  return { id, type, title, slug, locations, regions, lat, lng };
}

/** Recent searches: 5, newest first, no duplicates by id. */
export function rememberedPlace(history: readonly SearchHistoryItem[], item: SearchHistoryItem): SearchPatch {
  return { searchHistory: addToSearchHistory(history, item) };
}

/**
 * What the result list shows: the tracks nearest to the person, results of a search, or the
 * recommended tracks when nothing is being searched.
 */
export type ListMode = 'near' | 'results' | 'recommended';

export function listMode(
  state: Pick<SearchState, 'searchTerm' | 'searchFilters' | 'mapBounds' | 'nearMe'>,
): ListMode {
  if (state.nearMe) return 'near';
  if (searchableTerm(state.searchTerm) || hasActiveFilters(state.searchFilters) || state.mapBounds) {
    return 'results';
  }
  return 'recommended';
}

/**
 * "3 tracks nearby", "Showing 1,204 results" ("100+" when the server capped its count),
 * "No tracks found", or the recommended heading.
 */
export function listHeading(
  mode: ListMode,
  total: number,
  recommendedHeading: string,
  totalIsCapped = false,
): string {
  if (mode === 'recommended') return recommendedHeading;
  if (total === 0) return 'No tracks found';
  if (mode === 'near') return `${formatCount(total)} ${total === 1 ? 'track' : 'tracks'} nearby`;
  return resultCountLabel(total, totalIsCapped);
}
