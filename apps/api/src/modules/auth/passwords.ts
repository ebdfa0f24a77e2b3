import { hash, verify } from '@node-rs/argon2';
import { MIN_PASSWORD_SCORE } from '@waymark/domain';
import { passwordScore } from '@waymark/domain/password-strength';
import { HttpError } from '#api/http/http-error.ts';

// @node-rs/argon2 defaults to argon2id with OWASP's recommended memory and time costs.
export const hashPassword = (password: string) => hash(password);

/** Compared against when the email is unknown, so both answers take the same time. */
const UNKNOWN_USER_HASH = await hash('not-a-real-password-but-a-timing-shield');

export async function passwordMatches(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? UNKNOWN_USER_HASH, password);
  } catch {
    return false;
  }
}

/** Length is checked by the schema; this adds zxcvbn's guessability score. */
export function assertPasswordStrongEnough(password: string, userInputs: string[]): void {
  if (passwordScore(password, userInputs) < MIN_PASSWORD_SCORE) {
    throw HttpError.badRequest(
      'That password is too easy to guess. Try a longer one, or a few words that do not belong together.',
    );
  }
}
