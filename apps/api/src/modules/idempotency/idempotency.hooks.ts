import { createHash } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
  INVALID_IDEMPOTENCY_KEY,
} from '@waymark/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '#api/http/authenticate.ts';
import { HttpError } from '#api/http/http-error.ts';
import type { AuthService } from '#api/modules/auth/auth.service.ts';
import type { IdempotencyService, KeyedAnswer, Reservation } from './idempotency.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the route takes an Idempotency-Key, when not as every other (decision 020). */
    idempotency?: KeyedRoute;
  }
}

/**
 * A route's own terms for keyed changes; without them its answers are kept and given again as
 * they are, which suits answers about the caller's own things.
 * - `'ignored'`: the address, the body or the answer carries a secret (a session's tokens, a
 *   password, a mailed link's token), which a key would keep in the database beside the
 *   change. The header is ignored and nothing is kept, as for a caller who is not signed in.
 * - `replay`: the answer shows what someone else shares, which the caller may lose. A kept
 *   success is given again as `replay` reads it for the caller now, from the kept answer; a
 *   refusal that read meets (403, 404) is the answer instead, still marked as replayed.
 */
export type KeyedRoute = 'ignored' | { replay: (kept: unknown, userId: number) => Promise<unknown> };

const KEYED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
const IdempotencyKeySchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN, INVALID_IDEMPOTENCY_KEY);

const sha256 = () => createHash('sha256');
const EMPTY_BODY_HASH = sha256().digest('hex');

/** The body's hash, taken as it streams in; a request whose body is never read has none. */
const bodyHashes = new WeakMap<FastifyRequest, string>();
/** Requests making a keyed change, until their answer is kept. */
const reservations = new WeakMap<FastifyRequest, Reservation>();

/**
 * A write that carries the header. Multipart bodies are left out: @fastify/multipart reads the
 * request itself rather than the stream the preParsing hook hands on, so their bytes cannot be
 * hashed on the way in (and a second reader would stall the upload). The offline queue replays
 * edits, which are JSON, and uploads files only while online.
 */
function mayBeKeyed(request: FastifyRequest): boolean {
  return (
    KEYED_METHODS.has(request.method) &&
    request.headers[KEY_HEADER] !== undefined &&
    request.routeOptions.config.idempotency !== 'ignored' &&
    !/^multipart\//i.test(request.headers['content-type'] ?? '')
  );
}

/** The kept answer as the caller may have it now: see KeyedRoute. */
async function answerNow(request: FastifyRequest, userId: number, kept: KeyedAnswer): Promise<KeyedAnswer> {
  const terms = request.routeOptions.config.idempotency;
  if (typeof terms !== 'object' || kept.status >= 300 || kept.body === null) return kept;
  try {
    return { status: kept.status, body: await terms.replay(kept.body, userId) };
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, body: { error: error.message } };
    throw error;
  }
}

/** The answer as a key keeps it; undefined when it is not JSON (a file, say). */
function keptAnswer(reply: FastifyReply, payload: unknown): KeyedAnswer | undefined {
  if (payload === undefined || payload === null || payload === '')
    return { status: reply.statusCode, body: null };
  const json = /^application\/json/.test(String(reply.getHeader('content-type') ?? ''));
  if (!json || typeof payload !== 'string') return undefined;
  return { status: reply.statusCode, body: JSON.parse(payload) };
}

/**
 * Writes under the API that carry an Idempotency-Key (issue 17) from a signed-in user are made
 * once: the same change sent again gets the first answer, with `Idempotent-Replayed: true`, and
 * the route does not run. Without a user's live token the header is ignored and the route
 * answers as always (a guest's 401, say). Logs name the route and whether it was a replay,
 * never the key.
 */
export function registerIdempotentWrites(
  api: FastifyInstance,
  auth: AuthService,
  idempotency: IdempotencyService,
) {
  async function signedInUserId(request: FastifyRequest): Promise<number | undefined> {
    const token = bearerToken(request);
    if (!token) return undefined;
    try {
      return (await auth.authenticate(token)).user.id;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) return undefined;
      throw error;
    }
  }

  api.addHook('preParsing', async (request, _reply, payload) => {
    if (!mayBeKeyed(request)) return payload;
    const hash = sha256();
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
      flush(done) {
        bodyHashes.set(request, hash.digest('hex'));
        done();
      },
    });
    // A request cut short fails the hashing stream too, and so its parsing.
    return pipeline(payload, hashing, () => undefined);
  });

  api.addHook('preValidation', async (request, reply) => {
    if (!mayBeKeyed(request)) return;
    const userId = await signedInUserId(request);
    if (userId === undefined) return;
    const key = IdempotencyKeySchema.safeParse(request.headers[KEY_HEADER]);
    if (!key.success) throw HttpError.badRequest(INVALID_IDEMPOTENCY_KEY);
    const begun = await idempotency.begin({
      userId,
      key: key.data,
      method: request.method,
      path: request.url,
      bodyHash: bodyHashes.get(request) ?? EMPTY_BODY_HASH,
    });
    if (begun.outcome === 'make') {
      reservations.set(request, begun.reservation);
      return;
    }
    request.log.info({ route: request.routeOptions.url, replayed: true }, 'keyed change answered again');
    const { status, body } = await answerNow(request, userId, begun.answer);
    void reply.status(status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return body === null
      ? reply.send()
      : reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const reservation = reservations.get(request);
    if (!reservation) return payload;
    reservations.delete(request);
    // The change is made: a failure to keep its answer must not turn it into an error. The key
    // then stays reserved until it counts as abandoned.
    try {
      await idempotency.finish(reservation, keptAnswer(reply, payload));
    } catch (error) {
      request.log.error({ err: error, route: request.routeOptions.url }, 'answer to a keyed change not kept');
    }
    return payload;
  });
}

const KeyHeaderSchema = z.object({
  [KEY_HEADER]: IdempotencyKeySchema.optional().describe(
    'A key of your own for this change (a UUID, say). Sent again by the same signed-in user with the same method, address and body within a day, the change is not made twice: the first answer comes back with `Idempotent-Replayed: true`. The same key with another change is a 422; while the first is still being made, a 409. Ignored without a user’s bearer token.',
  ),
});

/** The OpenAPI document shows the optional header on the writes that honour it. */
export function withIdempotencyKeyHeader<
  T extends { schema: FastifySchema | undefined; url: string; route: RouteOptions },
>(input: T, prefix: string): T {
  const methods = [input.route.method].flat();
  // A route may declare no schema at all (a test's, say): it is left as it is.
  if (!input.schema) return input;
  const onlyMultipart = input.schema.consumes?.every((type) => type.startsWith('multipart/'));
  const keyed =
    input.url.startsWith(`${prefix}/`) &&
    methods.some((method) => KEYED_METHODS.has(method)) &&
    input.route.config?.idempotency !== 'ignored' &&
    !onlyMultipart;
  return keyed && !input.schema.headers
    ? { ...input, schema: { ...input.schema, headers: KeyHeaderSchema } }
    : input;
}
