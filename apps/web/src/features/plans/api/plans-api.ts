import { PlanListSchema } from '@waymark/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Trip plan calls of spec 3 §7 made by the read-only view and My Walks; reading a plan by its link is lib/read-only-plan.ts. */

/** Accept or decline a plan shared with you; the plan as read afterwards follows. */
export function useRespondToPlan(guid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['plan', 'respond', guid],
    mutationFn: async ({ id, answer }: { id: number; answer: 'accept' | 'decline' }): Promise<void> => {
      // Accept answers the plan and decline a success flag; either way the plan is read again.
      await api(`plan/${id}/${answer}`, { method: 'PUT' });
    },
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
