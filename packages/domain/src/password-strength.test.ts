import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { describe, expect, test } from 'vitest';
import { MIN_PASSWORD_SCORE, passwordStrength } from './account.ts';
import { passwordScore } from './password-strength.ts';

const FULL_LISTS = { ...common.dictionary, ...english.dictionary };
const withFullLists = new ZxcvbnFactory({ graphs: common.adjacencyGraphs, dictionary: FULL_LISTS });

/** Entries from every list: each side of the 1,005th, and a spread down to the last. */
function sampleOfEveryList(): string[] {
  return Object.values(FULL_LISTS).flatMap((words) =>
    words.filter((_, rank) => (rank > 995 && rank < 1015) || rank % 397 === 0),
  );
}

describe('password strength (spec 1 §5)', () => {
  test.each(['password', 'password1', 'Password1', 'qwertyuiop', 'iloveyou', 'williams'])(
    'the common password "%s" is at score 0: "It needs to be at least 1."',
    (password) => {
      expect(passwordScore(password)).toBe(0);
      expect(passwordStrength(passwordScore(password)).verdict).toBe('It needs to be at least 1.');
    },
  );

  test('a few words that do not belong together are "a strong password"', () => {
    expect(passwordScore('kea-tussock-ridgeline-42')).toBe(4);
  });

  test('the shortened lists refuse exactly what zxcvbn refuses with its full lists', () => {
    const sample = sampleOfEveryList().flatMap((word) => [
      word,
      `${word[0]!.toUpperCase()}${word.slice(1)}1`,
    ]);
    const refused = (score: number) => score < MIN_PASSWORD_SCORE;
    const differing = sample.filter(
      (password) => refused(passwordScore(password)) !== refused(withFullLists.check(password).score),
    );
    expect(sample.length).toBeGreaterThan(800);
    expect(differing).toEqual([]);
  }, 30_000);
});
