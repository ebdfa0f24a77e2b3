import { z } from 'zod';
import { IsoDateSchema } from './account.ts';
import { RECORD_ID_MAX } from './limits.ts';
import { LocationTypeSchema } from './location-type.ts';

/** Reviews of tracks, huts and campsites (spec 2 §3 Review and Review form, §5, §9). */

/** The places a review is of, as the review form names them. */
export const REVIEWED_PLACE_TYPES = ['track', 'hut', 'campsite'] as const;
export const ReviewedPlaceTypeSchema = z.enum(REVIEWED_PLACE_TYPES);
export type ReviewedPlaceType = z.infer<typeof ReviewedPlaceTypeSchema>;

/** The catalogue's name for a reviewed place's type: "hut" → "Hut". */
export function catalogueTypeOf(type: ReviewedPlaceType): 'Track' | 'Hut' | 'Campsite' {
  return type === 'track' ? 'Track' : type === 'hut' ? 'Hut' : 'Campsite';
}

export const REVIEW_DIFFICULTIES = ['easier', 'expected', 'harder'] as const;
export type ReviewDifficulty = (typeof REVIEW_DIFFICULTIES)[number];

/** Reviews a place page shows before "Show all", and the My Reviews page size (spec 2 §9). */
export const REVIEWS_SHOWN_FIRST = 4;
export const MY_REVIEWS_PAGE_SIZE = 3;

const RecordId = z.coerce.number().int().min(1).max(RECORD_ID_MAX);
export const ReviewPlaceParamsSchema = z.object({ id: RecordId });
export const ReviewParamsSchema = z.object({ id: RecordId, reviewId: RecordId });
export const ReviewIdParamsSchema = z.object({ reviewID: RecordId });
export const ReviewPhotoParamsSchema = z.object({ id: RecordId });
export const ReviewDeleteQuerySchema = z.object({ id: RecordId });
export const MyReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  items: z.coerce.number().int().min(1).max(20).default(MY_REVIEWS_PAGE_SIZE),
});

export const ReviewPhotoSchema = z.object({ id: z.number().int(), url: z.string() });

export const ReviewSchema = z.object({
  id: z.number().int(),
  user: z.object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    portrait: z.object({ url: z.string() }).nullable(),
  }),
  /** YYYY-MM-DD */
  completed: z.string(),
  easier: z.boolean(),
  expected: z.boolean(),
  harder: z.boolean(),
  rating: z.number().int(),
  features1: z.array(z.string()),
  features2: z.array(z.string()),
  comment: z.string(),
  /** Approved photos; the reviewer's own list also shows those still waiting. */
  attachments: z.array(ReviewPhotoSchema),
  created: z.string(),
  edited: z.string().nullable(),
  parent: z.object({
    id: z.number().int(),
    title: z.string(),
    thumbnail: z.string().nullable(),
    type: LocationTypeSchema,
    slug: z.string(),
  }),
  /** Photos waiting for a moderator: counted only for the reviewer. */
  pendingAttachmentsCount: z.number().int(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewSavedSchema = z.object({
  reviewID: z.number().int(),
  track: z.object({ id: z.number().int() }),
});
export const MyReviewsSchema = z.object({ list: z.array(ReviewSchema), all_loaded: z.boolean() });

export const PHOTO_MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type PhotoModerationState = (typeof PHOTO_MODERATION_STATES)[number];

/** A photo as a moderator sees it. */
export const PendingReviewPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  review_id: z.number().int(),
  place: z.object({ title: z.string(), type: LocationTypeSchema, slug: z.string() }),
  uploaded: z.string(),
});
export const PendingReviewPhotosSchema = z.object({ list: z.array(PendingReviewPhotoSchema) });
export type PendingReviewPhoto = z.infer<typeof PendingReviewPhotoSchema>;
export type PendingReviewPhotos = z.infer<typeof PendingReviewPhotosSchema>;
export const PhotoDecisionSchema = z.object({ id: z.number().int(), state: z.enum(PHOTO_MODERATION_STATES) });

/** Mark complete (spec 2 §7): the place and the day, which cannot be after today. */
export function markCompleteSchema(today: string) {
  return z.object({
    id: RecordId,
    // The web app sends the review form's "track"; the catalogue says "Track".
    type: z
      .string()
      .max(20)
      .transform((type) => type.charAt(0).toUpperCase() + type.slice(1).toLowerCase())
      .pipe(LocationTypeSchema),
    date: IsoDateSchema.refine((date) => date <= today, 'Date cannot be in the future'),
  });
}

export const WishlistParamsSchema = z.object({ id: RecordId });
export const WishlistQuerySchema = z.object({ type: LocationTypeSchema });
