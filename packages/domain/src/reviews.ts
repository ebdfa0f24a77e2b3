import { z } from 'zod';
import { IsoDateSchema } from './account.ts';
import { RECORD_ID_MAX } from './limits.ts';
import { LocationTypeSchema } from './location-type.ts';
import { multiLineText } from './safe-text.ts';

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
/** How a review's difficulty reads, in the wizard and on the place page. */
export const REVIEW_DIFFICULTY_LABELS: Record<ReviewDifficulty, string> = {
  easier: 'Easier',
  expected: 'As expected',
  harder: 'Harder',
};

/** Which of a saved review's easier / expected / harder flags is set, if any. */
export function reviewDifficultyOf(review: Record<ReviewDifficulty, boolean>): ReviewDifficulty | null {
  return REVIEW_DIFFICULTIES.find((difficulty) => review[difficulty]) ?? null;
}

/** Step one's tags (what the way was like) and step two's (what was worth seeing), spec 2 §5. */
export const REVIEW_FEATURES_1 = [
  'River crossings',
  'Steep drop-offs',
  'Stairs',
  'Muddy',
  'Snow/Ice',
  'Overgrown',
  'Steep terrain',
] as const;
export const REVIEW_FEATURES_2 = [
  'Waterfalls',
  'Scenic views',
  'Historic sites',
  'Cool bridges',
  'Swimming spots',
  'Native birds',
  'Marine life',
] as const;

export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_RATING_MAX = 5;
/** Reviews a place page shows before "Show all", and the My Reviews page size (spec 2 §9). */
export const REVIEWS_SHOWN_FIRST = 4;
export const MY_REVIEWS_PAGE_SIZE = 3;
/** A review's feature tags shown before "View all + (n)" (spec 2 §2, §9). */
export const REVIEW_TAGS_SHOWN_FIRST = 5;
/** A review's comment collapses with "Read more" at this height, in px (spec 2 §9). */
export const REVIEW_COMMENT_COLLAPSED_HEIGHT = { narrow: 96, wide: 72 } as const;

export const REVIEW_PHOTOS_MAX = 3;
export const TOO_MANY_REVIEW_PHOTOS = `You can only attach max ${REVIEW_PHOTOS_MAX} photos.`;
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const REVIEW_PHOTO_TYPES_MESSAGE = 'Please attach a JPEG or PNG photo.';
/** Photos are made to fit this box, never enlarged (spec 2 §5). */
export const REVIEW_PHOTO_BOX = { width: 1280, height: 720 } as const;

/** Whether adding `adding` photos to a review that keeps `kept` stays within the limit. */
export function fitsPhotoLimit(kept: number, adding: number): boolean {
  return kept + adding <= REVIEW_PHOTOS_MAX;
}

export type ReviewStep = 'date' | 'difficulty' | 'comment' | 'features-1' | 'features-2' | 'attachments';

/** Huts and campsites skip difficulty and features-1: they are stayed at, not walked. */
export function reviewSteps(type: ReviewedPlaceType): ReviewStep[] {
  const walked = type === 'track';
  return [
    'date',
    ...(walked ? (['difficulty'] as const) : []),
    'comment',
    ...(walked ? (['features-1'] as const) : []),
    'features-2',
    'attachments',
  ];
}

const RATING_MESSAGE = (type: ReviewedPlaceType) => `Please rate the ${type}.`;

/**
 * The review form (spec 2 §3), one schema for the wizard and the API. `today` is the New
 * Zealand date the caller trusts (the server's clock on the server), since no review can be of
 * a trip still to come.
 */
export function reviewFormSchema(today: string) {
  return z
    .object({
      type: ReviewedPlaceTypeSchema.default('track'),
      date: z
        .string({ error: 'Please pick a date' })
        .min(1, 'Please pick a date')
        .pipe(IsoDateSchema)
        .refine((date) => date <= today, 'Date cannot be in the future'),
      difficulty: z.enum(REVIEW_DIFFICULTIES).nullish(),
      rating: z.number().int().min(1).max(REVIEW_RATING_MAX).nullish(),
      comment: multiLineText('Comment')
        .max(REVIEW_COMMENT_MAX, `Comments can be at most ${REVIEW_COMMENT_MAX} characters.`)
        .default(''),
      features1: z.array(z.enum(REVIEW_FEATURES_1)).max(REVIEW_FEATURES_1.length).default([]),
      features2: z.array(z.enum(REVIEW_FEATURES_2)).max(REVIEW_FEATURES_2.length).default([]),
      /** How many photos the wizard will send after saving; checked against the limit up front. */
      numImages: z.number().int().min(0).default(0),
    })
    .superRefine((form, check) => {
      if (form.type === 'track' && !form.difficulty)
        check.addIssue({
          code: 'custom',
          path: ['difficulty'],
          message: 'Please select one option for how you found the track.',
        });
      if (!form.rating)
        check.addIssue({ code: 'custom', path: ['rating'], message: RATING_MESSAGE(form.type) });
    })
    .transform((form) => ({
      ...form,
      rating: form.rating!,
      // Steps a hut or campsite skips are never kept, whatever was sent.
      difficulty: form.type === 'track' ? form.difficulty! : null,
      features1: form.type === 'track' ? [...new Set(form.features1)] : [],
      features2: [...new Set(form.features2)],
    }));
}
export type ReviewFormInput = z.input<ReturnType<typeof reviewFormSchema>>;
export type ReviewForm = z.output<ReturnType<typeof reviewFormSchema>>;

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
export const PhotoDecisionSchema = z.object({ id: z.number().int(), state: z.enum(PHOTO_MODERATION_STATES) });

/** A place's rating from its reviews: the average to one decimal, null with none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
}

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

const monthAndYear = new Intl.DateTimeFormat('en-NZ', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** When a review's trip was, as its card shows it: "2026-11-03" → "November 2026". */
export function completedMonth(date: string): string {
  return monthAndYear.format(new Date(`${date}T00:00:00Z`));
}
