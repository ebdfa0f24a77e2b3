import { SCROLL_LOAD_WITHIN_PX } from '@waymark/domain';
import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Infinite scroll (spec 2 §9): calls `onNearEnd` when the walker scrolls within 300 px of the
 * element the returned ref is put on, just after the list. While `enabled` is false (a page is
 * loading, none is left, or the last one failed) nothing is asked for; once it is true again the
 * distance is measured afresh, so a short list that still ends on screen keeps loading.
 */
export function useLoadNearEnd({ enabled, onNearEnd }: { enabled: boolean; onNearEnd: () => void }) {
  const [end, setEnd] = useState<Element | null>(null);
  const nearEnd = useEffectEvent(onNearEnd);

  useEffect(() => {
    if (!end || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) nearEnd();
      },
      { rootMargin: `0px 0px ${SCROLL_LOAD_WITHIN_PX}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [end, enabled]);

  return setEnd;
}
