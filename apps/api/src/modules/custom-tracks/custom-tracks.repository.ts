import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customTracks } from '#api/db/schema/index.ts';

export type CustomTrackRow = typeof customTracks.$inferSelect;
type Fields = Pick<CustomTrackRow, 'title' | 'description' | 'markers' | 'distance'>;

export async function findCustomTrack(db: Database, publicId: string): Promise<CustomTrackRow | undefined> {
  const [row] = await db.select().from(customTracks).where(eq(customTracks.publicId, publicId));
  return row;
}

export async function insertCustomTrack(
  db: Database,
  track: Fields & { publicId: string; userId: number; updatedAt: Date },
): Promise<CustomTrackRow> {
  const [row] = await db
    .insert(customTracks)
    .values({ ...track, createdAt: track.updatedAt })
    .returning();
  return row!;
}

/** Changes the owner's track; undefined when it is not theirs (or gone). */
export async function updateCustomTrack(
  db: Database,
  publicId: string,
  userId: number,
  fields: Fields & { updatedAt: Date },
): Promise<CustomTrackRow | undefined> {
  const [row] = await db
    .update(customTracks)
    .set(fields)
    .where(and(eq(customTracks.publicId, publicId), eq(customTracks.userId, userId)))
    .returning();
  return row;
}

export async function deleteCustomTrack(db: Database, publicId: string, userId: number): Promise<boolean> {
  const rows = await db
    .delete(customTracks)
    .where(and(eq(customTracks.publicId, publicId), eq(customTracks.userId, userId)))
    .returning({ id: customTracks.id });
  return rows.length > 0;
}

/** A page of the person's tracks, last edited first, and one more to tell whether more follow. */
export async function customTracksOf(db: Database, userId: number, offset: number, limit: number) {
  return db
    .select()
    .from(customTracks)
    .where(eq(customTracks.userId, userId))
    .orderBy(desc(customTracks.updatedAt), desc(customTracks.id))
    .offset(offset)
    .limit(limit + 1);
}

export async function countCustomTracks(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customTracks).where(eq(customTracks.userId, userId));
  return row?.n ?? 0;
}
