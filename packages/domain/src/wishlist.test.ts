import { describe, expect, test } from 'vitest';
import { isTripCompleted, isWishlisted, toggledWishlist } from './wishlist.ts';

const kepler = { id: 7, type: 'Track' };
const hut7 = { id: 7, type: 'Hut' };

describe('wishlist (spec 2 §4)', () => {
  test('a place is wishlisted when its id and type are on the list; a guest has none', () => {
    expect(isWishlisted({ wishlist: [kepler] }, kepler)).toBe(true);
    expect(isWishlisted({ wishlist: [kepler] }, hut7)).toBe(false);
    expect(isWishlisted(null, kepler)).toBe(false);
  });

  test('toggling adds the place first, and toggling again takes it off', () => {
    const added = toggledWishlist([hut7], kepler);
    expect(added).toEqual([kepler, hut7]);
    expect(toggledWishlist(added, kepler)).toEqual([hut7]);
  });
});

describe('trip completion (spec 2 §4)', () => {
  test('"Trip completed" needs a completed entry for that place; an open plan is not enough', () => {
    const open = { location: kepler, completed: false };
    expect(isTripCompleted({ plans: [open] }, kepler)).toBe(false);
    expect(isTripCompleted({ plans: [open, { location: kepler, completed: true }] }, kepler)).toBe(true);
    expect(isTripCompleted({ plans: [{ location: hut7, completed: true }] }, kepler)).toBe(false);
    expect(isTripCompleted(null, kepler)).toBe(false);
  });
});
