import { DESKTOP_MIN_WIDTH, MOBILE_MAX_WIDTH, viewportForWidth } from '@waymark/domain';
import type { Viewport } from '@waymark/domain';
import { createContext, useContext, useSyncExternalStore } from 'react';

/** The two breakpoints of spec 1 §2; crossing either one changes the viewport. */
const BREAKPOINT_QUERIES = [`(min-width: ${DESKTOP_MIN_WIDTH}px)`, `(max-width: ${MOBILE_MAX_WIDTH}px)`];

function subscribe(onChange: () => void): () => void {
  const lists = BREAKPOINT_QUERIES.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function currentViewport(): Viewport {
  return viewportForWidth(window.innerWidth);
}

/**
 * The width a server-rendered page was drawn for (guessed from the browser's name): the browser
 * hydrates at that width, so the first render matches the server's, then moves to its own.
 */
export const RenderedViewport = createContext<Viewport>('desktop');

/** 'mobile' up to 768 px, 'desktop' from 992 px, 'tablet' between; follows resizes and rotation. */
export function useViewport(): Viewport {
  const rendered = useContext(RenderedViewport);
  return useSyncExternalStore(subscribe, currentViewport, () => rendered);
}
