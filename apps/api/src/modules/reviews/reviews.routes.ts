import {
  ErrorResponseSchema,
  MyReviewsQuerySchema,
  MyReviewsSchema,
  PendingReviewPhotosSchema,
  PhotoDecisionSchema,
  PHOTO_MODERATION_STATES,
  ReviewDeleteQuerySchema,
  ReviewIdParamsSchema,
  ReviewParamsSchema,
  ReviewPhotoParamsSchema,
  ReviewPhotoSchema,
  ReviewPlaceParamsSchema,
  ReviewSavedSchema,
  UserSchema,
  WishlistParamsSchema,
  WishlistPlacesSchema,
  WishlistQuerySchema,
} from '@waymark/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/http/http-error.ts';
import type { AuthService } from '#api/modules/auth/auth.service.ts';
import { authenticators } from '#api/modules/auth/authenticators.ts';
import { sendStoredFile } from '#api/modules/uploads/send-stored-file.ts';
import type { ReviewsService } from './reviews.service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const bearer = [{ bearer: [] }];
const tags = ['reviews'];
/** The review form's fields as sent: the service parses them with the form's own schema. */
const ReviewBodySchema = z.record(z.string(), z.unknown());
const PhotoAttachedSchema = ReviewPhotoSchema.extend({
  state: z.enum(PHOTO_MODERATION_STATES),
  track: z.object({ id: z.number().int() }),
});

/**
 * Reviews, review photos and their moderation, the wishlist and mark complete (spec 2 §7).
 * Routes only read who is calling; each service call decides whether they may.
 */
