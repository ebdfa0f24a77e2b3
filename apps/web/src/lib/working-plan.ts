import {
  DEFAULT_GRACE_HOURS,
  isPlanReadOnly,
  planDateFromPlanDates,
  planDatesOf,
  planPlaceInput,
  planPlaceOf,
  PlanSchema,
  SafetyDetailsSchema,
  tripDayCount,
} from '@waymark/domain';
import type { DailyPlan, Plan, PlanInput } from '@waymark/domain';
import { api } from './api-client.ts';
import { SavedOnDevice, sendPlanEdit } from './offline/plan-edit.ts';
import { selectPlanDates, useAppStore } from './app-store.ts';
import type { ContactKey, WorkingPlan } from './app-store.ts';

/**
 * The working plan (spec 3 §4) and the plan the server keeps: reading one into the other,
 * saving, and telling whether the working plan holds edits the server has not seen. Shared by
 * the plan editor and the tracks page's unsaved-plan warning.
 */

export const NO_SAFETY_DETAILS = SafetyDetailsSchema.parse({});

/** A plan as the server answers it, as the editor's working plan. */
export function workingPlanFromPlan(plan: Plan): WorkingPlan {
  const place = planPlaceOf(plan);
  return {
    location: {
      id: plan.location.id,
      type: place?.type ?? 'Track',
      slug: plan.location.slug,
      title: plan.location.title,
    },
    ...(plan.date ? planDatesOf(plan.date) : {}),
    id: plan.id,
    guid: plan.guid,
    version: plan.version,
    is_published: plan.is_published,
    is_complete: plan.is_complete,
    acceptanceState: plan.acceptanceState,
    owner_first_name: plan.user.first_name,
    custom_trip_name: plan.custom_trip_name,
    note: plan.note,
    contacts: plan.contacts.map((contact) => contact.id),
    emergency_contact: plan.emergency_contact?.id ?? null,
    plan_contacts: [...plan.contacts, ...(plan.emergency_contact ? [plan.emergency_contact] : [])],
    daily_plans: plan.daily_plans,
    attachments: plan.attachments,
    vehicle: plan.vehicle,
    emergency_equipment: plan.emergency_equipment,
    alternative_route: plan.alternative_route,
    gearList: plan.gearList,
    grace_hours: plan.grace_hours,
    ...(plan.unsent_notices ? { unsent_notices: plan.unsent_notices } : {}),
  };
}

/** How many days the working plan's trip lasts; a plan without dates counts as a day trip. */
export function workingPlanDays(plan: WorkingPlan): number {
  return plan.date ? tripDayCount(plan.date) : 1;
}

/** One entry per day of the trip, in order: the ones written, and empty ones for the rest. */
export function dailyPlansFor(plan: WorkingPlan): DailyPlan[] {
  return Array.from({ length: workingPlanDays(plan) }, (_, day_index) => {
    const written = plan.daily_plans?.find((day) => day.day_index === day_index);
    return written ?? { day_index, notes: '', start_location: '', end_location: '' };
  });
}

const isSaved = (key: ContactKey | null | undefined): key is number => typeof key === 'number';

/**
 * The body of `POST plan` or `PUT plan/{id}`. People still to be uploaded are left out: the
 * caller uploads a guest's contacts first (spec 1 §4).
 */
export function planInputOf(plan: WorkingPlan, isPublished: boolean): PlanInput {
  const dates = selectPlanDates({ plan });
  const multiDay = workingPlanDays(plan) > 1;
  return {
    ...planPlaceInput(plan.location),
    custom_trip_name: plan.custom_trip_name ?? '',
    note: plan.note ?? '',
    date: dates ? planDateFromPlanDates(dates) : null,
    contacts: (plan.contacts ?? []).filter(isSaved),
    emergency_contact: isSaved(plan.emergency_contact) ? plan.emergency_contact : null,
    daily_plans: multiDay ? dailyPlansFor(plan) : [],
    attachments: (plan.attachments ?? []).map((document) => document.id),
    is_published: isPublished,
    ...(plan.version === undefined ? {} : { version: plan.version }),
    vehicle: plan.vehicle ?? NO_SAFETY_DETAILS.vehicle,
    emergency_equipment: plan.emergency_equipment ?? NO_SAFETY_DETAILS.emergency_equipment,
    alternative_route: plan.alternative_route ?? '',
    grace_hours: plan.grace_hours ?? DEFAULT_GRACE_HOURS,
    // Left out, the server keeps the list the gear page saved (PUT plan/{id}/gear).
    ...(plan.gearList === undefined ? {} : { gearList: plan.gearList }),
  };
}

/**
 * Spec 3 "unsaved plan": a draft (not published, not complete) that was never saved or has
 * changed since it was.
 */
export function hasUnsavedDraft(plan: WorkingPlan | null, savedPlan: WorkingPlan | null): boolean {
  if (!plan || plan.is_published || plan.is_complete) return false;
  if (plan.id === undefined || !savedPlan) return true;
  return JSON.stringify(planInputOf(plan, false)) !== JSON.stringify(planInputOf(savedPlan, false));
}

/** Spec 3 §4: a completed plan (or one whose trip is over) is read-only. */
export function isWorkingPlanOver(plan: WorkingPlan, now: Date): boolean {
  return isPlanReadOnly({ is_complete: plan.is_complete ?? false, date: planInputOf(plan, false).date }, now);
}

/**
 * Saves the working plan: `POST plan` without an id, else `PUT plan/{id}` with the version it
 * was read at (a stale copy answers 409). The answer becomes the working and saved plan. A saved
 * plan changed without a connection waits in the outbox instead (issue 17), and the working plan
 * counts as saved: it is, on this device.
 */
export async function savePlan(plan: WorkingPlan, publish: boolean): Promise<Plan | SavedOnDevice> {
  const json = planInputOf(plan, publish);
  const saved =
    plan.id === undefined
      ? await api('plan', { json, schema: PlanSchema })
      : await sendPlanEdit(
          { ...plan, id: plan.id },
          { label: 'trip plan', path: `plan/${plan.id}`, body: json },
        );
  if (saved instanceof SavedOnDevice) {
    useAppStore.getState().keepSavedPlan({ ...plan, is_published: json.is_published });
    return saved;
  }
  useAppStore.getState().keepSavedPlan(workingPlanFromPlan(saved));
  return saved;
}
