import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads, users } from '../../db/schema/index.ts';

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Adds the upload unless it would take the account past its quota. The user's row is locked
 * first, so parallel uploads of one account are counted one after another, never side by side.
 */
export async function insertWithinQuota(
  tx: Database,
  upload: { userId: number; storageKey: string; contentType: string; sizeBytes: number; createdAt: Date },
  quotaBytes: number,
): Promise<{ id: number } | undefined> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, upload.userId)).for('update');
  const [used] = await tx
    .select({ bytes: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)::bigint`.mapWith(Number) })
    .from(uploads)
    .where(eq(uploads.userId, upload.userId));
  if ((used?.bytes ?? 0) + upload.sizeBytes > quotaBytes) return undefined;
  const [row] = await tx.insert(uploads).values(upload).returning({ id: uploads.id });
  return row;
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

/** The file is now used by something (a portrait); null lets the clean-up take it. */
export async function markAttached(
  db: Database,
  userId: number,
  storageKey: string,
  attachedAt: Date | null,
): Promise<void> {
  await db
    .update(uploads)
    .set({ attachedAt })
    .where(and(eq(uploads.userId, userId), eq(uploads.storageKey, storageKey)));
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
