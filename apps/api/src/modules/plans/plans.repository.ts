import { CUSTOM_TRACK_KIND, type PlaceKind, type PlanGear } from '@waymark/domain';
import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import {
  contacts,
  customTracks,
  locations,
  planMembers,
  planAttachments,
  planNotices,
  planShares,
  plans,
  uploads,
  users,
} from '#api/db/schema/index.ts';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;
export type PlanShareRow = typeof planShares.$inferSelect;
export type PlanContactRow = typeof contacts.$inferSelect;
/**
 * What a plan answer shows of its place: a catalogue place, or a custom track whose id and
 * slug are its link id (PlanSchema's location says why).
 */
export type PlanPlaceRow = {
  type: PlaceKind;
  id: number | string;
  slug: string;
  title: string;
  thumbnail: string | null;
};

export async function findPlanById(db: Database, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}

export async function findPlanByGuid(db: Database, guid: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.guid, guid));
  return row;
}

export async function insertPlan(db: Database, plan: NewPlan): Promise<PlanRow> {
  const [row] = await db.insert(plans).values(plan).returning();
  return row!;
}

/**
 * Writes a change only if nobody else has since the copy it was made from: undefined when the
 * plan's version has moved on (or the plan is gone). New dates plan the trip afresh, so its
 * check-in extensions (at most 3, within 48 hours of the planned end) count again from them.
 */
export async function updatePlanAtVersion(
  db: Database,
  id: number,
  version: number,
  patch: Partial<Omit<NewPlan, 'id' | 'guid' | 'userId' | 'createdAt' | 'version'>>,
): Promise<PlanRow | undefined> {
  const sameDates = sql`${plans.date} is not distinct from ${JSON.stringify(patch.date ?? null)}::jsonb`;
  const [row] = await db
    .update(plans)
    .set({
      ...patch,
      ...(patch.date === undefined
        ? {}
        : {
            checkInExtensions: sql`case when ${sameDates} then ${plans.checkInExtensions} else 0 end`,
            endBeforeExtensions: sql`case when ${sameDates} then ${plans.endBeforeExtensions} end`,
          }),
      version: version + 1,
      updatedAt: new Date(),
    })
    .where(and(eq(plans.id, id), eq(plans.version, version)))
    .returning();
  return row;
}

/**
 * Saves a plan's gear list and raises its version, as every change does. With a version, only
 * if the plan is still at it; undefined when it has moved on (or the plan is gone).
 */
export async function updatePlanGear(
  db: Database,
  id: number,
  gearList: PlanGear,
  version: number | undefined,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(plans)
    .set({ gearList, version: sql`${plans.version} + 1`, updatedAt: new Date() })
    .where(version === undefined ? eq(plans.id, id) : and(eq(plans.id, id), eq(plans.version, version)))
    .returning();
  return row;
}

export async function deletePlan(db: Database, id: number): Promise<void> {
  await db.delete(plans).where(eq(plans.id, id));
}

export async function setPlanMembers(
  db: Database,
  planId: number,
  contactIds: readonly number[],
): Promise<void> {
  await db.delete(planMembers).where(eq(planMembers.planId, planId));
  if (contactIds.length === 0) return;
  await db
    .insert(planMembers)
    .values(contactIds.map((contactId, position) => ({ planId, contactId, position })));
}

/** The group of each plan, in the order chosen. */
export async function membersOfPlans(
  db: Database,
  planIds: readonly number[],
): Promise<Map<number, PlanContactRow[]>> {
  const groups = new Map<number, PlanContactRow[]>(planIds.map((id) => [id, []]));
  if (planIds.length === 0) return groups;
  const rows = await db
    .select({ planId: planMembers.planId, contact: contacts })
    .from(planMembers)
    .innerJoin(contacts, eq(contacts.id, planMembers.contactId))
    .where(inArray(planMembers.planId, [...planIds]))
    .orderBy(asc(planMembers.position));
  for (const { planId, contact } of rows) groups.get(planId)?.push(contact);
  return groups;
}

export async function contactsByIds(db: Database, ids: readonly number[]): Promise<PlanContactRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(contacts)
    .where(inArray(contacts.id, [...ids]));
}

