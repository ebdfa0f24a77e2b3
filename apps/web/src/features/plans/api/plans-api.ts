import { PlanListSchema, PlanSchema } from '@waymark/domain';
import type { Plan } from '@waymark/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { WorkingPlan } from '@/lib/app-store.ts';
import type { MutationConfig } from '@/lib/mutation-config.ts';
import type { SavedOnDevice } from '@/lib/offline/plan-edit.ts';
import { savePlan } from '@/lib/working-plan.ts';

/**
 * Trip plan calls of spec 3 §7 made by the editor, the read-only view and My Walks; reading a
 * plan by its link is lib/read-only-plan.ts.
 */

export function useSavePlan(
  config: MutationConfig<Plan | SavedOnDevice, { plan: WorkingPlan; publish: boolean }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationKey: ['plan', 'save'],
    mutationFn: ({ plan, publish }) => savePlan(plan, publish),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: ['plan'] });
      await config.onSuccess?.(...args);
    },
  });
}

/** Accept or decline a plan shared with you; accepting answers the plan as it now is (an editor's). */
export function useRespondToPlan(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['plan', 'respond', guid],
    mutationFn: async ({
      id,
      answer,
    }: {
      id: number;
      answer: 'accept' | 'decline';
    }): Promise<Plan | undefined> =>
      answer === 'accept'
        ? api(`plan/${id}/accept`, { method: 'PUT', schema: PlanSchema })
        : api(`plan/${id}/decline`, { method: 'PUT' }).then(() => undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['plan'] }),
  });
}

/** My Walks (`GET plan?page=n`): page 0 holds every group; later pages only more completed trips. */
export function useMyWalks() {
  return useInfiniteQuery({
    queryKey: ['plan', 'mine'],
    queryFn: ({ pageParam, signal }) =>
      api('plan', { query: { page: pageParam }, schema: PlanListSchema, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.all_loaded ? undefined : pages.length),
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['plan', 'delete'],
    mutationFn: async (id: number): Promise<void> => {
      await api(`plan/${id}`, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['plan'] }),
  });
}
