import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { emailChanges, users } from '#api/db/schema/index.ts';
import type { NotificationChannel, NotificationGroup, UserRole } from '@waymark/domain';

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

/**
 * One switch in one statement: concurrent toggles of different switches each keep their change,
 * where reading the JSON, changing it and writing it back would let the last writer undo the rest.
 */
export async function setNotification(
  db: Database,
  id: number,
  group: NotificationGroup,
  channel: NotificationChannel,
  on: boolean,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      notifications: sql`jsonb_set(${users.notifications}, array[${group}]::text[],
        coalesce(${users.notifications} -> ${group}, '{}'::jsonb) || jsonb_build_object(${channel}::text, ${on}::boolean))`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`User ${id} vanished during an update`);
  return row;
}

/** A new request replaces any earlier one that is still open. */
export async function insertEmailChange(
  db: Database,
  change: { userId: number; newEmail: string; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await voidEmailChanges(db, change.userId, now);
  await db.insert(emailChanges).values(change);
}

export async function voidEmailChanges(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

export type EmailChangeUse =
  { outcome: 'used'; userId: number; newEmail: string } | { outcome: 'expired' } | { outcome: 'unknown' };

/** Single use, like a reset token: the update that sets used_at is the only way in. */
export async function useEmailChange(db: Database, tokenHash: string, now: Date): Promise<EmailChangeUse> {
  const [used] = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  if (used) return { outcome: 'used', ...used };
  const [existing] = await db
    .select({ expiresAt: emailChanges.expiresAt, usedAt: emailChanges.usedAt })
    .from(emailChanges)
    .where(eq(emailChanges.tokenHash, tokenHash));
  if (existing && !existing.usedAt && existing.expiresAt <= now) return { outcome: 'expired' };
  return { outcome: 'unknown' };
}

/** Sets the account's role; answers false when no account has that address. */
export async function setRoleByEmail(db: Database, email: string, role: UserRole): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return rows.length > 0;
}
