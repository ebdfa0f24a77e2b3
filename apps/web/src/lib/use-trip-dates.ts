import type { PlanDates, TripDates } from '@waymark/domain';
import { useCallback, useMemo } from 'react';
import { isPlanFor, selectCurrentPlace, selectPlanDates, useAppStore } from './app-store.ts';
import type { PlaceRef } from './app-store.ts';

/**
 * The trip dates chosen for the selected place (or `place`, for a page that already knows
 * its place before it becomes the selected one), kept in the working plan so they survive a
 * reload and follow the walker from the alerts page to the weather page to the plan.
 */
export function useTripDates(place?: PlaceRef): {
  planDates: PlanDates | undefined;
  /** The days alone, as the alerts and forecasts calls take them. */
  tripDates: TripDates | undefined;
  location: PlaceRef | null;
  choose: (dates: PlanDates) => void;
  clear: () => void;
} {
  const selectedLocation = useAppStore(selectCurrentPlace);
  // Only the reference goes into the plan, never a whole loaded place.
  const location = useMemo(
    () =>
      place ? { id: place.id, type: place.type, slug: place.slug, title: place.title } : selectedLocation,
    [place?.id, place?.type, place?.slug, place?.title, selectedLocation], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const plan = useAppStore((state) => state.plan);
  const setTripDates = useAppStore((state) => state.setTripDates);
  const planDates = useMemo(
    () => (plan && location && isPlanFor(plan, location) ? selectPlanDates({ plan }) : undefined),
    [plan, location],
  );
  const choose = useCallback(
    (dates: PlanDates) => {
      if (location) setTripDates(location, dates);
    },
    [location, setTripDates],
  );
  const clear = useCallback(() => {
    if (location) setTripDates(location, null);
  }, [location, setTripDates]);
  return { planDates, tripDates: planDates?.date, location, choose, clear };
}
