import type { SearchResultItem } from '@waymark/domain';
import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
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

/** The box's name (spec 2 §2 gives it as the placeholder). */
const SEARCH_LABEL = 'Search for track, hut, campsite or location';
/**
 * What the empty box shows: the name less "Search for", which the icon and the box already
 * say. The whole name is cut off in the tracks page's side panel, on a phone and at 1280 px.
 */
const SEARCH_PLACEHOLDER = 'Track, hut, campsite or location';

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
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Close the panel on a press anywhere else, or on Escape (focus goes back to the box).
  // Focus first: focusing the box opens the panel, and Escape from a result must leave it closed.
  useDismiss(rootRef, open, (reason) => {
    if (reason === 'escape' && rootRef.current?.contains(document.activeElement)) inputRef.current?.focus();
    setOpen(false);
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

  // ArrowDown and ArrowUp move between the box and the places the panel lists, marked
  // data-search-option (roving focus: each is a link, so Enter opens it and a screen reader
  // reads it as it is reached). Escape closes the panel and returns to the box (useDismiss).
  // Listened for on the whole search, the box and the links alike.
  const onArrowKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const places = [...(panelRef.current?.querySelectorAll<HTMLElement>('[data-search-option]') ?? [])];
    if (!open || places.length === 0) {
      if (event.key === 'ArrowDown') setOpen(true);
      return;
    }
    event.preventDefault();
    const at = places.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, places.length - 1) : at - 1;
    (next < 0 ? inputRef.current : places[next])?.focus();
  });
  useEffect(() => {
    const root = rootRef.current;
    const onKeyDown = (event: KeyboardEvent) => onArrowKey(event);
    root?.addEventListener('keydown', onKeyDown);
    return () => root?.removeEventListener('keydown', onKeyDown);
  }, []);

  // On a page the server drew, the box takes typing before the app has started; hydrating
  // keeps what was typed in the box, and here the search takes it up.
  const takeUpEarlyTyping = useEffectEvent(() => {
    const input = inputRef.current;
    if (!input || input.value === term) return;
    setSearch(typedTerm(input.value));
    if (document.activeElement === input) setOpen(true);
  });
  useEffect(() => takeUpEarlyTyping(), []);

  const showResults = Boolean(searchedTerm);

  return (
    <div ref={rootRef} className={styles.root}>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <label className={styles.field}>
          <VisuallyHidden>{SEARCH_LABEL}</VisuallyHidden>
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

      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open}>
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
