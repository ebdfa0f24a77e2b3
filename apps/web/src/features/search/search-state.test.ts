import { describe, expect, test } from 'vitest';
import { DEFAULT_SEARCH_FILTERS } from '@/lib/app-store.ts';
import type { SearchFilters, SearchHistoryItem } from '@/lib/app-store.ts';
import {
  clearedFilters,
  closedSearch,
  filterTags,
  historyItem,
  listHeading,
  listMode,
  rememberedPlace,
  removedFilterTag,
  typedTerm,
} from './search-state.ts';
import type { SearchState } from './search-state.ts';

const options = {
  durations: [
    { id: 'under-1-hour', title: 'Under 1 hour' },
    { id: 'multi-day', title: 'Multi-day' },
  ],
  difficulties: [
    { id: 'easy', title: 'Easy' },
    { id: 'expert', title: 'Expert' },
  ],
  regions: [{ id: 'fiordland', title: 'Fiordland' }],
};

function state(filters: Partial<SearchFilters> = {}, rest: Partial<SearchState> = {}): SearchState {
  return {
    searchTerm: '',
    searchFilters: { ...DEFAULT_SEARCH_FILTERS, ...filters },
    mapBounds: null,
    nearMe: null,
    searchHistory: [],
    ...rest,
  };
}

describe('typing and closing', () => {
  test('typing resets filters, map bounds and "Nearest to me" (spec 2 §4)', () => {
    expect(typedTerm('route')).toEqual({
      searchTerm: 'route',
      searchFilters: DEFAULT_SEARCH_FILTERS,
      mapBounds: null,
      nearMe: null,
    });
  });

  test('closing the search form clears the term', () => {
    expect(closedSearch()).toEqual({ searchTerm: '' });
  });
});

describe('filter tags', () => {
  test('one tag per applied filter, titled as the panel titles them', () => {
    const tags = filterTags(
      state({
        durations: ['multi-day'],
        difficulties: ['easy', 'expert'],
        distance: [10, 101],
        wheelchair_friendly: true,
        allow_dog: true,
        regions: ['fiordland'],
      }),
      options,
    );
    expect(tags.map((tag) => tag.title)).toEqual([
      'Multi-day',
      'Easy',
      'Expert',
      '10–100+ km',
      'Wheelchair / Buggy Accessible',
      'Dog allowed',
      'Fiordland',
    ]);
  });

  test('no filters, no tags; the whole distance range is no filter', () => {
    expect(filterTags(state({ distance: [0, 101] }), options)).toEqual([]);
  });

  test('"Nearest to me" is a tag too', () => {
    expect(filterTags(state({}, { nearMe: [168.66, -45.03] }), options)).toEqual([
      { id: 'near', title: 'Nearest to me', filterType: 'near' },
    ]);
  });

  test('removing a tag removes only that filter', () => {
    const current = state({ difficulties: ['easy', 'expert'], allow_dog: true });
    const [easy] = filterTags(current, options);
    expect(removedFilterTag(current, easy!, options)).toEqual({
      searchFilters: { ...current.searchFilters, difficulties: ['expert'] },
    });
    const dog = filterTags(current, options).find((tag) => tag.filterType === 'allow_dog')!;
    expect(removedFilterTag(current, dog, options).searchFilters?.allow_dog).toBe(false);
  });

  test('removing the last tag clears geolocated results and resets all filters', () => {
    const current = state({ distance: [0, 20] });
    const [only] = filterTags(current, options);
    expect(removedFilterTag(current, only!, options)).toEqual({
      searchFilters: DEFAULT_SEARCH_FILTERS,
      nearMe: null,
    });
  });

  test('"Clear all filters" resets every filter and "Nearest to me"', () => {
    expect(clearedFilters()).toEqual({ searchFilters: DEFAULT_SEARCH_FILTERS, nearMe: null });
  });
});

describe('search history', () => {
  const place = (id: number): SearchHistoryItem =>
    historyItem({
      id,
      type: 'Track',
      title: `Track ${id}`,
      slug: `track-${id}`,
      locations: [],
      regions: [{ title: 'Otago' }],
      lat: -45,
      lng: 169,
    });

  test('keeps the fields of a search history item', () => {
    expect(place(1)).toEqual({
      id: 1,
      type: 'Track',
      title: 'Track 1',
      slug: 'track-1',
      locations: [],
      regions: [{ title: 'Otago' }],
      lat: -45,
      lng: 169,
    });
  });

  test('up to 5, most recent first, no duplicates by id', () => {
    let history: SearchHistoryItem[] = [];
    for (const id of [1, 2, 3, 4, 5, 6, 3]) history = rememberedPlace(history, place(id)).searchHistory!;
    expect(history.map((item) => item.id)).toEqual([3, 6, 5, 4, 2]);
  });
});

describe('the result list', () => {
  test('shows recommended tracks until something is searched', () => {
    expect(listMode(state())).toBe('recommended');
    expect(listMode(state({}, { searchTerm: 'ro' }))).toBe('recommended');
    expect(listMode(state({}, { searchTerm: 'rou' }))).toBe('results');
    expect(listMode(state({ allow_dog: true }))).toBe('results');
    expect(
      listMode(
        state(
          {},
          {
            mapBounds: [
              [168, -45],
              [169, -44],
            ],
          },
        ),
      ),
    ).toBe('results');
    expect(listMode(state({ allow_dog: true }, { nearMe: [168, -45] }))).toBe('near');
  });

  test('headings count with thousands separators and say when nothing was found', () => {
    expect(listHeading('near', 1, 'Recommended tracks')).toBe('1 track nearby');
    expect(listHeading('near', 12, 'Recommended tracks')).toBe('12 tracks nearby');
    expect(listHeading('results', 1, 'Recommended tracks')).toBe('Showing 1 result');
    expect(listHeading('results', 999, 'Recommended tracks')).toBe('Showing 999 results');
    expect(listHeading('results', 1204, 'Recommended tracks')).toBe('Showing 1,204 results');
    expect(listHeading('results', 100, 'Recommended tracks', true)).toBe('Showing 100+ results');
    expect(listHeading('results', 0, 'Recommended tracks')).toBe('No tracks found');
    expect(listHeading('recommended', 11, 'Great Walks to start with')).toBe('Great Walks to start with');
  });
});
