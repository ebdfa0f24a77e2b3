import { HAS_QUEUED_EDITS, HAS_SAVED_ITEMS } from './offline-names.ts';

/**
 * Whose the offline library is (issue 17). A session can end without a logout (a token that
 * expired answers 401), and the next person may log in on the same phone: their account must
 * never be shown the last person's saved plans, nor send the last person's waiting edits. So the
 * library remembers who filled it, and someone else logging in empties it. What a visitor saved
 * (a plan read from its link) becomes theirs when they log in.
 */

const OWNER = 'waymark:offline-owner';
const VISITOR = 'visitor';

/** Called when something is saved or queued, by whoever is signed in (or a visitor). */
export function claimOfflineLibrary(userId: number | undefined): void {
  const owner = localStorage.getItem(OWNER);
  if (owner === null || owner === VISITOR)
    localStorage.setItem(OWNER, userId === undefined ? VISITOR : String(userId));
}

/** Called whenever the signed-in person is known: true when the library was someone else's. */
export function isSomeoneElsesLibrary(userId: number): boolean {
  if (!localStorage.getItem(HAS_SAVED_ITEMS) && !localStorage.getItem(HAS_QUEUED_EDITS)) return false;
  const owner = localStorage.getItem(OWNER);
  if (owner === null || owner === VISITOR) {
    localStorage.setItem(OWNER, String(userId));
    return false;
  }
  return owner !== String(userId);
}

/** The library was emptied: the next save starts it afresh. */
export function forgetOfflineOwner(): void {
  localStorage.removeItem(OWNER);
}
