import type { LocationType, PhotoModerationState, ReviewDifficulty } from '@waymark/domain';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { summaryColumns, type LocationSummaryRow } from '#api/modules/catalogue/catalogue.queries.ts';
import {
  locations,
  plans,
  reviewPhotos,
  reviews,
  tripCompletions,
  uploads,
  users,
  wishlist,
} from '#api/db/schema/index.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewFields = {
  completedOn: string;
  difficulty: ReviewDifficulty | null;
  rating: number;
  features1: string[];
  features2: string[];
  comment: string;
};
export type PlaceRow = {
  id: number;
  type: LocationType;
  title: string;
  slug: string;
  thumbnail: string | null;
};
/** A review with who wrote it and what it is of, as lists show it. */
export type ListedReviewRow = ReviewRow & {
  author: { firstName: string | null; lastName: string | null; portraitUrl: string | null };
  place: PlaceRow;
};
export type ReviewPhotoRow = {
  id: number;
  reviewId: number;
  state: PhotoModerationState;
  storageKey: string;
};

const placeColumns = {
  id: locations.id,
  type: locations.type,
  title: locations.title,
  slug: locations.slug,
  thumbnail: locations.thumbnail,
};

export async function findPlace(db: Database, id: number): Promise<PlaceRow | undefined> {
  const [row] = await db.select(placeColumns).from(locations).where(eq(locations.id, id));
  return row;
}

export async function findReview(db: Database, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

/** The review, locked until the transaction ends, so photos are counted and added one at a time. */
export async function lockReview(tx: Database, id: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function insertReview(
  db: Database,
  review: ReviewFields & { userId: number; locationId: number },
): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(review).returning();
  return row!;
}

export async function updateReview(db: Database, id: number, fields: ReviewFields, editedAt: Date) {
  await db
    .update(reviews)
    .set({ ...fields, editedAt })
    .where(eq(reviews.id, id));
}

/**
 * Deletes the review and its photos' upload rows, and answers the files' keys for removal
 * once the transaction has committed.
 */
export async function deleteReview(tx: Database, id: number): Promise<string[]> {
  const photoUploads = tx
    .select({ id: reviewPhotos.uploadId })
    .from(reviewPhotos)
    .where(eq(reviewPhotos.reviewId, id));
  const removed = await tx
    .delete(uploads)
    .where(inArray(uploads.id, photoUploads))
    .returning({ key: uploads.storageKey });
  await tx.delete(reviews).where(eq(reviews.id, id));
  return removed.map((row) => row.key);
}

function listedReviews(db: Database) {
  return db
    .select({
      review: reviews,
      author: { firstName: users.firstName, lastName: users.lastName, portraitUrl: users.portraitUrl },
      place: placeColumns,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .$dynamic();
}

const flatten = (rows: { review: ReviewRow; author: ListedReviewRow['author']; place: PlaceRow }[]) =>
  rows.map(({ review, author, place }) => ({ ...review, author, place }));

/** Every review of a place, newest first. */
export async function reviewsOfPlace(db: Database, locationId: number): Promise<ListedReviewRow[]> {
  return flatten(
    await listedReviews(db)
      .where(eq(reviews.locationId, locationId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id)),
  );
}

/** A page of someone's reviews, last written or edited first. */
export async function reviewsOfUser(
  db: Database,
  userId: number,
  page: { offset: number; limit: number },
): Promise<ListedReviewRow[]> {
  return flatten(
    await listedReviews(db)
      .where(eq(reviews.userId, userId))
      .orderBy(desc(sql`coalesce(${reviews.editedAt}, ${reviews.createdAt})`), desc(reviews.id))
      .offset(page.offset)
      .limit(page.limit),
  );
}

/** The photos of these reviews that still have a file, oldest first. */
export async function photosOfReviews(db: Database, reviewIds: readonly number[]): Promise<ReviewPhotoRow[]> {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      id: reviewPhotos.id,
      reviewId: reviewPhotos.reviewId,
      state: reviewPhotos.state,
      storageKey: uploads.storageKey,
    })
    .from(reviewPhotos)
    .innerJoin(uploads, eq(uploads.id, reviewPhotos.uploadId))
    .where(inArray(reviewPhotos.reviewId, reviewIds))
    .orderBy(asc(reviewPhotos.id));
}

/** Photos that count towards the limit: all but the rejected ones. */
export async function keptPhotoCount(db: Database, reviewId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reviewPhotos)
    .where(and(eq(reviewPhotos.reviewId, reviewId), ne(reviewPhotos.state, 'rejected')));
  return row?.count ?? 0;
}

/**
 * Adds a stored upload to a review. A pending photo's upload stays private, so its address
 * serves nothing until a moderator approves it; either way the upload is now in use.
 */
export async function insertPhoto(
  tx: Database,
  photo: { reviewId: number; uploadId: number; state: PhotoModerationState },
  attachedAt: Date,
): Promise<number> {
  await tx
    .update(uploads)
    .set({ attachedAt, isPrivate: photo.state !== 'approved' })
    .where(eq(uploads.id, photo.uploadId));
  const [row] = await tx.insert(reviewPhotos).values(photo).returning({ id: reviewPhotos.id });
  return row!.id;
}

