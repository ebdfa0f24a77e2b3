import { searchableTerm } from '@waymark/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppStore } from '@/lib/app-store.ts';
import { searchTracksListQueryOptions, useTrackList } from '@/lib/catalogue-api.ts';
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
 * The tracks page's search, from one set of criteria: 50 results, and 50 more at each "Show
 * more". The map (search-map.tsx) runs the same criteria with track lines when it is shown.
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

  const list = useInfiniteQuery({
    ...searchTracksListQueryOptions(criteria),
    enabled: mode !== 'recommended',
  });

  // The first page answers the search box and the heading; later pages only lengthen the list.
  const firstPage = list.data?.pages[0];
  const results = useMemo(() => firstPage?.list ?? [], [firstPage]);
  const total = mode === 'near' ? results.length : (firstPage?.total ?? 0);
  const totalIsCapped = mode !== 'near' && (firstPage?.total_is_capped ?? false);
  // While a new search runs, the last one's first page stands in for it, as a new search starts there.
  const listed = useMemo(
    () => (list.isPlaceholderData ? results : (list.data?.pages.flatMap((page) => page.list) ?? [])),
    [list.isPlaceholderData, list.data, results],
  );
  // "Nearest to me" is one list of the nearest; only the other searches page.
  const hasMore = mode !== 'near' && list.hasNextPage && !list.isPlaceholderData;

  return {
    state,
    /** The term actually searched (debounced, trimmed, 3+ characters), if any. */
    searchedTerm: searchableTerm(term),
    criteria,
    mode,
    trackList,
    list,
    /** A search is under way; loading more of the same one is not searching. */
    isSearching: list.isFetching && !list.isFetchingNextPage,
    results,
    listed,
    hasMore,
    /** Asks for the next 50; asking again before they arrive does nothing more. */
    showMore: () => void list.fetchNextPage({ cancelRefetch: false }),
    total,
    totalIsCapped,
  };
}
