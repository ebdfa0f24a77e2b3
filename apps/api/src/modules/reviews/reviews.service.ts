import {
  averageRating,
  catalogueTypeOf,
  fitsPhotoLimit,
  markCompleteSchema,
  nzDateOf,
  REVIEW_PHOTO_BOX,
  REVIEW_PHOTO_TYPES,
  REVIEW_PHOTO_TYPES_MESSAGE,
  reviewFormSchema,
  TOO_MANY_REVIEW_PHOTOS,
  type LocationType,
  type PhotoModerationState,
  type Review,
  type ReviewForm,
  type User,
  type WishlistPlaces,
} from '@waymark/domain';
import type { Readable } from 'node:stream';
import type { AppContext } from '#api/app-context.ts';
import { isUniqueViolation } from '#api/db/errors.ts';
import { HttpError } from '#api/http/http-error.ts';
import type { ImageUse } from '#api/modules/uploads/safe-image.ts';
import type { UploadsService } from '#api/modules/uploads/uploads.service.ts';
import type { UserRow } from '#api/modules/users/users.repository.ts';
import { toLocationSummary } from '#api/modules/catalogue/location-response.ts';
import {
  completePlansOn,
  decidePhoto,
  deletePhoto,
  deleteReview,
  findPlace,
  findReview,
  insertPhoto,
  insertReview,
  keptPhotoCount,
  findPhoto,
  lockReview,
  pendingPhotos,
  photosOfReviews,
  recordCompletion,
  reviewsOfPlace,
  reviewsOfUser,
  toggleWishlist,
  tripsOf,
  updateReview,
  wishlistPlaces,
  type ListedReviewRow,
  type PlaceRow,
  type ReviewPhotoRow,
  type ReviewRow,
} from './reviews.repository.ts';

const LOG_IN_FIRST = 'Please log in to continue.';
const STAFF_ONLY = 'Only Waymark staff can moderate review photos.';
const NOT_YOUR_REVIEW = 'You can only change your own reviews.';
const NO_SUCH_REVIEW = 'There is no such review.';
const NO_SUCH_PHOTO = 'There is no such photo.';
const ALREADY_REVIEWED = 'You have already reviewed this place. You can change your review from My Reviews.';
/** Review photos (spec 2 §5): stored private, as the `/uploads/…` address serves them only once approved. */
const REVIEW_PHOTO: ImageUse = {
  kinds: REVIEW_PHOTO_TYPES,
  box: REVIEW_PHOTO_BOX,
  typesMessage: REVIEW_PHOTO_TYPES_MESSAGE,
  isPrivate: true,
};
/** How many waiting photos a moderator is shown at a time. */
const MODERATION_PAGE = 100;

/** Where a photo can be fetched: approved ones by their public address, others only here. */
export const reviewPhotoFilePath = (id: number) => `/api/v1/review-photos/${id}/file`;

/**
 * Reviews, their photos and their moderation, the wishlist and completed trips (spec 2 §3–§7).
 * Every call takes the caller as the request proved it, or undefined for a guest, and decides
 * here whether they may make it.
 */
