import { placeSubtitle, resultTitle, searchableTerm } from '@waymark/domain';
import type { SearchResultItem } from '@waymark/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { DEFAULT_SEARCH_FILTERS } from '@/lib/app-store.ts';
import { searchTracksQueryOptions } from '@/lib/catalogue-api.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useDismiss } from '@/lib/use-dismiss.ts';
import { CloseIcon, MapPinIcon } from '@/ui/icons.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import styles from './map-search.module.css';

const LABEL = 'Search for track, hut, campsite or location';

/**
 * The search box over a map page (spec 2 §2 "Track map"): the same search as the tracks page,
 * 300 ms after typing, from 3 letters; choosing a place opens it.
 */
export function MapSearch({ onSelect }: { onSelect: (place: SearchResultItem) => void }) {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(term, 300);
  const searched = searchableTerm(debounced);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const { data, isFetching } = useQuery({
    ...searchTracksQueryOptions({ term: searched, filters: DEFAULT_SEARCH_FILTERS }, { items: 8 }),
    enabled: Boolean(searched),
  });

  // The results close on a press anywhere else, or on Escape.
  useDismiss(rootRef, open, () => setOpen(false));

  const results = searched ? (data?.list ?? []) : [];

  return (
    <div ref={rootRef} className={styles.root}>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label className={styles.field}>
          <VisuallyHidden>{LABEL}</VisuallyHidden>
          <MapPinIcon size={18} className={styles.icon} />
          <input
            type="search"
            className={styles.input}
            placeholder="Search the map"
            value={term}
            maxLength={300}
            autoComplete="off"
            aria-controls={listId}
            onFocus={() => setOpen(true)}
            onChange={(event) => {
              setTerm(event.target.value);
              setOpen(true);
            }}
          />
        </label>
        {term ? (
          <button
            type="button"
            className={styles.clear}
            aria-label="Clear search"
            onClick={() => setTerm('')}
          >
            <CloseIcon size={18} />
          </button>
        ) : null}
      </form>
      <div id={listId} className={styles.results} hidden={!open || !searched}>
        {results.length === 0 ? (
          <p className={styles.empty}>{isFetching ? 'Searching…' : 'No results found'}</p>
        ) : (
          <ul className={styles.list}>
            {results.map((place) => (
              <li key={place.id}>
                <button
                  type="button"
                  className={styles.option}
                  onClick={() => {
                    setOpen(false);
                    onSelect(place);
                  }}
                >
                  <span className={styles.title}>{resultTitle(place)}</span>
                  <span className={styles.subtitle}>
                    {[place.type, placeSubtitle(place)].filter(Boolean).join(' · ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
