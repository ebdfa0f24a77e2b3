import {
  DEFAULT_RECOMMENDED_TRACKS_HEADING,
  placePath,
  placeSubtitle,
  resultTitle,
  searchableTerm,
} from '@waymark/domain';
import type { LocationSummary, SearchResultItem } from '@waymark/domain';
import clsx from 'clsx';
import { lazy, Suspense, useId, useState } from 'react';
import { trackEvent } from '@/lib/analytics.ts';
import { useAppConfig } from '@/lib/app-config.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { PageMeta } from '@/components/page-meta.tsx';
import { useSession } from '@/lib/use-session.ts';
import { useViewport } from '@/lib/use-viewport.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { ListIcon, MapIcon } from '@/ui/place-icons.tsx';
import { tileWishlistAction } from '@/components/wishlist/wishlist-button.tsx';
import { PlaceTile } from '@/ui/place-tile.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { Tag } from '@/ui/tag.tsx';
import { CreateCustomTrackButton } from './create-custom-track.tsx';
import { SearchBox } from './search-box.tsx';
import {
  clearedFilters,
  filterTags,
  historyItem,
  listHeading,
  rememberedPlace,
  removedFilterTag,
} from './search-state.ts';
import type { FilterOptions } from './search-state.ts';
import styles from './tracks-screen.module.css';
import { useTrackSearch } from './use-track-search.ts';

// The filter panel and the map open on demand, so their code is not part of the first load.
const FilterPanel = lazy(() => import('./filter-panel.tsx').then((m) => ({ default: m.FilterPanel })));
const SearchMap = lazy(() => import('./search-map.tsx').then((m) => ({ default: m.SearchMap })));
// Only a signed-in walker in planning mode can have a draft to warn about (spec 3).
const UnsavedPlanWarning = lazy(() =>
  import('@/components/unsaved-plan-warning.tsx').then((m) => ({ default: m.UnsavedPlanWarning })),
);

const NO_OPTIONS: FilterOptions = { durations: [], difficulties: [], regions: [] };

