import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { uploads, users } from '#api/db/schema/index.ts';

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Adds the upload unless it would take the account past its quota. The user's row is locked
 * first, so parallel uploads of one account are counted one after another, never side by side,
 * and an upload never slips in beside the account's deletion (which takes the same lock).
 */
export async function insertWithinQuota(
  tx: Database,
  upload: {
    userId: number;
    storageKey: string;
    contentType: string;
    sizeBytes: number;
    createdAt: Date;
    title: string | null;
    isPrivate: boolean;
  },
  quotaBytes: number,
): Promise<{ outcome: 'stored'; id: number } | { outcome: 'over-quota' } | { outcome: 'no-account' }> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, upload.userId))
    .for('update');
  if (!user) return { outcome: 'no-account' };
  const used = await storedBytesOf(tx, upload.userId);
  if (used + upload.sizeBytes > quotaBytes) return { outcome: 'over-quota' };
  const [row] = await tx.insert(uploads).values(upload).returning({ id: uploads.id });
  return { outcome: 'stored', id: row!.id };
}

/**
 * Deletes every upload row of an account about to be deleted, and answers their keys. The user's
 * row is locked first, as uploads lock it, so no upload commits unseen between this and the
 * account's deletion (its file would stay on disk with no row to find it by).
 */
export async function deleteUploadsOf(tx: Database, userId: number): Promise<string[]> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const rows = await tx
    .delete(uploads)
    .where(eq(uploads.userId, userId))
    .returning({ key: uploads.storageKey });
  return rows.map((row) => row.key);
}

export async function storedBytesOf(db: Database, userId: number): Promise<number> {
  const [used] = await db
    .select({ bytes: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::bigint`.mapWith(Number) })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return used?.bytes ?? 0;
}

export async function findUpload(db: Database, storageKey: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey));
  return row;
}

/**
 * The file is now used by something (a portrait), or with null no longer is, so the clean-up
 * may take it. Answers false when there is no such upload of this person's (any more).
 */
export async function markAttached(
  db: Database,
  userId: number,
  storageKey: string,
  attachedAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ attachedAt })
    .where(and(eq(uploads.userId, userId), eq(uploads.storageKey, storageKey)))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/**
 * Deletes the rows of files nothing uses that are older than `before`, and answers their keys.
 * Each row is deleted by one statement only, so several servers never remove a file twice.
 */
export async function deleteUnattachedBefore(db: Database, before: Date): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, before)))
    .returning({ key: uploads.storageKey });
  return rows.map((row) => row.key);
}

export async function deleteUpload(db: Database, storageKey: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.storageKey, storageKey));
}

/**
 * Takes the next image stored as it was uploaded (before issue 27), locked until the caller's
 * transaction ends; one another server is cleaning is skipped, not waited for. Its owner's row is
 * locked with it, as uploads and account deletion lock that row first, so the clean-up never
 * waits on a lock while holding one.
 */
export async function claimImageToClean(
  tx: Database,
): Promise<{ id: number; userId: number; storageKey: string } | undefined> {
  const [upload] = await tx
    .select({ id: uploads.id, userId: uploads.userId, storageKey: uploads.storageKey })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.userId))
    .where(eq(uploads.needsCleaning, true))
    .orderBy(asc(uploads.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return upload;
}

export async function markCleaned(
  tx: Database,
  id: number,
  image: { contentType: string; sizeBytes: number },
): Promise<void> {
  await tx
    .update(uploads)
    .set({ ...image, needsCleaning: false })
    .where(eq(uploads.id, id));
}

/** Deletes an image that could not be cleaned, and takes it off its owner's profile if it was their portrait. */
export async function deleteUncleanableImage(
  tx: Database,
  upload: { id: number; userId: number },
  portraitUrl: string,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ portraitUrl: null, updatedAt: now })
    .where(and(eq(users.id, upload.userId), eq(users.portraitUrl, portraitUrl)));
  await tx.delete(uploads).where(eq(uploads.id, upload.id));
}
