import { afterEach, describe, expect, test } from 'vitest';
import { HAS_SAVED_ITEMS } from './offline-names.ts';
import { claimOfflineLibrary, forgetOfflineOwner, isSomeoneElsesLibrary } from './offline-owner.ts';

afterEach(() => localStorage.clear());

describe('whose the offline library is', () => {
  test('someone else logging in on the phone finds it is not theirs', () => {
    claimOfflineLibrary(7);
    localStorage.setItem(HAS_SAVED_ITEMS, 'yes');
    expect(isSomeoneElsesLibrary(7)).toBe(false);
    expect(isSomeoneElsesLibrary(8)).toBe(true);
  });

  test('what a visitor saved becomes theirs when they log in, and no one else’s after', () => {
    claimOfflineLibrary(undefined);
    localStorage.setItem(HAS_SAVED_ITEMS, 'yes');
    expect(isSomeoneElsesLibrary(12)).toBe(false);
    expect(isSomeoneElsesLibrary(13)).toBe(true);
  });

  test('an empty library is no one’s, and once forgotten the next save starts afresh', () => {
    claimOfflineLibrary(7);
    expect(isSomeoneElsesLibrary(8)).toBe(false);
    forgetOfflineOwner();
    claimOfflineLibrary(8);
    localStorage.setItem(HAS_SAVED_ITEMS, 'yes');
    expect(isSomeoneElsesLibrary(8)).toBe(false);
  });

  test('saving does not take over a library someone else filled', () => {
    claimOfflineLibrary(7);
    claimOfflineLibrary(9);
    localStorage.setItem(HAS_SAVED_ITEMS, 'yes');
    expect(isSomeoneElsesLibrary(9)).toBe(true);
  });
});
