/**
 * A place's rating from its reviews, and how its stars show (spec 2 §2, §3, §9). Nothing else is
 * imported here: every search tile draws stars, and what this module pulls in is downloaded
 * with the tracks page.
 */

/** A place's rating from its reviews: the average to one decimal, null with none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
}

/** Stars show only when there is an average and more than one rating (spec 2 §2, §9). */
export function showsRatingStars(place: { average_rating: number | null; rating_count: number }): boolean {
  return place.average_rating !== null && place.rating_count > 1;
}

/** Five stars, each filled 0–100 percent, for a rating from 0 to 5: 3.5 → [100, 100, 100, 50, 0]. */
export function starFills(rating: number): number[] {
  return [0, 1, 2, 3, 4].map((index) => Math.round(Math.min(Math.max(rating - index, 0), 1) * 100));
}
