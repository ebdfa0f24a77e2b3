import { reviewDifficultyOf, reviewFormSchema } from '@waymark/domain';
import type { ReviewDifficulty, ReviewedPlaceType, ReviewForm, ReviewStep } from '@waymark/domain';
import type { ReviewModalRequest } from '@/lib/review-modal.ts';

/** What the wizard holds while the walker fills it in; checked by the domain's one schema. */
export type ReviewDraft = {
  date: string;
  difficulty: ReviewDifficulty | null;
  rating: number | null;
  comment: string;
  features1: string[];
  features2: string[];
};

export function reviewedTypeOf(request: ReviewModalRequest): ReviewedPlaceType {
  return request.place.type === 'Track' ? 'track' : request.place.type === 'Hut' ? 'hut' : 'campsite';
}

/** An empty form, or the review being edited as it was saved. */
export function draftFrom({ review, date }: ReviewModalRequest): ReviewDraft {
  if (!review) {
    return { date: date ?? '', difficulty: null, rating: null, comment: '', features1: [], features2: [] };
  }
  return {
    date: review.completed,
    difficulty: reviewDifficultyOf(review),
    rating: review.rating,
    comment: review.comment,
    features1: review.features1,
    features2: review.features2,
  };
}

/** The form fields each step asks for, so a step shows only its own problems. */
const STEP_FIELDS: Record<ReviewStep, readonly string[]> = {
  date: ['date'],
  difficulty: ['difficulty'],
  comment: ['rating', 'comment'],
  'features-1': ['features1'],
  'features-2': ['features2'],
  attachments: ['numImages'],
};

export type DraftProblems = Partial<Record<string, string>>;

export type CheckedDraft = { form: ReviewForm; problems: null } | { form: null; problems: DraftProblems };

/**
 * The draft through `reviewFormSchema(today)`, as the server will check it: the form to send,
 * or the first message for each field.
 */
export function checkDraft(
  draft: ReviewDraft,
  type: ReviewedPlaceType,
  numImages: number,
  today: string,
): CheckedDraft {
  const parsed = reviewFormSchema(today).safeParse({ ...draft, type, numImages });
  if (parsed.success) return { form: parsed.data, problems: null };
  const problems: DraftProblems = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return { form: null, problems };
}

/** The problems a step's own fields have; none means the walker may go on. */
export function stepProblems(step: ReviewStep, problems: DraftProblems | null): DraftProblems {
  if (!problems) return {};
  return Object.fromEntries(
    Object.entries(problems).filter(([field]) => STEP_FIELDS[step].includes(field)),
  ) as DraftProblems;
}
