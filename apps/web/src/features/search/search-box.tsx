import type { SearchResultItem } from '@waymark/domain';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useAppStore } from '@/lib/app-store.ts';
import { useDismiss } from '@/lib/use-dismiss.ts';
import { CloseIcon, MapPinIcon } from '@/ui/icons.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import { closedSearch, typedTerm } from './search-state.ts';
import styles from './search-box.module.css';

// What the panel offers (quick results, "Nearest to me", recent searches) loads on first focus.
const SearchPanel = lazy(() => import('./search-panel.tsx').then((m) => ({ default: m.SearchPanel })));

export const SEARCH_PLACEHOLDER = 'Search for track, hut, campsite or location';

export type SearchBoxProps = {
  /** The searched term's results, as the list below has them. */
  results: readonly SearchResultItem[];
  searchedTerm: string | undefined;
  isSearching: boolean;
  total: number;
};

/**
 * The search form of the tracks page (spec 2 §2, §4). Typing searches after 300 ms and resets
 * the filters and map area; while the box has focus a panel offers quick results, or, before
 * a term is typed, "Nearest to me" and the recent searches. Closing clears the term.
 */
export function SearchBox({ results, searchedTerm, isSearching, total }: SearchBoxProps) {
  const term = useAppStore((state) => state.searchTerm);
  const setSearch = useAppStore((state) => state.setSearch);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();

  // Close the panel on a press anywhere else, or on Escape (focus goes back to the box).
  useDismiss(rootRef, open, (reason) => {
    setOpen(false);
    if (reason === 'escape' && rootRef.current?.contains(document.activeElement)) inputRef.current?.focus();
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    inputRef.current?.blur();
  };

  const close = () => {
    setSearch(closedSearch());
    setOpen(false);
  };

  const showResults = Boolean(searchedTerm);

  return (
    <div ref={rootRef} className={styles.root}>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <label className={styles.field}>
          <VisuallyHidden>{SEARCH_PLACEHOLDER}</VisuallyHidden>
          <MapPinIcon size={20} className={styles.icon} />
          <input
            ref={inputRef}
            type="search"
            className={styles.input}
            placeholder={SEARCH_PLACEHOLDER}
            value={term}
            maxLength={300}
            autoComplete="off"
            enterKeyHint="search"
            aria-controls={panelId}
            onFocus={() => setOpen(true)}
            onChange={(event) => {
              setSearch(typedTerm(event.target.value));
              setOpen(true);
            }}
          />
          {isSearching && showResults ? (
            <Spinner size="sm" label="Searching" className={styles.spinner} />
          ) : null}
        </label>
        {term || open ? (
          <button type="button" className={styles.close} aria-label="Close search" onClick={close}>
            <CloseIcon size={20} />
          </button>
        ) : null}
      </form>

      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <Suspense fallback={<Spinner size="sm" label="Loading" />}>
            <SearchPanel
              panelId={panelId}
              results={results}
              searchedTerm={searchedTerm}
              isSearching={isSearching}
              total={total}
              typing={term.trim().length > 0 && !searchedTerm}
              onDone={() => setOpen(false)}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
