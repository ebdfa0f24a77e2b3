import { PlanSchema } from '@waymark/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * A plan by its link (`GET plan/{guid}/readonly`), read by the read-only view and by its alerts
 * and weather pages.
 */
export function readOnlyPlanQueryOptions(guid: string) {
  return queryOptions({
    queryKey: ['plan', 'readonly', guid],
    // The bearer goes along when there is one: the owner and editors see more (spec 3 §6).
    queryFn: ({ signal }) => api(`plan/${encodeURIComponent(guid)}/readonly`, { schema: PlanSchema, signal }),
    retry: false,
  });
}

export function useReadOnlyPlan(guid: string) {
  return useQuery(readOnlyPlanQueryOptions(guid));
}
