import { ErrorResponseSchema, USER_ROLES } from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffTokenGuard } from '#api/http/authenticate.ts';
import { RATE_LIMITS } from '#api/http/rate-limits.ts';
import type { UsersService } from './users.service.ts';

const errors = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/**
 * `npm run user -- promote|demote` for a running server: the embedded database cannot be
 * opened by a second process while the server holds it. Only the holder of ADMIN_API_TOKEN
 * may call it, and it is registered only when that token is set, so a signed-in account still
 * has no way to make itself staff.
 */
export function adminUsersRoutes(users: UsersService, adminApiToken: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/users/role',
      {
        preValidation: staffTokenGuard(adminApiToken),
        config: { rateLimit: RATE_LIMITS.staff },
        schema: {
          summary: 'Make an account staff (to moderate review photos) or an ordinary user again (staff only)',
          tags: ['staff'],
          security: [{ bearer: [] }],
          body: z.object({ email: z.string().trim().min(1).max(254), role: z.enum(USER_ROLES) }),
          response: { 200: z.object({ email: z.string(), role: z.enum(USER_ROLES) }), ...errors },
        },
      },
      async (request) => users.setRole(request.body.email, request.body.role),
    );
  };
}
