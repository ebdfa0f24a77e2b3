import { GearListTemplateSchema, GearListTemplatesSchema } from '@waymark/domain';
import type { GearListTemplate, GearListTemplateInput, Plan, PlanGear } from '@waymark/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { SavedOnDevice, sendPlanEdit } from '@/lib/offline/plan-edit.ts';
import { selectIsSignedIn, useAppStore } from '@/lib/app-store.ts';
import type { WorkingPlan } from '@/lib/app-store.ts';
import { savePlan, workingPlanFromPlan } from '@/lib/working-plan.ts';

/** The gear calls of spec 3 §7: a plan's gear list and the walker's own lists. */

const TEMPLATES = ['gear-list-templates'] as const;

/** `GET user/gear-list-template`: only asked for when signed in; spec 3 §8: a failure is quiet. */
export function useGearListTemplates() {
  const signedIn = useAppStore(selectIsSignedIn);
  return useQuery({
    queryKey: TEMPLATES,
    queryFn: ({ signal }) => api('user/gear-list-template', { schema: GearListTemplatesSchema, signal }),
    enabled: signedIn,
  });
}

/** `POST user/gear-list-template`: a new list, or a copy of the list with `id`. */
export function useCreateGearListTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['gear-list-templates', 'create'],
    mutationFn: (copyOf?: number) =>
      api('user/gear-list-template', { json: copyOf ? { id: copyOf } : {}, schema: GearListTemplateSchema }),
    onSuccess: (created) =>
      queryClient.setQueryData<GearListTemplate[]>(TEMPLATES, (lists = []) => [...lists, created]),
  });
}

export function useUpdateGearListTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['gear-list-templates', 'update'],
    mutationFn: ({ id, list }: { id: number; list: GearListTemplateInput }) =>
      api(`user/gear-list-template/${id}`, { method: 'PUT', json: list, schema: GearListTemplateSchema }),
    onSuccess: (saved) =>
      queryClient.setQueryData<GearListTemplate[]>(TEMPLATES, (lists = []) =>
        lists.map((list) => (list.id === saved.id ? saved : list)),
      ),
  });
}

/** Optimistic (spec 3 §4): the list goes at once and comes back where it was if the call fails. */
export function useDeleteGearListTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['gear-list-templates', 'delete'],
    mutationFn: (id: number) => api(`user/gear-list-template/${id}`, { method: 'DELETE' }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: TEMPLATES });
      const before = queryClient.getQueryData<GearListTemplate[]>(TEMPLATES);
      queryClient.setQueryData<GearListTemplate[]>(TEMPLATES, (lists = []) =>
        lists.filter((list) => list.id !== id),
      );
      return { before };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(TEMPLATES, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEMPLATES }),
  });
}

/**
 * Saves the working plan's gear list (spec 3 §4): `PUT plan/{id}/gear` for a saved plan, else
 * the whole plan with `POST plan`. The answer becomes the working and saved plan.
 */
export function useSavePlanGear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['plan', 'gear'],
    mutationFn: async ({
      plan,
      gear,
    }: {
      plan: WorkingPlan;
      gear: PlanGear;
    }): Promise<Plan | SavedOnDevice> => {
      if (plan.id === undefined) return savePlan({ ...plan, gearList: gear }, false);
      const saved = await sendPlanEdit(
        { ...plan, id: plan.id },
        { label: 'gear list', path: `plan/${plan.id}/gear`, body: { ...gear, version: plan.version } },
      );
      useAppStore
        .getState()
        .keepSavedPlan(
          saved instanceof SavedOnDevice ? { ...plan, gearList: gear } : workingPlanFromPlan(saved),
        );
      return saved;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['plan'] }),
  });
}