export function createReviewsService(
  { database, storage, clock, config }: AppContext,
  { uploads, viewUser }: { uploads: UploadsService; viewUser: (row: UserRow) => Promise<User> },
) {
  const { db } = database;
  const today = () => nzDateOf(clock.now());

  function signedIn(caller: UserRow | undefined): UserRow {
    if (!caller) throw HttpError.unauthorized(LOG_IN_FIRST);
    return caller;
  }

  function staff(caller: UserRow | undefined): UserRow {
    const user = signedIn(caller);
    if (user.role !== 'staff') throw HttpError.forbidden(STAFF_ONLY);
    return user;
  }

  /** Reviews are public, so someone else's is refused as theirs (403), not hidden. */
  function assertOwn(review: ReviewRow | undefined, user: UserRow): ReviewRow {
    if (!review) throw HttpError.notFound(NO_SUCH_REVIEW);
    if (review.userId !== user.id) throw HttpError.forbidden(NOT_YOUR_REVIEW);
    return review;
  }

  function parseForm(body: unknown): ReviewForm {
    const parsed = reviewFormSchema(today()).safeParse(body);
    if (!parsed.success) throw HttpError.badRequest(parsed.error.issues[0]!.message);
    return parsed.data;
  }

  /** The place under review, which must be of the type the form says (a hut's form for a hut). */
  async function reviewedPlace(id: number, form: ReviewForm): Promise<PlaceRow> {
    const place = await findPlace(db, id);
    if (!place || place.type !== catalogueTypeOf(form.type))
      throw HttpError.notFound(`There is no such ${form.type}.`);
    return place;
  }

  async function placeOfType(id: number, type: LocationType): Promise<PlaceRow> {
    const place = await findPlace(db, id);
    if (!place || place.type !== type) throw HttpError.notFound(`There is no such ${type.toLowerCase()}.`);
    return place;
  }

  const fieldsOf = (form: ReviewForm) => ({
    completedOn: form.date,
    difficulty: form.difficulty,
    rating: form.rating,
    features1: form.features1,
    features2: form.features2,
    comment: form.comment,
  });

  const photoUrl = (photo: ReviewPhotoRow) =>
    photo.state === 'approved' ? storage.urlFor(photo.storageKey) : reviewPhotoFilePath(photo.id);

  /** Others see approved photos only; the reviewer also sees, and counts, those still waiting. */
  function toReview(row: ListedReviewRow, photos: ReviewPhotoRow[], byReviewer: boolean): Review {
    const own = photos.filter((photo) => photo.reviewId === row.id);
    return {
      id: row.id,
      user: {
        first_name: row.author.firstName,
        last_name: row.author.lastName,
        portrait: row.author.portraitUrl ? { url: row.author.portraitUrl } : null,
      },
      completed: row.completedOn,
      easier: row.difficulty === 'easier',
      expected: row.difficulty === 'expected',
      harder: row.difficulty === 'harder',
      rating: row.rating,
      features1: row.features1,
      features2: row.features2,
      comment: row.comment,
      attachments: own
        .filter((photo) => photo.state === 'approved' || (byReviewer && photo.state === 'pending'))
        .map((photo) => ({ id: photo.id, url: photoUrl(photo) })),
      created: row.createdAt.toISOString(),
      edited: row.editedAt?.toISOString() ?? null,
      parent: row.place,
      pendingAttachmentsCount: byReviewer ? own.filter((photo) => photo.state === 'pending').length : 0,
    };
  }

  async function withPhotos(rows: ListedReviewRow[], byReviewer: boolean): Promise<Review[]> {
    const photos = await photosOfReviews(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toReview(row, photos, byReviewer));
  }

  return {
    /** A place's reviews and the rating made from them, for the place's page (spec 2 §3 Location). */
    async ofPlace(
      locationId: number,
    ): Promise<{ feedback: Review[]; average_rating: number | null; rating_count: number }> {
      const rows = await reviewsOfPlace(db, locationId);
      return {
        feedback: await withPhotos(rows, false),
        average_rating: averageRating(rows.map((row) => row.rating)),
        rating_count: rows.length,
      };
    },

    async create(caller: UserRow | undefined, placeId: number, body: unknown) {
      const user = signedIn(caller);
      const form = parseForm(body);
      const place = await reviewedPlace(placeId, form);
      if (!fitsPhotoLimit(0, form.numImages)) throw HttpError.badRequest(TOO_MANY_REVIEW_PHOTOS);
      try {
        const review = await insertReview(db, { userId: user.id, locationId: place.id, ...fieldsOf(form) });
        return { reviewID: review.id, track: { id: place.id } };
      } catch (error) {
        if (isUniqueViolation(error)) throw HttpError.conflict(ALREADY_REVIEWED);
        throw error;
      }
    },

    async update(caller: UserRow | undefined, placeId: number, reviewId: number, body: unknown) {
      const user = signedIn(caller);
      const form = parseForm(body);
      const review = assertOwn(await findReview(db, reviewId), user);
      const place = await reviewedPlace(placeId, form);
      if (review.locationId !== place.id) throw HttpError.notFound(NO_SUCH_REVIEW);
      if (!fitsPhotoLimit(await keptPhotoCount(db, review.id), form.numImages))
        throw HttpError.badRequest(TOO_MANY_REVIEW_PHOTOS);
      await updateReview(db, review.id, fieldsOf(form), clock.now());
      return { reviewID: review.id, track: { id: place.id } };
    },

    async remove(caller: UserRow | undefined, reviewId: number): Promise<void> {
      const user = signedIn(caller);
      const keys = await db.transaction(async (tx) => {
        assertOwn(await lockReview(tx, reviewId), user);
        return deleteReview(tx, reviewId);
      });
      await uploads.removeFiles(keys);
    },

    async mine(caller: UserRow | undefined, page: number, items: number) {
      const user = signedIn(caller);
      // One more than asked says whether another page follows.
      const rows = await reviewsOfUser(db, user.id, { offset: page * items, limit: items + 1 });
      return { list: await withPhotos(rows.slice(0, items), true), all_loaded: rows.length <= items };
    },

    /**
     * Refused before a photo's body is read: a guest, someone else's review, a review already
     * holding three photos, or an account over its upload rate or quota.
     */
    async assertMayAttach(caller: UserRow | undefined, reviewId: number, announcedBytes: number) {
      const user = signedIn(caller);
      const review = assertOwn(await findReview(db, reviewId), user);
      if (!fitsPhotoLimit(await keptPhotoCount(db, review.id), 1))
        throw HttpError.badRequest(TOO_MANY_REVIEW_PHOTOS);
      await uploads.assertMayUpload(user, announcedBytes);
    },

    async attach(caller: UserRow | undefined, reviewId: number, file: Buffer) {
      const user = signedIn(caller);
      assertOwn(await findReview(db, reviewId), user);
      const stored = await uploads.storeImage(user, file, REVIEW_PHOTO);
      const state: PhotoModerationState = config.reviewImagesAutoPublish ? 'approved' : 'pending';
      try {
        const { id, review } = await db.transaction(async (tx) => {
          // Counted under the review's lock: three photos sent at once cannot make four.
          const review = assertOwn(await lockReview(tx, reviewId), user);
          if (!fitsPhotoLimit(await keptPhotoCount(tx, review.id), 1))
            throw HttpError.badRequest(TOO_MANY_REVIEW_PHOTOS);
          return { id: await insertPhoto(tx, { reviewId, uploadId: stored.id, state }, clock.now()), review };
        });
        return {
          id,
          url: photoUrl({ id, reviewId, state, storageKey: stored.key }),
          state,
          track: { id: review.locationId },
        };
      } catch (error) {
        await uploads.discard(stored.key);
        throw error;
      }
    },

    /** The review's photos, for the reviewer editing it (spec 2 §7 `review/{id}/load`). */
    async photos(caller: UserRow | undefined, reviewId: number) {
      const user = signedIn(caller);
      assertOwn(await findReview(db, reviewId), user);
      const photos = await photosOfReviews(db, [reviewId]);
      return photos.map((photo) => ({ id: photo.id, url: photoUrl(photo), state: photo.state }));
    },

    async removePhoto(caller: UserRow | undefined, reviewId: number, photoId: number): Promise<void> {
      const user = signedIn(caller);
      const key = await db.transaction(async (tx) => {
        const photo = await findPhoto(tx, photoId, { forUpdate: true });
        if (!photo || photo.reviewId !== reviewId) throw HttpError.notFound(NO_SUCH_PHOTO);
        if (photo.authorId !== user.id) throw HttpError.forbidden(NOT_YOUR_REVIEW);
        await deletePhoto(tx, photo);
        return photo.storageKey;
      });
      if (key) await uploads.removeFiles([key]);
    },

    /**
     * A photo's file for whoever may see it: anyone once approved, and before that only its
     * reviewer and staff. Anyone else is told there is no such photo.
     */
    async photoFile(
      caller: UserRow | undefined,
      photoId: number,
    ): Promise<{ file: Readable; contentType: string; sizeBytes: number }> {
      const photo = await findPhoto(db, photoId, { forUpdate: false });
      const mayView =
        photo?.state === 'approved' || (caller && (caller.id === photo?.authorId || caller.role === 'staff'));
      const file = mayView && photo?.storageKey ? await storage.open(photo.storageKey) : undefined;
      if (!photo || !file) throw HttpError.notFound(NO_SUCH_PHOTO);
      return { file, contentType: photo.contentType!, sizeBytes: photo.sizeBytes! };
    },

    async pending(caller: UserRow | undefined) {
      staff(caller);
      const rows = await pendingPhotos(db, MODERATION_PAGE);
      return {
        list: rows.map((row) => ({
          id: row.id,
          url: reviewPhotoFilePath(row.id),
          review_id: row.reviewId,
          place: row.place,
          uploaded: row.createdAt.toISOString(),
        })),
      };
    },

    /** Approved photos are shown to everyone; a rejected one's file is removed at once. */
    async decide(caller: UserRow | undefined, photoId: number, state: 'approved' | 'rejected') {
      const moderator = staff(caller);
      const removedKey = await db.transaction(async (tx) => {
        const photo = await findPhoto(tx, photoId, { forUpdate: true });
        if (!photo || photo.uploadId === null) throw HttpError.notFound(NO_SUCH_PHOTO);
        if (photo.state !== 'pending')
          throw HttpError.conflict(`This photo has already been ${photo.state}.`);
        await decidePhoto(
          tx,
          { id: photo.id, uploadId: photo.uploadId },
          { state, decidedBy: moderator.id, decidedAt: clock.now() },
        );
        return state === 'rejected' ? photo.storageKey : null;
      });
      if (removedKey) await uploads.removeFiles([removedKey]);
      return { id: photoId, state };
    },

    /** Adds the place to the wishlist or takes it off, and answers the user (spec 2 §7). */
    async toggleWishlist(caller: UserRow | undefined, placeId: number, type: LocationType): Promise<User> {
      const user = signedIn(caller);
      const place = await placeOfType(placeId, type);
      await db.transaction((tx) => toggleWishlist(tx, user.id, place.id));
      return viewUser(user);
    },

    /**
     * My Wishlist's tiles. The user response names only ids and types (spec 2 §3), and one
     * place request per tile would make a long wishlist slow to show.
     */
    async wishlist(caller: UserRow | undefined): Promise<WishlistPlaces> {
      const user = signedIn(caller);
      return { list: (await wishlistPlaces(db, user.id)).map(toLocationSummary) };
    },

    /** The trip is done on that day, and so are the user's plans for it; answers their trips. */
    async markComplete(caller: UserRow | undefined, body: unknown): Promise<User['plans']> {
      const user = signedIn(caller);
      const parsed = markCompleteSchema(today()).safeParse(body);
      if (!parsed.success) throw HttpError.badRequest(parsed.error.issues[0]!.message);
      const place = await placeOfType(parsed.data.id, parsed.data.type);
      await db.transaction(async (tx) => {
        await recordCompletion(tx, user.id, place.id, parsed.data.date);
        await completePlansOn(tx, user.id, place.id, parsed.data.date);
      });
      return tripsOf(db, user.id);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
