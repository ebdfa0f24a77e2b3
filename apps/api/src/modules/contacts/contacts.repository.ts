import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { contacts } from '#api/db/schema/index.ts';

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

export async function deleteContact(db: Database, id: number): Promise<void> {
  await db.delete(contacts).where(eq(contacts.id, id));
}
