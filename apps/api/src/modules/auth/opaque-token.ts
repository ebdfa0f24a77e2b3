import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ACTIVATION_CODE_ALPHABET, ACTIVATION_CODE_LENGTH } from '@waymark/domain';

/** 256 random bits, URL-safe. Only its hash is stored, so a database leak yields no live tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newActivationCode(): string {
  let code = '';
  for (let i = 0; i < ACTIVATION_CODE_LENGTH; i++)
    code += ACTIVATION_CODE_ALPHABET[randomInt(ACTIVATION_CODE_ALPHABET.length)];
  return code;
}

/** Codes are short, so the hash is bound to the user: one table of hashes cannot be reused. */
export function hashActivationCode(userId: number, code: string): string {
  return hashToken(`${userId}:${code.toUpperCase()}`);
}
