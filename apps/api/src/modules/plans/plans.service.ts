import { randomBytes } from 'node:crypto';
import {
  COMPLETED_PLANS_PAGE_SIZE,
  planAbilities,
  planGroup,
  PUBLISH_NEEDS_DATES,
  samePlanGear,
  tripInstants,
  type Plan,
  type PlanGearUpdate,
  type PlanInput,
  type PlanList,
  type PlanRole,
} from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import type { Database } from '#api/db/client.ts';
import { HttpError } from '#api/http/http-error.ts';
import { toAttachment } from '#api/modules/uploads/attachment-response.ts';
import type { PlanNotices } from './plan-notices.ts';
import type { TripAlertWatch } from '#api/modules/safety-net/trip-alert-watch.ts';
import { scheduleTrip } from '#api/modules/safety-net/trip-schedule.ts';
import { recordSafetyNetStops } from '#api/modules/safety-net/safety-net-stops.ts';
import { customTrackForPlan } from '#api/modules/custom-tracks/custom-tracks.service.ts';
import { planDocumentPath } from './plan-links.ts';
import { toPlan } from './plan-response.ts';
import {
  acceptShare,
  accountsByEmail,
  addNotices,
  addShares,
  contactsByIds,
  deletePlan,
  declineShare,
  forgetNotices,
  withdrawShares,
  documentCandidates,
  documentsOfPlans,
  findPlanByGuid,
  findPlanById,
  insertPlan,
  membersOfPlans,
  ownContactIds,
  ownersOfPlans,
  locationExists,
  placesOfPlans,
  plansOfPerson,
  setPlanDocuments,
  setPlanMembers,
  sharesOfPlans,
  updatePlanAtVersion,
  updatePlanGear,
  type PlanRow,
  type PlanShareRow,
} from './plans.repository.ts';

export const PLAN_NOT_FOUND = 'We could not find that trip plan.';
export const PLAN_NOT_YOURS = 'Only the people on this trip plan can change it.';
export const PLAN_COMPLETED = 'This trip is over, so its plan can no longer be changed.';
export const ONLY_OWNER_DELETES =
  'Only the person who made this plan can delete it. You can decline it instead.';
export const ONLY_OWNER_PUBLISHES = 'Only the person who made this plan can share it.';
export const ONLY_OWNER_DOWNLOADS = 'Only the person who made this plan can download it.';
export const ONLY_OWNER_EDITS_GEAR = 'Only the person who made this plan can change its gear list.';
export const PLAN_CHANGED_ELSEWHERE =
  'Someone else changed this plan since you opened it. Reload it to see their changes, then make yours again.';
export const VERSION_NEEDED = 'Send the version of the plan you changed, so no one’s changes are lost.';
export const CONTACTS_NOT_YOURS =
  'Choose the group and the emergency contact from the plan owner’s contacts.';
export const EMERGENCY_CONTACT_IN_GROUP = 'The emergency contact cannot also be in the group.';
export const PLACE_NOT_FOUND = 'We could not find the place this plan is for.';
export const NO_INVITATION = 'This plan has not been shared with you.';
export const ONLY_OWNER_CHOOSES_PEOPLE =
  'Only the person who made this plan can add people to it, or change its emergency contact or how long after the trip they are told.';
export const DOCUMENT_NOT_YOURS = 'Attach documents you uploaded, or ones already on this plan.';
export const NO_SUCH_DOCUMENT = 'There is no such document on this plan.';

/** The caller: a signed-in account's id, or nobody. */
export type Caller = number | undefined;

type PlaceColumns = Pick<PlanRow, 'locationId' | 'customTrackId'>;

function roleOf(plan: PlanRow, shares: readonly PlanShareRow[], caller: Caller): PlanRole {
  if (caller === undefined) return 'guest';
  if (plan.userId === caller) return 'owner';
  const share = shares.find((s) => s.planId === plan.id && s.userId === caller);
  if (share) return share.state === 'accepted' ? 'editor' : 'pending';
  return 'stranger';
}

/**
 * Trip plans (spec 3): who may do what is decided here, from the caller's standing to the plan
 * and the domain's permission table, never from what the client claims.
 */
