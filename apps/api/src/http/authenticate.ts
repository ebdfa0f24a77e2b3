import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser, AuthService } from '../modules/auth/auth.service.ts';
import { HttpError } from './http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthenticatedUser;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Pre-handlers: `required` answers 401 without a live token; `optional` reads one when present. */
export function authenticators(auth: AuthService) {
  return {
    async required(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearerToken(request);
      if (!token) throw HttpError.unauthorized();
      request.auth = await auth.authenticate(token);
    },
    async optional(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearerToken(request);
      if (token) request.auth = await auth.authenticate(token);
    },
  };
}

/** The signed-in user of a request that passed `required`. */
export function currentAuth(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw HttpError.unauthorized();
  return request.auth;
}
