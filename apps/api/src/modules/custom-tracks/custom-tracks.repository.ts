import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { customTracks, plans } from '#api/db/schema/index.ts';

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

/**
 * Deletes a track and the plans on it, which the caller has checked are the ones its maker
 * confirmed; the database refuses to delete a track that still has plans.
 */
export async function deleteCustomTrackAndPlans(
  db: Database,
  trackId: number,
  planIds: readonly number[],
): Promise<void> {
  if (planIds.length > 0) await db.delete(plans).where(inArray(plans.id, [...planIds]));
  await db.delete(customTracks).where(eq(customTracks.id, trackId));
}

/** The plans made on a track (all its maker's own: decision 024), oldest first. */
export async function plansOnCustomTrack(db: Database, trackId: number) {
  return db
    .select({
      id: plans.id,
      userId: plans.userId,
      customTripName: plans.customTripName,
      isPublished: plans.isPublished,
    })
    .from(plans)
    .where(eq(plans.customTrackId, trackId))
    .orderBy(asc(plans.id))
    .for('update');
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
