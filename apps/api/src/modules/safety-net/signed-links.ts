import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NotificationGroup } from '@waymark/domain';
import type { Database } from '#api/db/client.ts';
import { serverKey } from './server-keys.repository.ts';

/**
 * What an unsubscribe link stops: one notification group's emails for an account, every mail
 * about one trip for an address without an account (an emergency contact), or every trip plan
 * invitation from one account to an address.
 */
export type UnsubscribeTarget =
  | { userId: number; group: NotificationGroup }
  | { planId: number; email: string }
  | { senderId: number; email: string };

const SIGNATURE_CHARS = 32;

function encode(target: UnsubscribeTarget): string {
  if ('userId' in target) return `u:${target.userId}:${target.group}`;
  if ('senderId' in target) return `s:${target.senderId}:${target.email}`;
  return `p:${target.planId}:${target.email}`;
}

function decode(payload: string): UnsubscribeTarget | undefined {
  const [kind, id, rest] = [payload.slice(0, 1), ...payload.slice(2).split(/:(.*)/s)] as [
    string,
    string,
    string?,
  ];
  const number = Number(id);
  if (!Number.isSafeInteger(number) || number <= 0 || !rest) return undefined;
  if (kind === 'u') return { userId: number, group: rest as NotificationGroup };
  if (kind === 'p') return { planId: number, email: rest };
  if (kind === 's') return { senderId: number, email: rest };
  return undefined;
}

/**
 * Unsubscribe links are signed rather than stored: a mail may sit in an inbox for years and
 * its link must still work, without a row per mail. The secret is made on the first run.
 */
export function createLinkSigner(db: Database) {
  let secret: Promise<Buffer> | undefined;
  const key = () =>
    (secret ??= serverKey(db, 'link-signing', () => ({ secret: randomBytes(32).toString('base64url') })).then(
      (value) => Buffer.from(value.secret!, 'base64url'),
    ));
  const sign = async (payload: string) =>
    createHmac('sha256', await key())
      .update(payload)
      .digest('base64url')
      .slice(0, SIGNATURE_CHARS);

  return {
    async unsubscribeToken(target: UnsubscribeTarget): Promise<string> {
      const payload = encode(target);
      return `${Buffer.from(payload).toString('base64url')}.${await sign(payload)}`;
    },

    /** The target of a token this server signed; undefined for anything else. */
    async readUnsubscribeToken(token: string): Promise<UnsubscribeTarget | undefined> {
      const [encoded, signature] = token.split('.');
      if (!encoded || !signature || signature.length !== SIGNATURE_CHARS) return undefined;
      const payload = Buffer.from(encoded, 'base64url').toString('utf8');
      const expected = Buffer.from(await sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return decode(payload);
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
