import type { GearCategory } from '@waymark/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { gearListTemplates, users } from '#api/db/schema/index.ts';

export type GearListRow = typeof gearListTemplates.$inferSelect;
export type GearListFields = { title: string; categories: GearCategory[] };

export async function gearListsOf(db: Database, userId: number): Promise<GearListRow[]> {
  return db
    .select()
    .from(gearListTemplates)
    .where(eq(gearListTemplates.userId, userId))
    .orderBy(asc(gearListTemplates.id));
}

export async function findOwnGearList(
  db: Database,
  userId: number,
  id: number,
): Promise<GearListRow | undefined> {
  const [row] = await db
    .select()
    .from(gearListTemplates)
    .where(and(eq(gearListTemplates.id, id), eq(gearListTemplates.userId, userId)));
  return row;
}

/**
 * Adds a list unless the account already keeps `most`. The account's row is locked first, so
 * two adds at once cannot both pass the count.
 */
export async function insertGearListWithin(
  tx: Database,
  userId: number,
  fields: GearListFields,
  most: number,
): Promise<GearListRow | 'full' | 'no-account'> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) return 'no-account';
  const [kept] = await tx
    .select({ n: count() })
    .from(gearListTemplates)
    .where(eq(gearListTemplates.userId, userId));
  if ((kept?.n ?? 0) >= most) return 'full';
  const [row] = await tx
    .insert(gearListTemplates)
    .values({ ...fields, userId })
    .returning();
  return row!;
}

/** Undefined when the account has no such list. */
export async function updateOwnGearList(
  db: Database,
  userId: number,
  id: number,
  fields: GearListFields,
): Promise<GearListRow | undefined> {
  const [row] = await db
    .update(gearListTemplates)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(gearListTemplates.id, id), eq(gearListTemplates.userId, userId)))
    .returning();
  return row;
}

/** False when the account has no such list. */
export async function deleteOwnGearList(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(gearListTemplates)
    .where(and(eq(gearListTemplates.id, id), eq(gearListTemplates.userId, userId)))
    .returning({ id: gearListTemplates.id });
  return rows.length > 0;
}
