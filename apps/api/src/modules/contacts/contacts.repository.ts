import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { contacts, customTracks, locations, planMembers, plans } from '#api/db/schema/index.ts';

export type ContactRow = typeof contacts.$inferSelect;
type ContactFields = Pick<ContactRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'relationship'>;

export async function contactsOf(db: Database, userId: number): Promise<ContactRow[]> {
  return db.select().from(contacts).where(eq(contacts.userId, userId)).orderBy(asc(contacts.id));
}

export async function findOwnContact(
  db: Database,
  userId: number,
  id: number,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId)));
  return row;
}

export async function insertContact(
  db: Database,
  userId: number,
  fields: ContactFields,
): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({ ...fields, userId })
    .returning();
  return row!;
}

export async function updateContact(db: Database, id: number, fields: ContactFields): Promise<void> {
  await db.update(contacts).set(fields).where(eq(contacts.id, id));
}

/**
 * The plans a contact is on, in the group or as the emergency contact, each with its name and
 * whether its safety net is still on (published, not complete, nobody back safe yet).
 */
export async function plansWithContact(db: Database, id: number) {
  const inGroup = db
    .select({ planId: planMembers.planId })
    .from(planMembers)
    .where(eq(planMembers.contactId, id));
  return db
    .select({
      id: plans.id,
      name: sql<string>`coalesce(nullif(${plans.customTripName}, ''), ${locations.title}, ${customTracks.title}, '')`,
      safetyNetOn: sql<boolean>`${plans.isPublished} and not ${plans.isComplete} and ${plans.backSafeAt} is null`,
    })
    .from(plans)
    .leftJoin(locations, eq(locations.id, plans.locationId))
    .leftJoin(customTracks, eq(customTracks.id, plans.customTrackId))
    .where(or(eq(plans.emergencyContactId, id), sql`${plans.id} in ${inGroup}`))
    .orderBy(asc(plans.id))
    .for('update', { of: plans });
}

/** Deletes a contact, first taking them off the plans they are on (the service checked which). */
export async function deleteContact(db: Database, id: number): Promise<void> {
  await db.delete(planMembers).where(eq(planMembers.contactId, id));
  await db.update(plans).set({ emergencyContactId: null }).where(eq(plans.emergencyContactId, id));
  await db.delete(contacts).where(eq(contacts.id, id));
}
