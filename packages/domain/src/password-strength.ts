import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs } from '@zxcvbn-ts/language-common';
import type { PasswordScore } from './account.ts';
import { PASSWORD_DICTIONARIES } from './password-dictionaries.ts';

/**
 * zxcvbn's 0–4 score, the same on the server and in the meter. A separate entry point
 * (`@waymark/domain/password-strength`): only the password screens and the server load it.
 * Only the score is used, so zxcvbn's feedback sentences are not loaded.
 */
const zxcvbn = new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary: PASSWORD_DICTIONARIES });

export function passwordScore(password: string, userInputs: string[] = []): PasswordScore {
  return zxcvbn.check(password, userInputs).score;
}
