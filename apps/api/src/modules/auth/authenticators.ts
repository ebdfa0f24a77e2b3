import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '#api/http/authenticate.ts';
import { HttpError } from '#api/http/http-error.ts';
import type { AuthenticatedUser, AuthService } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthenticatedUser;
  }
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