/** A photo with its review's author and file; locked when it is about to be decided or removed. */
export async function findPhoto(db: Database, id: number, { forUpdate }: { forUpdate: boolean }) {
  const query = db
    .select({
      id: reviewPhotos.id,
      state: reviewPhotos.state,
      reviewId: reviewPhotos.reviewId,
      authorId: reviews.userId,
      uploadId: reviewPhotos.uploadId,
      storageKey: uploads.storageKey,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
    })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .leftJoin(uploads, eq(uploads.id, reviewPhotos.uploadId))
    .where(eq(reviewPhotos.id, id))
    .$dynamic();
  const [row] = await (forUpdate ? query.for('update', { of: reviewPhotos }) : query);
  return row;
}

/** Approved: the file is served by its address. Rejected: its upload row goes (the file after commit). */
export async function decidePhoto(
  tx: Database,
  photo: { id: number; uploadId: number },
  decision: { state: 'approved' | 'rejected'; decidedBy: number; decidedAt: Date },
): Promise<void> {
  await tx.update(reviewPhotos).set(decision).where(eq(reviewPhotos.id, photo.id));
  if (decision.state === 'approved')
    await tx.update(uploads).set({ isPrivate: false }).where(eq(uploads.id, photo.uploadId));
  else await tx.delete(uploads).where(eq(uploads.id, photo.uploadId));
}

/** The reviewer takes a photo off: its row and its upload row (the file after commit). */
export async function deletePhoto(tx: Database, photo: { id: number; uploadId: number | null }) {
  await tx.delete(reviewPhotos).where(eq(reviewPhotos.id, photo.id));
  if (photo.uploadId !== null) await tx.delete(uploads).where(eq(uploads.id, photo.uploadId));
}

/** Photos waiting for a moderator, oldest first. */
export async function pendingPhotos(db: Database, limit: number) {
  return db
    .select({
      id: reviewPhotos.id,
      reviewId: reviewPhotos.reviewId,
      createdAt: reviewPhotos.createdAt,
      place: { title: locations.title, type: locations.type, slug: locations.slug },
    })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .innerJoin(uploads, eq(uploads.id, reviewPhotos.uploadId))
    .where(eq(reviewPhotos.state, 'pending'))
    .orderBy(asc(reviewPhotos.createdAt), asc(reviewPhotos.id))
    .limit(limit);
}

/** Adds the place to the wishlist, or takes it off when it is on it. */
export async function toggleWishlist(tx: Database, userId: number, locationId: number): Promise<void> {
  const removed = await tx
    .delete(wishlist)
    .where(and(eq(wishlist.userId, userId), eq(wishlist.locationId, locationId)))
    .returning({ locationId: wishlist.locationId });
  if (removed.length === 0) await tx.insert(wishlist).values({ userId, locationId }).onConflictDoNothing();
}

export async function wishlistOf(
  db: Database,
  userId: number,
): Promise<{ id: number; type: LocationType }[]> {
  return db
    .select({ id: locations.id, type: locations.type })
    .from(wishlist)
    .innerJoin(locations, eq(locations.id, wishlist.locationId))
    .where(eq(wishlist.userId, userId))
    .orderBy(desc(wishlist.createdAt));
}

/** The wishlisted places with what their tiles show, last added first. */
export async function wishlistPlaces(db: Database, userId: number): Promise<LocationSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(wishlist)
    .innerJoin(locations, eq(locations.id, wishlist.locationId))
    .where(eq(wishlist.userId, userId))
    .orderBy(desc(wishlist.createdAt));
}

/** Records the trip as completed on that day; marking it again moves the day. */
export async function recordCompletion(
  tx: Database,
  userId: number,
  locationId: number,
  completedOn: string,
) {
  await tx
    .insert(tripCompletions)
    .values({ userId, locationId, completedOn })
    .onConflictDoUpdate({
      target: [tripCompletions.userId, tripCompletions.locationId],
      set: { completedOn },
    });
}

/**
 * The walker's own plans on the place whose trip had started by the completion day are done.
 * Each change raises the plan's version, so an editor's older copy cannot undo it.
 */
export async function completePlansOn(tx: Database, userId: number, locationId: number, completedOn: string) {
  await tx
    .update(plans)
    .set({ isComplete: true, version: sql`${plans.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(plans.userId, userId),
        eq(plans.locationId, locationId),
        eq(plans.isComplete, false),
        sql`${plans.date}->>'start' <= ${completedOn}`,
      ),
    );
}

/**
 * The user's trips (spec 2 §3 User plans): each of their plans on a catalogue place, and each
 * place they marked complete without a completed plan there.
 */
export async function tripsOf(
  db: Database,
  userId: number,
): Promise<{ location: { id: number; type: LocationType }; completed: boolean }[]> {
  const [planned, completed] = await Promise.all([
    db
      .select({ id: locations.id, type: locations.type, completed: plans.isComplete })
      .from(plans)
      .innerJoin(locations, eq(locations.id, plans.locationId))
      .where(eq(plans.userId, userId))
      .orderBy(asc(plans.id)),
    db
      .select({ id: locations.id, type: locations.type })
      .from(tripCompletions)
      .innerJoin(locations, eq(locations.id, tripCompletions.locationId))
      .where(eq(tripCompletions.userId, userId))
      .orderBy(asc(tripCompletions.createdAt)),
  ]);
  const completedPlanPlaces = new Set(planned.filter((plan) => plan.completed).map((plan) => plan.id));
  return [
    ...planned.map(({ id, type, completed }) => ({ location: { id, type }, completed })),
    ...completed
      .filter(({ id }) => !completedPlanPlaces.has(id))
      .map(({ id, type }) => ({ location: { id, type }, completed: true })),
  ];
}
