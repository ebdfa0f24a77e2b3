import { canCheckIn, isPlanReadOnly, placePath, planPlaceOf } from '@waymark/domain';
import type { Plan } from '@waymark/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppStore } from '@/lib/app-store.ts';
import { workingPlanFromPlan } from '@/lib/working-plan.ts';

/** Whether the caller may open `plan` in the editor: its owner or an editor, before the trip is over. */
export function canEditPlan(plan: Plan, now = new Date()): boolean {
  const role = plan.acceptanceState;
  return (role === 'owner' || role === 'accepted') && !isPlanReadOnly(plan, now);
}

/**
 * Whether the caller is offered "I'm back safe" for `plan` (issue 14): its owner or an editor,
 * from the trip's start until a day after its alarm, until someone checks in.
 */
export function canCheckInFromApp(plan: Plan, now = new Date()): boolean {
  const role = plan.acceptanceState;
  return (role === 'owner' || role === 'accepted') && canCheckIn(plan, now);
}

/** Opens a saved plan in the editor of its place, as the working and saved plan (spec 3 §4). */
export function useOpenInEditor() {
  const navigate = useNavigate();
  return useCallback(
    (plan: Plan) => {
      const place = planPlaceOf(plan);
      if (!place) return;
      const store = useAppStore.getState();
      store.keepSavedPlan(workingPlanFromPlan(plan));
      store.setPlanning(true);
      void navigate(placePath(place.type, place.slug, 'plan'));
    },
    [navigate],
  );
}