export function reviewsRoutes(auth: AuthService, reviews: ReviewsService): FastifyPluginAsyncZod {
  const { optional } = authenticators(auth);
  return async (app) => {
    app.addHook('onRequest', optional);

    app.post(
      '/track/:id/feedback',
      {
        schema: {
          summary: 'Review a track, hut or campsite (the form says which); photos follow with attach',
          tags,
          security: bearer,
          params: ReviewPlaceParamsSchema,
          body: ReviewBodySchema,
          response: { 201: ReviewSavedSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await reviews.create(request.auth?.user, request.params.id, request.body)),
    );

    app.post(
      '/track/:id/feedback/:reviewId',
      {
        schema: {
          summary: 'Change my review',
          tags,
          security: bearer,
          params: ReviewParamsSchema,
          body: ReviewBodySchema,
          response: { 200: ReviewSavedSchema, ...errors },
        },
      },
      async (request) =>
        reviews.update(request.auth?.user, request.params.id, request.params.reviewId, request.body),
    );

    app.post(
      '/review/:reviewID/attach',
      {
        // Whether this caller may add a photo to this review is settled before a 10 MB body is
        // read; route hooks run after the plugin's, so the caller is known by now.
        onRequest: async (request) => {
          const params = ReviewIdParamsSchema.safeParse(request.params);
          // A malformed id is answered by the route's validation, as on every other route.
          if (!params.success) return;
          await reviews.assertMayAttach(
            request.auth?.user,
            params.data.reviewID,
            Number(request.headers['content-length']) || 0,
          );
        },
        schema: {
          summary: 'Add a JPEG or PNG photo to my review, as multipart field "file" (at most 3 a review)',
          description:
            'The photo is turned upright, made to fit 1280×720 and stripped of its metadata. It waits for a moderator unless REVIEW_IMAGES_AUTO_PUBLISH is on.',
          tags,
          security: bearer,
          consumes: ['multipart/form-data'],
          params: ReviewIdParamsSchema,
          response: {
            201: PhotoAttachedSchema,
            ...errors,
            413: ErrorResponseSchema,
            429: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { file } = (request.body ?? {}) as { file?: unknown };
        if (!Buffer.isBuffer(file) || file.length === 0)
          throw HttpError.badRequest('Please choose a photo to attach.');
        return reply
          .status(201)
          .send(await reviews.attach(request.auth?.user, request.params.reviewID, file));
      },
    );

    app.get(
      '/review/:reviewID/load',
      {
        schema: {
          summary: "My review's photos, waiting ones included",
          tags,
          security: bearer,
          params: ReviewIdParamsSchema,
          response: {
            200: z.array(ReviewPhotoSchema.extend({ state: z.enum(PHOTO_MODERATION_STATES) })),
            ...errors,
          },
        },
      },
      async (request) => reviews.photos(request.auth?.user, request.params.reviewID),
    );

    app.delete(
      '/review/:reviewID/remove/:fileId',
      {
        schema: {
          summary: 'Take a photo off my review',
          tags,
          security: bearer,
          params: ReviewIdParamsSchema.extend({ fileId: ReviewPhotoParamsSchema.shape.id }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await reviews.removePhoto(request.auth?.user, request.params.reviewID, request.params.fileId);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/reviews',
      {
        schema: {
          summary: 'My reviews, last written or edited first, a page at a time',
          tags,
          security: bearer,
          querystring: MyReviewsQuerySchema,
          response: { 200: MyReviewsSchema, ...errors },
        },
      },
      async (request) => reviews.mine(request.auth?.user, request.query.page, request.query.items),
    );

    app.delete(
      '/reviews',
      {
        schema: {
          summary: 'Delete my review and its photos',
          tags,
          security: bearer,
          querystring: ReviewDeleteQuerySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await reviews.remove(request.auth?.user, request.query.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/review-photos/pending',
      {
        schema: {
          summary: 'Staff: review photos waiting for a decision, oldest first',
          tags,
          security: bearer,
          response: { 200: PendingReviewPhotosSchema, ...errors },
        },
      },
      async (request) => reviews.pending(request.auth?.user),
    );

    app.get(
      '/review-photos/:id/file',
      {
        schema: {
          summary: 'A review photo: anyone once approved, before that its reviewer and staff',
          tags,
          security: bearer,
          params: ReviewPhotoParamsSchema,
          response: { 200: z.unknown().describe('The JPEG or PNG photo'), 404: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const photo = await reviews.photoFile(request.auth?.user, request.params.id);
        // Only the people allowed may see a waiting photo: no shared cache may keep it.
        return sendStoredFile(reply.header('cache-control', 'private, no-store'), photo.file, photo);
      },
    );

    for (const [action, state] of [
      ['approve', 'approved'],
      ['reject', 'rejected'],
    ] as const) {
      app.post(
        `/review-photos/:id/${action}`,
        {
          schema: {
            summary: `Staff: ${action} a waiting review photo`,
            tags,
            security: bearer,
            params: ReviewPhotoParamsSchema,
            response: { 200: PhotoDecisionSchema, ...errors },
          },
        },
        async (request) => reviews.decide(request.auth?.user, request.params.id, state),
      );
    }

    app.get(
      '/wishlist',
      {
        schema: {
          summary: 'My wishlisted places, as tiles show them, last added first',
          tags,
          security: bearer,
          response: { 200: WishlistPlacesSchema, ...errors },
        },
      },
      async (request) => reviews.wishlist(request.auth?.user),
    );

    app.post(
      '/wishlist/:id',
      {
        schema: {
          summary: 'Add a place to my wishlist, or take it off',
          tags,
          security: bearer,
          params: WishlistParamsSchema,
          querystring: WishlistQuerySchema,
          response: { 200: UserSchema, ...errors },
        },
      },
      async (request) => reviews.toggleWishlist(request.auth?.user, request.params.id, request.query.type),
    );

    app.post(
      '/mark-complete',
      {
        schema: {
          summary: 'Mark a trip complete on a day (no later than today); my plans for it are completed too',
          tags,
          security: bearer,
          body: ReviewBodySchema,
          response: { 200: UserSchema.shape.plans, ...errors },
        },
      },
      async (request) => reviews.markComplete(request.auth?.user, request.body),
    );
  };
}
