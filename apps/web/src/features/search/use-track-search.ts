import { searchableTerm } from '@waymark/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppStore } from '@/lib/app-store.ts';
import { LIST_PAGE_SIZE, searchTracksQueryOptions, useTrackList } from '@/lib/catalogue-api.ts';
import type { SearchCriteria } from '@/lib/catalogue-api.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { listMode } from './search-state.ts';

/** Spec 2 §9: the term is searched 300 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search state of the store, one stable object while none of its parts change. */
export function useSearchState() {
  const searchTerm = useAppStore((state) => state.searchTerm);
  const searchFilters = useAppStore((state) => state.searchFilters);
  const mapBounds = useAppStore((state) => state.mapBounds);
  const nearMe = useAppStore((state) => state.nearMe);
  const searchHistory = useAppStore((state) => state.searchHistory);
  return useMemo(
    () => ({ searchTerm, searchFilters, mapBounds, nearMe, searchHistory }),
    [searchTerm, searchFilters, mapBounds, nearMe, searchHistory],
  );
}

/**
 * The tracks page's search, from one set of criteria: the first 50 results. The map
 * (search-map.tsx) runs the same criteria with track lines when it is shown.
 */
export function useTrackSearch() {
  const state = useSearchState();
  const term = useDebouncedValue(state.searchTerm, SEARCH_DEBOUNCE_MS);
  const criteria: SearchCriteria = useMemo(
    () => ({ term, filters: state.searchFilters, bound: state.mapBounds, near: state.nearMe }),
    [term, state.searchFilters, state.mapBounds, state.nearMe],
  );
  const mode = listMode({ ...state, searchTerm: term });
  const trackList = useTrackList();

  // The first page; "Show more" pages are fetched by the list itself (more-results.tsx).
  const list = useQuery({
    ...searchTracksQueryOptions(criteria, { page: 0, items: LIST_PAGE_SIZE }),
    enabled: mode !== 'recommended',
  });

  const results = useMemo(() => list.data?.list ?? [], [list.data]);
  const total = mode === 'near' ? results.length : (list.data?.total ?? 0);
  const totalIsCapped = mode !== 'near' && (list.data?.total_is_capped ?? false);

  return {
    state,
    /** The term actually searched (debounced, trimmed, 3+ characters), if any. */
    searchedTerm: searchableTerm(term),
    criteria,
    mode,
    trackList,
    list,
    results,
    total,
    totalIsCapped,
  };
}
