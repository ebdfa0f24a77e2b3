/**
 * Changes made offline are queued and sent again when the connection is back (issue 17), each
 * with a key of its own, so the server applies a change once however often it arrives. Nothing is
 * imported here: the offline queue needs these few names, not the schemas.
 */

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer given again: the change was made by an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** A key is 1 to 255 visible ASCII characters: no spaces, no control characters. */
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

export const INVALID_IDEMPOTENCY_KEY = `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible characters.`;
/** The key was sent before with another method, address or body: the queue must not reuse keys. */
export const IDEMPOTENCY_KEY_REUSED = `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different change.`;
/**
 * The first request with this key has not been answered yet. Also a 409, like a plan saved from an
 * older copy, so the queue tells the two apart by this message: this one is worth sending again.
 */
export const CHANGE_STILL_BEING_SAVED = 'This change is still being saved. Try again in a moment.';
