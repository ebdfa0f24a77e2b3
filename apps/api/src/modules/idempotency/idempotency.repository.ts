import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { idempotencyKeys } from '#api/db/schema/index.ts';

export type KeyedChangeRow = typeof idempotencyKeys.$inferSelect;

/** A change as the key remembers it: who sent it, and what it was. */
export type KeyedChange = { userId: number; key: string; method: string; path: string; bodyHash: string };

/** The row a request holds while its change is made; `reservedAt` tells it from a later taker's. */
export type Reservation = { userId: number; key: string; reservedAt: Date };

const ofReservation = ({ userId, key, reservedAt }: Reservation) =>
  and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.createdAt, reservedAt),
    isNull(idempotencyKeys.responseStatus),
  );

/**
 * Reserves the key for this change: a new key, a key whose use is older than `expiredBefore`,
 * or one reserved for this same change before `abandonedBefore` and never answered. One
 * statement, so of two requests at once only one gets the key. Answers the reservation, or
 * undefined when the key is held.
 */
export async function reserveKey(
  db: Database,
  change: KeyedChange,
  now: Date,
  { expiredBefore, abandonedBefore }: { expiredBefore: Date; abandonedBefore: Date },
): Promise<Reservation | undefined> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ ...change, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { ...change, responseStatus: null, responseBody: null, createdAt: now },
      setWhere: or(
        lt(idempotencyKeys.createdAt, expiredBefore),
        and(
          isNull(idempotencyKeys.responseStatus),
          lt(idempotencyKeys.createdAt, abandonedBefore),
          eq(idempotencyKeys.method, change.method),
          eq(idempotencyKeys.path, change.path),
          eq(idempotencyKeys.bodyHash, change.bodyHash),
        ),
      ),
    })
    .returning({ reservedAt: idempotencyKeys.createdAt });
  return row && { userId: change.userId, key: change.key, reservedAt: row.reservedAt };
}

export async function findKeyedChange(
  db: Database,
  userId: number,
  key: string,
): Promise<KeyedChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Keeps the answer, unless the reservation was taken over meanwhile: then the taker's answer counts. */
export async function saveAnswer(
  db: Database,
  reservation: Reservation,
  answer: { status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(ofReservation(reservation));
}

export async function releaseKey(db: Database, reservation: Reservation): Promise<void> {
  await db.delete(idempotencyKeys).where(ofReservation(reservation));
}

export async function deleteKeysUsedBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
