import { z } from 'zod';
import { IsoDateSchema } from './account.ts';
import { REVIEW_DIFFICULTIES, ReviewedPlaceTypeSchema, type ReviewedPlaceType } from './reviews.ts';
import { multiLineText } from './safe-text.ts';

/**
 * The review form (spec 2 §3 Review form, §5): its steps, tags, limits and messages. Apart from
 * reviews.ts so that pages which only show reviews do not download the form.
 */

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

/**
 * Huts and campsites skip difficulty and features-1: they are stayed at, not walked. A review
 * opened from Mark complete skips the date too: the walker has just given it (issue 28).
 */
export function reviewSteps(type: ReviewedPlaceType, { dateGiven = false } = {}): ReviewStep[] {
  const walked = type === 'track';
  return [
    ...(dateGiven ? [] : (['date'] as const)),
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
