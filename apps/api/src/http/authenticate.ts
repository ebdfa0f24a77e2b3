import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

const STAFF_ONLY_MESSAGE = 'Staff access only.';

/**
 * A hook for the admin API's routes: the bearer token must be ADMIN_API_TOKEN. Both sides are
 * hashed first, so the comparison takes the same time whatever the token's length or content.
 * A missing or wrong token is a 403, never a 401: the web app signs its user out on any 401.
 */
export function staffTokenGuard(adminApiToken: string) {
  const digest = (token: string) => createHash('sha256').update(token).digest();
  const expected = digest(adminApiToken);
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token || !timingSafeEqual(digest(token), expected)) throw HttpError.forbidden(STAFF_ONLY_MESSAGE);
  };
}
