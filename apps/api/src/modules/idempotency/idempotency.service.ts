import { CHANGE_STILL_BEING_SAVED, IDEMPOTENCY_KEY_REUSED } from '@waymark/domain';
import type { AppContext } from '#api/app-context.ts';
import { HttpError } from '#api/http/http-error.ts';
import {
  deleteKeysUsedBefore,
  findKeyedChange,
  releaseKey,
  reserveKey,
  saveAnswer,
  type KeyedChange,
  type Reservation,
} from './idempotency.repository.ts';

export type { Reservation };

/** A key is remembered this long; the same change sent later is made again. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A change still unanswered after this long was abandoned (the server stopped while making it),
 * and the same change sent again may take its key over.
 */
export const ABANDONED_AFTER_MS = 2 * 60 * 1000;

/** An answer as a key keeps it: the status and the JSON body, null when there was none. */
export type KeyedAnswer = { status: number; body: unknown };

/**
 * Answers worth giving again: successes, and refusals that will not change by themselves (a
 * plan saved from an older copy stays refused, so a replay cannot turn into an overwrite).
 * A 401 (signed out), 408 and 429 (too soon) and a 5xx may go otherwise next time.
 */
export function isFinalAnswer(status: number): boolean {
  return (
    (status >= 200 && status < 300) || (status >= 400 && status < 500 && ![401, 408, 429].includes(status))
  );
}

/**
 * Changes sent with an Idempotency-Key (issue 17): the first is made and its answer kept, and
 * the same change sent again gets that answer without being made twice.
 */
export function createIdempotencyService({ database, clock }: AppContext) {
  const { db } = database;
  const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

  return {
    /**
     * The key reserved for this change, to make it; or the answer it was given before. A key in
     * use for another change is a 422; one whose change is still being made, a 409.
     */
    async begin(
      change: KeyedChange,
    ): Promise<{ outcome: 'make'; reservation: Reservation } | { outcome: 'answered'; answer: KeyedAnswer }> {
      const now = clock.now();
      const reservation = await reserveKey(db, change, now, {
        expiredBefore: ago(now, KEY_LIFETIME_MS),
        abandonedBefore: ago(now, ABANDONED_AFTER_MS),
      });
      if (reservation) return { outcome: 'make', reservation };
      const earlier = await findKeyedChange(db, change.userId, change.key);
      const sameChange =
        earlier?.method === change.method &&
        earlier.path === change.path &&
        earlier.bodyHash === change.bodyHash;
      // No row any more: the request holding the key failed and let it go a moment ago.
      if (earlier && !sameChange) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
      if (earlier?.responseStatus == null) throw HttpError.conflict(CHANGE_STILL_BEING_SAVED);
      return { outcome: 'answered', answer: { status: earlier.responseStatus, body: earlier.responseBody } };
    },

    /**
     * Keeps a final answer for the key; any other, or an answer that is not JSON (`undefined`),
     * lets the key go, so the change sent again is made again.
     */
    async finish(reservation: Reservation, answer: KeyedAnswer | undefined): Promise<void> {
      if (answer && isFinalAnswer(answer.status)) await saveAnswer(db, reservation, answer);
      else await releaseKey(db, reservation);
    },

    async removeExpired(): Promise<number> {
      return deleteKeysUsedBefore(db, ago(clock.now(), KEY_LIFETIME_MS));
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
