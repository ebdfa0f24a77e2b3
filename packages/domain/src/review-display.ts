import type { ReviewDifficulty } from './reviews.ts';
import { REVIEW_DIFFICULTIES } from './reviews.ts';

/** How a saved review is shown: on place pages, in My Reviews and in the wizard (spec 2 §2, §9). */

/** How a review's difficulty reads: the wizard's choices and the tag on a review (spec 2 My Reviews). */
export const REVIEW_DIFFICULTY_LABELS: Record<ReviewDifficulty, string> = {
  easier: 'Easier',
  expected: 'As Expected',
  harder: 'Harder',
};

/** Which of a saved review's easier / expected / harder flags is set, if any. */
export function reviewDifficultyOf(review: Record<ReviewDifficulty, boolean>): ReviewDifficulty | null {
  return REVIEW_DIFFICULTIES.find((difficulty) => review[difficulty]) ?? null;
}

/** The tag a saved review carries: "Easier", "As Expected" or "Harder"; none when it has none. */
export function reviewDifficultyTag(review: Record<ReviewDifficulty, boolean>): string | null {
  const difficulty = reviewDifficultyOf(review);
  return difficulty ? REVIEW_DIFFICULTY_LABELS[difficulty] : null;
}

/** "1 image pending approval", "2 images pending approval"; nothing when none are waiting. */
export function pendingPhotosNote(count: number): string | null {
  if (count <= 0) return null;
  return `${count} ${count === 1 ? 'image' : 'images'} pending approval`;
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
