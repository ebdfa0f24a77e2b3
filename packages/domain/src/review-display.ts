import type { ReviewDifficulty } from './reviews.ts';
import { REVIEW_DIFFICULTIES } from './reviews.ts';

/** How a saved review is shown: on place pages, in My Reviews and in the wizard (spec 2 §2, §9). */

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

/** A review's feature tags shown before "View all + (n)" (spec 2 §2, §9). */
export const REVIEW_TAGS_SHOWN_FIRST = 5;
/** A review's comment collapses with "Read more" at this height, in px (spec 2 §9). */
export const REVIEW_COMMENT_COLLAPSED_HEIGHT = { narrow: 96, wide: 72 } as const;

/** When a review's trip was, as its card shows it: "2026-11-03" → "November 2026". */
export function completedMonth(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-NZ', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
