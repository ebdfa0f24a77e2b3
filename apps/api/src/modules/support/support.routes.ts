import {
  ErrorResponseSchema,
  FEEDBACK_SENT,
  FeedbackInputSchema,
  FeedbackSentSchema,
  HelpPageSchema,
  PrivacyTermsSchema,
} from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '#api/http/rate-limits.ts';
import type { AuthService } from '#api/modules/auth/auth.service.ts';
import { authenticators } from '#api/modules/auth/authenticators.ts';
import type { FeedbackService } from './feedback.service.ts';
import type { SiteContentService } from './site-content.service.ts';

/** Help, feedback and the privacy page (spec 3 §7 `GET help`, `POST feedback`, `GET privacy-terms`). */
export function supportRoutes(
  auth: AuthService,
  feedback: FeedbackService,
  siteContent: SiteContentService,
): FastifyPluginAsyncZod {
  const { optional } = authenticators(auth);
  return async (app) => {
    app.get(
      '/help',
      {
        schema: {
          summary: 'The help page: its title and FAQ as HTML',
          description:
            'Sanitised HTML: each <h2> starts a section, each <h3> is a question answered by what follows it.',
          tags: ['support'],
          response: { 200: HelpPageSchema },
        },
      },
      async () => siteContent.help(),
    );

    app.get(
      '/privacy-terms',
      {
        schema: {
          summary: 'The privacy and terms page as HTML',
          tags: ['support'],
          response: { 200: PrivacyTermsSchema },
        },
      },
      async () => siteContent.privacyTerms(),
    );

    app.post(
      '/feedback',
      {
        preHandler: optional,
        // Per address, before the body is read; a signed-in account is counted too, in the service.
        config: { rateLimit: RATE_LIMITS.feedback },
        schema: {
          summary: 'Send feedback; stored, and mailed to staff when FEEDBACK_TO is set',
          description: 'A bearer token is optional: with one, the feedback is linked to the account.',
          tags: ['support'],
          security: [{}, { bearer: [] }],
          body: FeedbackInputSchema,
          response: {
            201: FeedbackSentSchema,
            400: ErrorResponseSchema,
            401: ErrorResponseSchema,
            429: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        await feedback.send(request.body, request.auth?.user);
        return reply.status(201).send({ success: true, message: FEEDBACK_SENT });
      },
    );
  };
}
