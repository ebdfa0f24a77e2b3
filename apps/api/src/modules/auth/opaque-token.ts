import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
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

/**
 * Encrypts with a key derived from a token, so only the token's holder can read it back. The
 * stored hash of the same token (`hashToken`) is derived differently and reveals nothing of the key.
 */
export function sealWithToken(token: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFromToken(token), iv);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The plaintext, or undefined when the token is not the one it was sealed with. */
export function unsealWithToken(token: string, sealed: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFromToken(token), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

function keyFromToken(token: string): Buffer {
  return createHash('sha256').update(`sealing key:${token}`).digest();
}