/** The tracks search page (spec 2 §2): greeting, search, filters, results and the map. */
export function TracksScreen() {
  const { user } = useSession();
  const firstName = user?.first_name?.trim();
  const greeting = firstName ? `Where are you going ${firstName}?` : 'Welcome, where are you going?';
  const viewport = useViewport();
  const isDesktop = viewport === 'desktop';
  const [view, setView] = useState<'list' | 'map'>('list');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const showMap = isDesktop || view === 'map';
  // On a phone showing the map, the list is not drawn: every move of the map would redraw 50
  // hidden tiles (a 40–70 ms task measured by the map bench, issue 18).
  const showList = isDesktop || view === 'list';

  const search = useTrackSearch();
  const { state, mode, trackList, list, results, total, totalIsCapped } = search;
  const setSearch = useAppStore((store) => store.setSearch);
  const planning = useAppStore((store) => store.isPlanning && store.user !== null);
  const recommendedHeading =
    useAppConfig().data?.search.recommended_tracks_heading || DEFAULT_RECOMMENDED_TRACKS_HEADING;
  const options = trackList.data ?? NO_OPTIONS;
  const tags = filterTags(state, options);

  // The map follows the person's moves from zoom 8 while no term or "Nearest to me" leads.
  const followsMap = !searchableTerm(state.searchTerm) && !state.nearMe;

  const remember = (place: SearchResultItem | LocationSummary) => {
    setSearch(rememberedPlace(useAppStore.getState().searchHistory, historyItem(place)));
    // Spec 2 §7: which list a track was chosen from, for "nearest to me" and "recommended".
    if (place.type === 'Track' && (mode === 'near' || mode === 'recommended')) {
      trackEvent('track_selected_from', {
        selected_from: mode === 'near' ? 'nearest to me' : 'recommended',
        id: place.id,
        slug: place.slug,
      });
    }
  };

  return (
    <div className={styles.screen}>
      <PageMeta title="Find tracks, huts and campsites" />
      {planning ? (
        <Suspense fallback={null}>
          <UnsavedPlanWarning />
        </Suspense>
      ) : null}
      <div className={styles.columns}>
        <div className={clsx(styles.listColumn, !isDesktop && view === 'map' && styles.listColumnCompact)}>
          <div className={styles.intro}>
            <h1 className={styles.greeting}>{greeting}</h1>
            <SearchBox
              results={results}
              searchedTerm={search.searchedTerm}
              isSearching={search.isSearching}
              total={total}
            />
            <div className={styles.toolbar}>
              <Button
                variant={filtersOpen ? 'primary' : 'secondary'}
                size="sm"
                aria-expanded={filtersOpen}
                aria-controls={panelId}
                onClick={() => setFiltersOpen(!filtersOpen)}
              >
                {filtersOpen ? 'Close' : 'Filters'}
                {!filtersOpen && tags.length ? <span className={styles.count}>{tags.length}</span> : null}
              </Button>
              <CreateCustomTrackButton />
            </div>
            {filtersOpen ? (
              <Suspense fallback={<Skeleton shape="block" height={320} />}>
                <FilterPanel
                  id={panelId}
                  options={options}
                  filters={state.searchFilters}
                  onApply={(searchFilters) => {
                    setSearch({ searchFilters });
                    setFiltersOpen(false);
                  }}
                />
              </Suspense>
            ) : null}
          </div>

          <section
            className={styles.results}
            aria-labelledby="results-heading"
            aria-busy={search.isSearching}
            hidden={!showList}
          >
            {showList && tags.length ? (
              <div className={styles.tags}>
                <ul className={styles.tagList} aria-label="Applied filters">
                  {tags.map((tag) => (
                    <li key={`${tag.filterType}:${tag.id}`}>
                      <Tag
                        tone="bush"
                        removeLabel={`filter ${tag.title}`}
                        onRemove={() => setSearch(removedFilterTag(state, tag, options))}
                      >
                        {tag.title}
                      </Tag>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  className={styles.clearFilters}
                  onClick={() => setSearch(clearedFilters())}
                >
                  Clear all filters
                </button>
              </div>
            ) : null}

            {!showList ? null : mode === 'recommended' ? (
              <RecommendedList
                heading={recommendedHeading}
                places={trackList.data?.pinned}
                isError={trackList.isError}
                onOpen={remember}
              />
            ) : (
              <>
                <h2 id="results-heading" className={styles.heading} aria-live="polite">
                  {list.isPending
                    ? 'Searching…'
                    : listHeading(mode, total, recommendedHeading, totalIsCapped)}
                </h2>
                {list.isPending ? (
                  <TileSkeletons />
                ) : list.isError && !list.isFetchNextPageError ? (
                  // A failed "Show more" keeps the results listed; the button stays to try again.
                  <LoadError onRetry={() => void list.refetch()} />
                ) : results.length === 0 ? (
                  <EmptyState
                    headingLevel={3}
                    title="No results found"
                    description="Try a different name, fewer filters, or a wider map area."
                    actions={
                      tags.length ? (
                        <Button variant="secondary" onClick={() => setSearch(clearedFilters())}>
                          Clear all filters
                        </Button>
                      ) : null
                    }
                  />
                ) : (
                  <ResultList
                    places={search.listed}
                    loadingMore={list.isFetchingNextPage}
                    onShowMore={search.hasMore ? search.showMore : undefined}
                    onOpen={remember}
                  />
                )}
              </>
            )}
          </section>
        </div>

        {showMap ? (
          <div className={styles.mapColumn}>
            <Suspense fallback={<MapLoading />}>
              <SearchMap
                criteria={search.criteria}
                mode={mode}
                regions={trackList.data?.list}
                followsMap={followsMap}
              />
            </Suspense>
          </div>
        ) : null}
      </div>
      {!isDesktop && !filtersOpen ? (
        // On phones and tablets the list and the map take turns; this pill switches between them.
        <Button
          size="sm"
          className={styles.viewToggle}
          leadingIcon={view === 'map' ? <ListIcon size={18} /> : <MapIcon size={18} />}
          onClick={() => setView(view === 'map' ? 'list' : 'map')}
        >
          {view === 'map' ? 'View results' : 'View map'}
        </Button>
      ) : null}
    </div>
  );
}

/** The results so far; "Show more" is offered while the search has more than these. */
function ResultList({
  places,
  loadingMore,
  onShowMore,
  onOpen,
}: {
  places: readonly SearchResultItem[];
  loadingMore: boolean;
  onShowMore: (() => void) | undefined;
  onOpen: (place: SearchResultItem) => void;
}) {
  return (
    <>
      <ul className={styles.tiles}>
        {places.map((place) => (
          <ResultTile key={place.id} place={place} onOpen={onOpen} />
        ))}
        {loadingMore ? (
          <li className={styles.skeletonTile} aria-hidden="true">
            <Skeleton shape="block" width={88} height={72} />
            <span className={styles.skeletonText}>
              <Skeleton width="30%" />
              <Skeleton width="80%" />
            </span>
          </li>
        ) : null}
      </ul>
      {onShowMore ? (
        <Button variant="secondary" className={styles.more} onClick={onShowMore}>
          Show more results
        </Button>
      ) : null}
    </>
  );
}

function ResultTile({
  place,
  onOpen,
}: {
  place: SearchResultItem;
  onOpen: (place: SearchResultItem) => void;
}) {
  return (
    <li>
      <PlaceTile
        href={placePath(place.type, place.slug)}
        type={place.type}
        title={resultTitle(place)}
        subtitle={placeSubtitle(place)}
        thumbnail={place.thumbnail}
        closed={place.is_closed}
        rating={place}
        action={tileWishlistAction(place)}
        meta={place.distance_away !== null ? `${place.distance_away.toFixed(1)} km away` : undefined}
        onClick={() => onOpen(place)}
      />
    </li>
  );
}

function RecommendedList({
  heading,
  places,
  isError,
  onOpen,
}: {
  heading: string;
  places: LocationSummary[] | undefined;
  isError: boolean;
  onOpen: (place: LocationSummary) => void;
}) {
  return (
    <>
      <h2 id="results-heading" className={styles.heading}>
        {heading}
      </h2>
      {places ? (
        <ul className={styles.tiles}>
          {places.map((place) => (
            <li key={place.id}>
              <PlaceTile
                href={placePath(place.type, place.slug)}
                type={place.type}
                title={resultTitle(place)}
                subtitle={placeSubtitle(place)}
                thumbnail={place.thumbnail}
                closed={place.is_closed}
                rating={place}
                action={tileWishlistAction(place)}
                onClick={() => onOpen(place)}
              />
            </li>
          ))}
        </ul>
      ) : isError ? null : (
        <TileSkeletons />
      )}
    </>
  );
}

function MapLoading() {
  return (
    <div className={styles.mapLoading} role="status">
      Loading map…
    </div>
  );
}

function TileSkeletons() {
  return (
    <ul className={styles.tiles} aria-hidden="true">
      {[0, 1, 2, 3].map((index) => (
        <li key={index} className={styles.skeletonTile}>
          <Skeleton shape="block" width={88} height={72} />
          <span className={styles.skeletonText}>
            <Skeleton width="30%" />
            <Skeleton width="80%" />
            <Skeleton width="55%" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      headingLevel={3}
      title="We couldn’t load tracks"
      description="Check your connection and try again."
      actions={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
