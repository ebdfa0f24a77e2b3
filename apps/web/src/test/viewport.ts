/**
 * jsdom has no layout, so no matchMedia. This stand-in answers min-width and max-width
 * queries from `window.innerWidth` and tells listeners when a test changes the width.
 */

type Listener = (event: MediaQueryListEvent) => void;

const lists = new Set<{ query: string; listeners: Set<Listener>; matches: () => boolean }>();

function evaluate(query: string, width: number): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

export function installViewport(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<Listener>();
    const entry = { query, listeners, matches: () => evaluate(query, window.innerWidth) };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return entry.matches();
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

/** Resize the pretend window, e.g. `setViewportWidth(375)` for a phone. */
export function setViewportWidth(width: number): void {
  const before = new Map([...lists].map((entry) => [entry, entry.matches()]));
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  for (const [entry, matchedBefore] of before) {
    const matches = entry.matches();
    if (matches === matchedBefore) continue;
    for (const listener of entry.listeners) listener({ matches, media: entry.query } as MediaQueryListEvent);
  }
}
