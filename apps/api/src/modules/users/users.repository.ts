import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts unless the email is taken; undefined means taken (the unique index decides, race-free). */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updateUser(
  db: Database,
  id: number,
  patch: Partial<Omit<NewUser, 'id' | 'createdAt'>>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`User ${id} vanished during an update`);
  return row;
}

export async function deleteUser(db: Database, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function uploadKeysOf(db: Database, userId: number): Promise<string[]> {
  const rows = await db.select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.userId, userId));
  return rows.map((row) => row.key);
}
