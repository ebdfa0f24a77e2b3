import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from './api-client.ts';
import { useAppStore } from './app-store.ts';
import type { WorkingPlan } from './app-store.ts';
import { readOnlyPlanQueryOptions } from './read-only-plan.ts';
import { planInputOf, workingPlanFromPlan } from './working-plan.ts';

/** Spec 3: a save from an out-of-date copy answers 409; the page offers to reload, never overwrites. */
export const isPlanConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Reads the plan again by its link, as it now is, into the editor and the gear page (after a 409). */
export function useReloadPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['plan', 'reload'],
    mutationFn: async (guid: string) => {
      const fresh = await queryClient.fetchQuery({ ...readOnlyPlanQueryOptions(guid), staleTime: 0 });
      useAppStore.getState().keepSavedPlan(workingPlanFromPlan(fresh));
      return fresh;
    },
  });
}

/** Whether the kept plan says what was saved: what a save would send, not what it keeps beside (alerts). */
const sameToSave = (a: WorkingPlan, b: WorkingPlan) =>
  JSON.stringify(planInputOf(a, false)) === JSON.stringify(planInputOf(b, false));

/**
 * A saved plan kept on this device may be older than the server's: changed on another device
 * since (issue 28: the phone's gear page then saved into a 409 that a reload did not cure). Each
 * time a page of the plan opens, online and signed in, the plan is read again; a newer version
 * replaces the kept one when nothing was changed here since it was saved. Changes made here are
 * never dropped unasked: their save meets the 409, which offers to reload.
 */
export function useFreshSavedPlan(plan: WorkingPlan) {
  const queryClient = useQueryClient();
  const guid = plan.guid;
  const signedIn = useAppStore((state) => state.accessToken !== null);
  const offline = useAppStore((state) => state.isOffline);
  useEffect(() => {
    if (!guid || !signedIn || offline) return;
    const unchangedHere = () => {
      const { plan: kept, savedPlan } = useAppStore.getState();
      return kept?.guid === guid && savedPlan !== null && sameToSave(kept, savedPlan);
    };
    if (!unchangedHere()) return;
    let current = true;
    queryClient
      .fetchQuery({ ...readOnlyPlanQueryOptions(guid), staleTime: 0 })
      .then((fresh) => {
        const kept = useAppStore.getState().plan;
        if (!current || !unchangedHere() || fresh.version === kept?.version) return;
        useAppStore.getState().keepSavedPlan(workingPlanFromPlan(fresh));
      })
      // Not reachable now: the kept plan serves, and a save says if it is out of date.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [guid, signedIn, offline, queryClient]);
}
