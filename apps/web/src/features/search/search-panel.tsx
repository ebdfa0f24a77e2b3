import { placePath, placeSubtitle, resultTitle } from '@waymark/domain';
import type { SearchResultItem } from '@waymark/domain';
import { Link } from 'react-router';
import { useAppStore } from '@/lib/app-store.ts';
import type { SearchHistoryItem } from '@/lib/app-store.ts';
import { MapPinIcon } from '@/ui/icons.tsx';
import styles from './search-box.module.css';
import { historyItem, rememberedPlace } from './search-state.ts';
import { useNearMe } from './use-near-me.ts';

const QUICK_RESULTS = 6;

export type SearchPanelProps = {
  panelId: string;
  results: readonly SearchResultItem[];
  searchedTerm: string | undefined;
  isSearching: boolean;
  total: number;
  /** Something is typed, but fewer than 3 letters. */
  typing: boolean;
  /** Closes the panel, e.g. once a place is chosen. */
  onDone: () => void;
};

/**
 * The panel under the search box (spec 2 §2): the first results of the term ("No results
 * found" when there are none), or, before a term, "Nearest to me" and "Recent searches".
 */
export function SearchPanel({
  panelId,
  results,
  searchedTerm,
  isSearching,
  total,
  typing,
  onDone,
}: SearchPanelProps) {
  const history = useAppStore((state) => state.searchHistory);
  const setSearch = useAppStore((state) => state.setSearch);
  const nearMe = useNearMe();
  const showResults = Boolean(searchedTerm);
  const remember = (item: SearchHistoryItem) => {
    setSearch(rememberedPlace(useAppStore.getState().searchHistory, item));
    onDone();
  };

  return (
    <>
      {showResults ? (
        <section aria-label="Search results">
          {results.length === 0 && !isSearching ? (
            <p className={styles.empty}>No results found</p>
          ) : (
            <ul className={styles.list}>
              {results.slice(0, QUICK_RESULTS).map((place) => (
                <li key={place.id}>
                  <Link
                    to={placePath(place.type, place.slug)}
                    className={styles.option}
                    data-search-option
                    onClick={() => remember(historyItem(place))}
                  >
                    <span className={styles.optionKind}>{place.type}</span>
                    <span className={styles.optionTitle}>{resultTitle(place)}</span>
                    <span className={styles.optionSubtitle}>{placeSubtitle(place)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {total > QUICK_RESULTS ? (
            <button type="button" className={styles.more} onClick={() => onDone()}>
              See all {total} results
            </button>
          ) : null}
        </section>
      ) : (
        <>
          {typing ? <p className={styles.hint}>Type at least 3 letters to search.</p> : null}
          <section aria-labelledby={`${panelId}-near`} className={styles.section}>
            <h2 id={`${panelId}-near`} className={styles.sectionTitle}>
              Nearest to me
            </h2>
            <button
              type="button"
              className={styles.nearButton}
              disabled={nearMe.status === 'locating'}
              onClick={() => {
                void nearMe.locate().then((found) => {
                  if (found) onDone();
                });
              }}
            >
              <MapPinIcon size={18} />
              {nearMe.status === 'locating' ? 'Finding where you are…' : 'Show tracks near me'}
            </button>
            {nearMe.message ? (
              <p className={styles.message} role="alert">
                {nearMe.message}
              </p>
            ) : null}
          </section>
          {history.length > 0 ? (
            <section aria-labelledby={`${panelId}-recent`} className={styles.section}>
              <h2 id={`${panelId}-recent`} className={styles.sectionTitle}>
                Recent searches
              </h2>
              <ul className={styles.list}>
                {history.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={placePath(item.type as SearchResultItem['type'], item.slug)}
                      className={styles.option}
                      data-search-option
                      onClick={() => remember(item)}
                    >
                      <span className={styles.optionKind}>{item.type}</span>
                      <span className={styles.optionTitle}>{item.title}</span>
                      <span className={styles.optionSubtitle}>{historySubtitle(item)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </>
  );
}

function historySubtitle(item: SearchHistoryItem): string {
  const titled = (value: unknown) =>
    Array.isArray(value)
      ? value.filter((entry): entry is { title: string } => typeof entry?.title === 'string')
      : [];
  return placeSubtitle({ locations: titled(item.locations), regions: titled(item.regions) });
}