/** Which of these ids are the person's own contacts. */
export async function ownContactIds(
  db: Database,
  userId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.userId, userId), inArray(contacts.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

const notDeclined = ne(planShares.state, 'declined');

/** The shares still open or accepted: someone who declined is no longer on the plan. */
export async function sharesOfPlans(db: Database, planIds: readonly number[]): Promise<PlanShareRow[]> {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(planShares)
    .where(and(inArray(planShares.planId, [...planIds]), notDeclined));
}

export async function acceptShare(db: Database, planId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(planShares)
    .set({ state: 'accepted' })
    .where(and(eq(planShares.planId, planId), eq(planShares.userId, userId), notDeclined))
    .returning({ planId: planShares.planId });
  return rows.length > 0;
}

/**
 * The share stays, declined, so that the owner's next save (which shares the plan with the group
 * again) does not invite the person back; only taking them off the group does (withdrawShares).
 */
export async function declineShare(db: Database, planId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(planShares)
    .set({ state: 'declined' })
    .where(and(eq(planShares.planId, planId), eq(planShares.userId, userId), notDeclined))
    .returning({ planId: planShares.planId });
  return rows.length > 0;
}

/** Ends the shares of accounts no longer in the plan's group, declined ones included. */
export async function withdrawShares(db: Database, planId: number, keepUserIds: readonly number[]) {
  await db
    .delete(planShares)
    .where(
      and(
        eq(planShares.planId, planId),
        keepUserIds.length > 0 ? notInArray(planShares.userId, [...keepUserIds]) : undefined,
      ),
    );
}

/**
 * Forgets that people no longer on the plan were told of it, so that adding one back (the
 * owner's deliberate act) tells them again.
 */
export async function forgetNotices(db: Database, planId: number, keepEmails: readonly string[]) {
  const keep = keepEmails.filter(Boolean).map((email) => email.toLowerCase());
  await db
    .delete(planNotices)
    .where(
      and(eq(planNotices.planId, planId), keep.length > 0 ? notInArray(planNotices.email, keep) : undefined),
    );
}

/** Plans a person owns or has a share of that they have not declined. */
export async function plansOfPerson(db: Database, userId: number): Promise<PlanRow[]> {
  const shared = db
    .select({ id: planShares.planId })
    .from(planShares)
    .where(and(eq(planShares.userId, userId), notDeclined));
  return db
    .select()
    .from(plans)
    .where(or(eq(plans.userId, userId), inArray(plans.id, shared)))
    .orderBy(asc(plans.id));
}

/** The place of each plan, by plan id: its catalogue place or its custom track. */
export async function placesOfPlans(
  db: Database,
  plans: readonly Pick<PlanRow, 'id' | 'locationId' | 'customTrackId'>[],
): Promise<Map<number, PlanPlaceRow>> {
  const locationIds = [...new Set(plans.flatMap((plan) => plan.locationId ?? []))];
  const trackIds = [...new Set(plans.flatMap((plan) => plan.customTrackId ?? []))];
  const [places, tracks] = await Promise.all([
    locationIds.length === 0
      ? []
      : db
          .select({
            id: locations.id,
            type: locations.type,
            slug: locations.slug,
            title: locations.title,
            thumbnail: locations.thumbnail,
          })
          .from(locations)
          .where(inArray(locations.id, locationIds)),
    trackIds.length === 0
      ? []
      : db
          .select({ id: customTracks.id, publicId: customTracks.publicId, title: customTracks.title })
          .from(customTracks)
          .where(inArray(customTracks.id, trackIds)),
  ]);
  const placeOf = new Map<number, PlanPlaceRow>(places.map((place) => [place.id, place]));
  const trackOf = new Map<number, PlanPlaceRow>(
    tracks.map((track) => [
      track.id,
      {
        type: CUSTOM_TRACK_KIND,
        id: track.publicId,
        slug: track.publicId,
        title: track.title,
        thumbnail: null,
      },
    ]),
  );
  const found = new Map<number, PlanPlaceRow>();
  for (const plan of plans) {
    const place = plan.locationId !== null ? placeOf.get(plan.locationId) : trackOf.get(plan.customTrackId!);
    if (place) found.set(plan.id, place);
  }
  return found;
}

/** The plan's place; every plan has one (the plans_one_place check and the foreign keys). */
export async function placeOfPlan(
  db: Database,
  plan: Pick<PlanRow, 'id' | 'locationId' | 'customTrackId'>,
): Promise<PlanPlaceRow> {
  return (await placesOfPlans(db, [plan])).get(plan.id)!;
}

export async function locationExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id));
  return row !== undefined;
}

