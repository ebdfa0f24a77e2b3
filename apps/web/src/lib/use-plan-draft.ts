import { useCallback, useMemo } from 'react';
import { isPlanFor, useAppStore } from './app-store.ts';
import { useFreshSavedPlan } from './current-saved-plan.ts';
import type { PlaceRef, WorkingPlan } from './app-store.ts';

/**
 * The working plan for `place` as the editor reads and changes it: the kept plan when it is for
 * this place (read again from the server as each page opens), else a new draft that comes into
 * being with the first edit.
 */
export function usePlanDraft(place: PlaceRef) {
  const location = useMemo(
    () => ({ id: place.id, type: place.type, slug: place.slug, title: place.title }),
    [place.id, place.type, place.slug, place.title],
  );
  const kept = useAppStore((state) => state.plan);
  const editPlan = useAppStore((state) => state.editPlan);
  const plan: WorkingPlan = useMemo(
    () => (kept && isPlanFor(kept, location) ? kept : { location }),
    [kept, location],
  );
  useFreshSavedPlan(plan);
  const edit = useCallback(
    (patch: Partial<Omit<WorkingPlan, 'location'>>) => editPlan(location, patch),
    [editPlan, location],
  );
  return { plan, edit };
}
