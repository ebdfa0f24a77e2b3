import { dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as english } from '@zxcvbn-ts/language-en';

/**
 * zxcvbn gives a password score 0 when it takes fewer than 10³ + 5 guesses (@zxcvbn-ts/core's
 * `guessesToScore`). Two or more matches already cost 10⁴ guesses, so only a single dictionary
 * entry can do that, and an entry's guesses are at least its rank. Keeping the first 1,005
 * entries of every list keeps every score 0, so the server refuses exactly the passwords it
 * refused with the full lists.
 */
const SCORE_ZERO_RANKS = 1_005;

/**
 * Deeper into the lists where a password is most likely to come from: leaked passwords and the
 * commonest English words. The sizes are set by the sign-up page's JavaScript budget (decision 010).
 */
const RANKS_KEPT: Record<string, number> = {
  'passwords-common': 5_000,
  'commonWords-en': 3_000,
};

/**
 * The head of each of zxcvbn's English and common lists, most guessable first: about 40 KB
 * gzipped instead of 820 KB. The web build evaluates this module when it builds
 * (apps/web/vite.config.ts), so a browser receives only these lists, never the full ones.
 */
export const PASSWORD_DICTIONARIES: Record<string, string[]> = Object.fromEntries(
  Object.entries({ ...common, ...english }).map(([name, words]) => [
    name,
    words.slice(0, Math.max(SCORE_ZERO_RANKS, RANKS_KEPT[name] ?? 0)),
  ]),
);