export function createPlansService(
  { database, clock, background, storage }: AppContext,
  { alertWatch, notices }: { alertWatch: Pick<TripAlertWatch, 'baseline'>; notices: PlanNotices },
) {
  const { db } = database;

  async function answer(rows: PlanRow[], caller: Caller, shares?: PlanShareRow[]): Promise<Plan[]> {
    const ids = rows.map((row) => row.id);
    const [places, owners, members, emergency, allShares, documents] = await Promise.all([
      placesOfPlans(db, rows),
      ownersOfPlans(
        db,
        rows.map((row) => row.userId),
      ),
      membersOfPlans(db, ids),
      contactsByIds(
        db,
        rows.flatMap((row) => (row.emergencyContactId ? [row.emergencyContactId] : [])),
      ),
      shares ?? sharesOfPlans(db, ids),
      documentsOfPlans(db, ids),
    ]);
    return rows.map((row) => {
      const planShares = allShares.filter((s) => s.planId === row.id);
      return toPlan(
        row,
        {
          place: places.get(row.id)!,
          owner: owners.get(row.userId) ?? null,
          members: members.get(row.id) ?? [],
          emergencyContact: emergency.find((c) => c.id === row.emergencyContactId),
          shares: planShares,
          documents: documents
            .filter((d) => d.planId === row.id)
            .map((d) => toAttachment({ ...d, key: d.storageKey }, storage, planDocumentPath(row.guid, d.id))),
        },
        roleOf(row, planShares, caller),
      );
    });
  }

  async function one(row: PlanRow, caller: Caller): Promise<Plan> {
    return (await answer([row], caller))[0]!;
  }

  /** The plan and how the caller stands to it; a plan that does not exist is a 404. */
  async function standingTo(plan: PlanRow | undefined, caller: Caller) {
    if (!plan) throw HttpError.notFound(PLAN_NOT_FOUND);
    const shares = await sharesOfPlans(db, [plan.id]);
    const role = roleOf(plan, shares, caller);
    return { plan, shares, role, abilities: planAbilities(role, toAbilityView(plan), clock.now()) };
  }

  const standing = async (id: number, caller: Caller) => standingTo(await findPlanById(db, id), caller);

  /** A plan by its link, if the caller may read it: anyone once published; before, only its people. */
  async function readablePlan(guid: string, caller: Caller) {
    const found = await standingTo(await findPlanByGuid(db, guid), caller);
    if (!found.abilities.readByLink) throw HttpError.notFound(PLAN_NOT_FOUND);
    return found;
  }

  /** The group and emergency contact must be the plan owner's contacts, and not the same person. */
  async function checkContacts(ownerId: number, input: PlanInput, tx: Database) {
    const chosen = [...input.contacts, ...(input.emergency_contact ? [input.emergency_contact] : [])];
    const own = await ownContactIds(tx, ownerId, chosen);
    if (chosen.some((id) => !own.has(id))) throw HttpError.badRequest(CONTACTS_NOT_YOURS);
    if (input.emergency_contact && input.contacts.includes(input.emergency_contact))
      throw HttpError.badRequest(EMERGENCY_CONTACT_IN_GROUP);
    if (input.is_published && !input.date) throw HttpError.badRequest(PUBLISH_NEEDS_DATES);
  }

  /**
   * Publishing (spec 3 §4) shares the plan with every group member whose email is an account's,
   * pending until they accept or decline, and records that each member and the emergency contact
   * with an email is to be told. An address already told is not told again.
   */
  async function publish(tx: Database, plan: PlanRow, memberIds: readonly number[]) {
    if (!plan.isPublished) return;
    const members = await contactsByIds(tx, memberIds);
    const emergency = plan.emergencyContactId ? await contactsByIds(tx, [plan.emergencyContactId]) : [];
    const accounts = await accountsByEmail(
      tx,
      members.map((m) => m.email),
    );
    await addShares(
      tx,
      plan.id,
      [...accounts.values()].filter((userId) => userId !== plan.userId),
    );
    await addNotices(tx, plan.id, [
      ...emergency
        .filter((c) => c.email)
        .map((c) => ({ email: c.email, role: 'emergency contact' as const })),
      ...members.filter((c) => c.email).map((c) => ({ email: c.email, role: 'member' as const })),
    ]);
  }

  /**
   * An editor is on the trip and may change it (spec 3), but the people on it and the safety
   * net's settings are the owner's: an editor keeps the group as it is or takes people off it,
   * and leaves the emergency contact and the grace period alone. The owner's address book is
   * the owner's, so no contact of theirs an editor names is added or shown.
   */
  async function checkEditorKeepsPeople(tx: Database, plan: PlanRow, input: PlanInput) {
    const members = new Set((await membersOfPlans(tx, [plan.id])).get(plan.id)?.map((c) => c.id));
    if (
      input.contacts.some((id) => !members.has(id)) ||
      (input.emergency_contact ?? null) !== plan.emergencyContactId ||
      input.grace_hours !== plan.graceHours
    )
      throw HttpError.forbidden(ONLY_OWNER_CHOOSES_PEOPLE);
  }

  /**
   * People taken off the group, or an emergency contact replaced, are no longer on the plan:
   * their shares end (a decline with them) and their notices are forgotten, so only the owner
   * adding them back shares the plan with them and tells them again.
   */
  async function forgetRemovedPeople(tx: Database, plan: PlanRow, memberIds: readonly number[]) {
    // Who stays on the plan as saved; everyone else's share and notices go.
    const staying = await contactsByIds(tx, [
      ...memberIds,
      ...(plan.emergencyContactId ? [plan.emergencyContactId] : []),
    ]);
    const stayingMembers = staying.filter((c) => memberIds.includes(c.id)).map((c) => c.email);
    const accounts = await accountsByEmail(tx, stayingMembers);
    await withdrawShares(tx, plan.id, [...accounts.values()]);
    await forgetNotices(
      tx,
      plan.id,
      staying.map((c) => c.email),
    );
  }

  /**
   * The answer to a save. Whoever has not been told of the published plan yet is mailed after
   * it, within the owner's mail budget; the owner's answer names whoever was not, and why.
   */
  async function answerSave(row: PlanRow, caller: number): Promise<Plan> {
    const view = await one(row, caller);
    const { toSend, unsent } = await notices.claim(row, view);
    if (toSend.length > 0) background.run('trip plan mails', () => notices.send(row, view, toSend));
    return caller === row.userId && unsent.length > 0 ? { ...view, unsent_notices: unsent } : view;
  }

  /** A plan's documents are uploads of the person saving it, or documents it already has. */
  async function checkDocuments(tx: Database, callerId: number, planId: number | undefined, ids: number[]) {
    const found = await documentCandidates(tx, ids);
    const usable = (id: number) =>
      found.some(
        ({ upload, planId: on }) =>
          upload.id === id &&
          upload.title !== null &&
          (on === planId || (on === null && upload.userId === callerId)),
      );
    if (!ids.every(usable)) throw HttpError.badRequest(DOCUMENT_NOT_YOURS);
  }

  function columnsOf(input: PlanInput, place: PlaceColumns) {
    return {
      ...place,
      customTripName: input.custom_trip_name,
      note: input.note,
      date: input.date,
      dailyPlans: input.daily_plans,
      safety: {
        vehicle: input.vehicle,
        emergency_equipment: input.emergency_equipment,
        alternative_route: input.alternative_route,
      },
      emergencyContactId: input.emergency_contact,
      isPublished: input.is_published,
      graceHours: input.grace_hours,
      // Absent keeps the stored list (PlanInputSchema's gearList says why).
      ...(input.gearList === undefined ? {} : { gearList: input.gearList }),
    };
  }

  /**
   * The place a plan is for, as its columns: a catalogue place, or a custom track of the plan's
   * owner, a copy of it when the track named is anyone else's (decision 024).
   */
  async function placeColumns(tx: Database, owner: number, input: PlanInput): Promise<PlaceColumns> {
    if (input.custom_track) {
      const customTrackId = await customTrackForPlan(tx, owner, input.custom_track.id, clock.now());
      if (customTrackId === undefined) throw HttpError.badRequest(PLACE_NOT_FOUND);
      return { locationId: null, customTrackId };
    }
    const locationId = input.location!.id;
    if (!(await locationExists(tx, locationId))) throw HttpError.badRequest(PLACE_NOT_FOUND);
    return { locationId, customTrackId: null };
  }

  return {
    async create(owner: number, input: PlanInput): Promise<Plan> {
      const row = await db.transaction(async (tx) => {
        const place = await placeColumns(tx, owner, input);
        await checkContacts(owner, input, tx);
        const plan = await insertPlan(tx, {
          ...columnsOf(input, place),
          guid: randomBytes(16).toString('base64url'),
          userId: owner,
        });
        await checkDocuments(tx, owner, undefined, input.attachments);
        await setPlanMembers(tx, plan.id, input.contacts);
        await setPlanDocuments(tx, plan, input.attachments, clock.now());
        await publish(tx, plan, input.contacts);
        await scheduleTrip(tx, plan.id, clock.now());
        return plan;
      });
      await alertWatch.baseline(row);
      return answerSave(row, owner);
    },

    /** Owner and editors change an open plan; only the owner publishes; a stale copy is a 409. */
    async update(caller: number, id: number, input: PlanInput): Promise<Plan> {
      const { plan, role, abilities } = await standing(id, caller);
      if (role !== 'owner' && role !== 'editor') throw HttpError.forbidden(PLAN_NOT_YOURS);
      if (!abilities.edit) throw HttpError.forbidden(PLAN_COMPLETED);
      if (input.is_published !== plan.isPublished && !abilities.publish)
        throw HttpError.forbidden(ONLY_OWNER_PUBLISHES);
      // An editor's copy may carry the gear list back as it was, but not change it. A copy
      // older than the stored plan is a 409 below, whatever its list says.
      if (
        input.gearList !== undefined &&
        role !== 'owner' &&
        input.version === plan.version &&
        !samePlanGear(input.gearList, plan.gearList ?? null)
      )
        throw HttpError.forbidden(ONLY_OWNER_EDITS_GEAR);
      if (input.version === undefined) throw HttpError.badRequest(VERSION_NEEDED);
      const row = await db.transaction(async (tx) => {
        if (role === 'editor') await checkEditorKeepsPeople(tx, plan, input);
        const place = await placeColumns(tx, plan.userId, input);
        await checkContacts(plan.userId, input, tx);
        const updated = await updatePlanAtVersion(tx, id, input.version!, columnsOf(input, place));
        if (!updated) throw HttpError.conflict(PLAN_CHANGED_ELSEWHERE);
        await checkDocuments(tx, caller, id, input.attachments);
        await setPlanMembers(tx, id, input.contacts);
        await forgetRemovedPeople(tx, updated, input.contacts);
        await setPlanDocuments(tx, updated, input.attachments, clock.now());
        await publish(tx, updated, input.contacts);
        await scheduleTrip(tx, id, clock.now());
        return updated;
      });
      await alertWatch.baseline(row);
      return answerSave(row, caller);
    },

    /**
     * The gear page's save (spec 3: "Only the plan owner may edit"). It raises the version like
     * any change, so an editor's whole-plan save from before it is a 409, not a silent undo;
     * PlanGearUpdateSchema says when its own version is checked.
     */
    async saveGear(caller: number, id: number, { version, ...gear }: PlanGearUpdate): Promise<Plan> {
      const { role, abilities } = await standing(id, caller);
      if (role === 'stranger') throw HttpError.forbidden(PLAN_NOT_YOURS);
      if (role !== 'owner') throw HttpError.forbidden(ONLY_OWNER_EDITS_GEAR);
      if (!abilities.edit) throw HttpError.forbidden(PLAN_COMPLETED);
      const row = await updatePlanGear(db, id, gear, version);
      if (!row) throw HttpError.conflict(PLAN_CHANGED_ELSEWHERE);
      return one(row, caller);
    },

    async remove(caller: number, id: number): Promise<void> {
      const { plan, role, abilities } = await standing(id, caller);
      if (!abilities.delete)
        throw HttpError.forbidden(role === 'stranger' ? PLAN_NOT_YOURS : ONLY_OWNER_DELETES);
      await db.transaction(async (tx) => {
        await recordSafetyNetStops(tx, [plan], 'plan deleted by its owner');
        await deletePlan(tx, id);
      });
    },

    /** The plan for its owner to download as a document or a calendar event (spec 3 §6). */
    async forDownload(caller: number, id: number): Promise<Plan> {
      const { plan, role, abilities } = await standing(id, caller);
      if (!abilities.download)
        throw HttpError.forbidden(role === 'stranger' ? PLAN_NOT_YOURS : ONLY_OWNER_DOWNLOADS);
      return one(plan, caller);
    },

    /**
     * The read-only plan by its link: any caller once published; before that, only its people.
     * What only the people on the plan read is left out for anyone else (toPlan, decision 025).
     */
    async readOnly(guid: string, caller: Caller): Promise<Plan> {
      const { plan, shares } = await readablePlan(guid, caller);
      return (await answer([plan], caller, shares))[0]!;
    },

    /**
     * A plan's document, for whoever may read the plan; private ones are served only this way,
     * and only to the people on the plan: to anyone else with the link they are not on it.
     */
    async document(guid: string, uploadId: number, caller: Caller) {
      const { plan, abilities } = await readablePlan(guid, caller);
      const document = (await documentsOfPlans(db, [plan.id])).find((d) => d.id === uploadId);
      if (!document || (document.isPrivate && !abilities.readPrivateDetails))
        throw HttpError.notFound(NO_SUCH_DOCUMENT);
      return document;
    },

    /** Accepting makes the recipient an editor (spec 3 §4). */
    async accept(caller: number, id: number): Promise<Plan> {
      const { plan, role } = await standing(id, caller);
      if (role === 'editor') return one(plan, caller);
      if (role !== 'pending' || !(await acceptShare(db, id, caller))) throw HttpError.notFound(NO_INVITATION);
      // An editor gets the reminders and alert notices from now on.
      await scheduleTrip(db, id, clock.now());
      return one(plan, caller);
    },

    /**
     * Declining takes only this person off the plan, which stays as it is; they stay off it
     * until the owner takes them out of the group and adds them back.
     */
    async decline(caller: number, id: number): Promise<void> {
      const { role } = await standing(id, caller);
      if ((role !== 'pending' && role !== 'editor') || !(await declineShare(db, id, caller)))
        throw HttpError.notFound(NO_INVITATION);
      await scheduleTrip(db, id, clock.now());
    },

    /**
     * My Walks (spec 3 §3): page 0 has every completing, upcoming and draft plan and the first
     * completed ones; later pages only more completed ones.
     */
    async list(caller: number, page: number): Promise<PlanList> {
      const now = clock.now();
      const grouped: Record<keyof Omit<PlanList, 'all_loaded'>, PlanRow[]> = {
        completing: [],
        upcoming: [],
        draft: [],
        completed: [],
      };
      for (const row of await plansOfPerson(db, caller))
        grouped[planGroup(toAbilityView(row), now)].push(row);
      const starts = (row: PlanRow) => (row.date ? tripInstants(row.date).starts.getTime() : Infinity);
      const ends = (row: PlanRow) => (row.date ? tripInstants(row.date).ends.getTime() : 0);
      grouped.upcoming.sort((a, b) => starts(a) - starts(b));
      grouped.completing.sort((a, b) => ends(a) - ends(b));
      grouped.draft.sort((a, b) => starts(a) - starts(b) || b.id - a.id);
      grouped.completed.sort((a, b) => ends(b) - ends(a) || b.id - a.id);
      const from = page * COMPLETED_PLANS_PAGE_SIZE;
      const firstPage = page === 0;
      const shown = {
        completing: firstPage ? grouped.completing : [],
        upcoming: firstPage ? grouped.upcoming : [],
        draft: firstPage ? grouped.draft : [],
        completed: grouped.completed.slice(from, from + COMPLETED_PLANS_PAGE_SIZE),
      };
      // Only the plans on this page are made into answers: older completed ones stay rows.
      const answers = new Map(
        (await answer(Object.values(shown).flat(), caller)).map((plan) => [plan.id, plan]),
      );
      const answered = (rows: PlanRow[]) => rows.map((row) => answers.get(row.id)!);
      return {
        completing: answered(shown.completing),
        upcoming: answered(shown.upcoming),
        draft: answered(shown.draft),
        completed: answered(shown.completed),
        all_loaded: from + COMPLETED_PLANS_PAGE_SIZE >= grouped.completed.length,
      };
    },
  };
}

function toAbilityView(plan: PlanRow) {
  return { is_published: plan.isPublished, is_complete: plan.isComplete, date: plan.date ?? null };
}

export type PlansService = ReturnType<typeof createPlansService>;
