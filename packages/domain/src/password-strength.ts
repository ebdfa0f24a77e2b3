import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import type { PasswordScore } from './account.ts';

/**
 * zxcvbn's 0–4 score. A separate entry point (`@waymark/domain/password-strength`) because its
 * dictionaries are large: only the sign-up screen and the server load it.
 */
const zxcvbn = new ZxcvbnFactory({
  translations: english.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary },
});

export function passwordScore(password: string, userInputs: string[] = []): PasswordScore {
  return zxcvbn.check(password, userInputs).score;
}
