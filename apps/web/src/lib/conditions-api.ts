import { AlertGroupsSchema, CUSTOM_TRACK_KIND, ForecastSetSchema, placeRoute } from '@waymark/domain';
import type { AlertGroups, ForecastSet, PlaceKind, TripDates } from '@waymark/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from './api-client.ts';
import { useAppStore } from './app-store.ts';

/**
 * The alerts and forecast calls of spec 2 §7 for a catalogue place or a custom track, each asked
 * for the chosen trip dates (or from today when there are none).
 */

/** Which place the conditions are for; a custom track's slug is its id. */
export type ConditionsTarget = { type: PlaceKind; slug: string };

function conditionsPath(target: ConditionsTarget, what: 'alerts' | 'forecasts'): string {
  const slug = encodeURIComponent(target.slug);
  // Spec 2 §7: a custom track's are GET track/{id}/alerts-custom and forecasts-custom.
  if (target.type === CUSTOM_TRACK_KIND) return `track/${slug}/${what}-custom`;
  return `${what}/${placeRoute(target.type).routeName}/${slug}`;
}

const targetKey = (target: ConditionsTarget) => [target.type, target.slug];

/** Alerts change within minutes (a warning upgraded, a track closed), so they are re-asked after one. */
export function alertsQueryOptions(target: ConditionsTarget, trip: TripDates | undefined) {
  return queryOptions({
    queryKey: ['alerts', ...targetKey(target), trip?.start ?? null, trip?.end ?? null],
    queryFn: ({ signal }): Promise<AlertGroups> =>
      api(conditionsPath(target, 'alerts'), { schema: AlertGroupsSchema, query: { ...trip }, signal }),
    staleTime: 60_000,
  });
}

/**
 * The alerts of a place for the trip dates. Each answer is kept on the working plan when the
 * plan is for this place, and when a fetch fails the kept alerts stand in (spec 2 §4), marked
 * `fromPlan` so the page can say they may be out of date.
 */
export function useAlerts(target: ConditionsTarget, trip: TripDates | undefined) {
  const query = useQuery(alertsQueryOptions(target, trip));
  const plan = useAppStore((state) => state.plan);
  const rememberPlanAlerts = useAppStore((state) => state.rememberPlanAlerts);
  const planIsForPlace = plan?.location.type === target.type && plan.location.slug === target.slug;
  useEffect(() => {
    if (query.data && planIsForPlace && plan) rememberPlanAlerts(plan.location, query.data);
    // Only a new answer is worth keeping; the plan changing because of it is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data, planIsForPlace]);
  const kept = useMemo(
    () => (planIsForPlace ? AlertGroupsSchema.safeParse(plan?.location.alerts).data : undefined),
    [planIsForPlace, plan],
  );
  const fromPlan = !query.data && query.isError && kept !== undefined;
  return { ...query, data: query.data ?? (fromPlan ? kept : undefined), fromPlan };
}

/** Forecasts are issued hourly at most; the server caches them for as long. */
export function forecastQueryOptions(target: ConditionsTarget, trip: TripDates | undefined) {
  return queryOptions({
    queryKey: ['forecast', ...targetKey(target), trip?.start ?? null, trip?.end ?? null],
    queryFn: ({ signal }): Promise<ForecastSet> =>
      api(conditionsPath(target, 'forecasts'), { schema: ForecastSetSchema, query: { ...trip }, signal }),
    staleTime: 10 * 60_000,
  });
}

export function useForecast(target: ConditionsTarget, trip: TripDates | undefined) {
  return useQuery(forecastQueryOptions(target, trip));
}