/** The owners of plans as the people at home know them: full name and phone, by account. */
export async function ownersOfPlans(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, PlanOwnerRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map(({ id, ...owner }) => [id, owner]));
}

export type PlanOwnerRow = { firstName: string | null; lastName: string | null; phone: string | null };

/** Accounts among these email addresses (stored lower-cased), by address. */
export async function accountsByEmail(db: Database, emails: readonly string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(emails.filter(Boolean).map((email) => email.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, wanted));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** Shares the plan with these accounts; one already shared keeps its state. */
export async function addShares(db: Database, planId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(planShares)
    .values(userIds.map((userId) => ({ planId, userId })))
    .onConflictDoNothing();
}

export type NoticeRole = 'member' | 'emergency contact';

/** Records who is to be told about a published plan; an address told before stays as it was. */
export async function addNotices(
  db: Database,
  planId: number,
  recipients: readonly { email: string; role: NoticeRole }[],
): Promise<void> {
  if (recipients.length === 0) return;
  await db
    .insert(planNotices)
    .values(recipients.map((r) => ({ planId, email: r.email.toLowerCase(), role: r.role })))
    .onConflictDoNothing();
}

/** Claims the plan's notices not yet sent: each is returned to one caller only. */
export async function claimUnsentNotices(db: Database, planId: number, now: Date) {
  return db
    .update(planNotices)
    .set({ sentAt: now })
    .where(and(eq(planNotices.planId, planId), isNull(planNotices.sentAt)))
    .returning({ email: planNotices.email, role: planNotices.role });
}

/** Gives a notice whose mail failed back, for the next publish to try again. */
export async function releaseNotice(db: Database, planId: number, email: string): Promise<void> {
  await db
    .update(planNotices)
    .set({ sentAt: null })
    .where(and(eq(planNotices.planId, planId), eq(planNotices.email, email)));
}

export type PlanDocumentRow = typeof uploads.$inferSelect & { planId: number };

/** The documents of each plan, in the order added. */
export async function documentsOfPlans(db: Database, planIds: readonly number[]): Promise<PlanDocumentRow[]> {
  if (planIds.length === 0) return [];
  const rows = await db
    .select({ planId: planAttachments.planId, upload: uploads })
    .from(planAttachments)
    .innerJoin(uploads, eq(uploads.id, planAttachments.uploadId))
    .where(inArray(planAttachments.planId, [...planIds]))
    .orderBy(asc(planAttachments.position));
  return rows.map(({ planId, upload }) => ({ ...upload, planId }));
}

/** The uploads among these ids with the plan (if any) each is a document of. */
export async function documentCandidates(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ upload: uploads, planId: planAttachments.planId })
    .from(uploads)
    .leftJoin(planAttachments, eq(planAttachments.uploadId, uploads.id))
    .where(inArray(uploads.id, [...ids]));
}

/**
 * Makes these uploads the plan's documents, in this order. The files kept are marked as used;
 * the ones dropped are left for the clean-up of unused files.
 */
/**
 * Sets a plan's documents. A document on a plan becomes its owner's, whoever uploaded it (an
 * editor may add one): the plan relies on it, so deleting the uploader's account must not take
 * it from the plan (decision 024).
 */
export async function setPlanDocuments(
  db: Database,
  plan: Pick<PlanRow, 'id' | 'userId'>,
  uploadIds: readonly number[],
  now: Date,
): Promise<void> {
  const planId = plan.id;
  const dropped = await db
    .delete(planAttachments)
    .where(eq(planAttachments.planId, planId))
    .returning({ uploadId: planAttachments.uploadId });
  const gone = dropped.map((row) => row.uploadId).filter((id) => !uploadIds.includes(id));
  if (gone.length > 0) await db.update(uploads).set({ attachedAt: null }).where(inArray(uploads.id, gone));
  if (uploadIds.length === 0) return;
  await db
    .insert(planAttachments)
    .values(uploadIds.map((uploadId, position) => ({ planId, uploadId, position })));
  await db
    .update(uploads)
    .set({
      attachedAt: sql`coalesce(${uploads.attachedAt}, ${now.toISOString()}::timestamptz)`,
      userId: plan.userId,
    })
    .where(inArray(uploads.id, [...uploadIds]));
}
