import type { Review } from '@waymark/domain';
import { create } from 'zustand';

/**
 * Who opens the review wizard, and with what (spec 2 §2 "Review modal data": track, type,
 * reviewData, existingReviewId). The wizard lives in the reviews feature and is mounted once by
 * the shell; place pages, the date dialog and My Reviews open it through here, since features
 * do not import each other.
 */

/** The place a review is of, as much of it as the wizard needs. */
export type ReviewedPlace = {
  id: number;
  type: 'Track' | 'Hut' | 'Campsite';
  title: string;
  slug: string;
};

export type ReviewModalRequest = {
  place: ReviewedPlace;
  /** An existing review to edit ("Update review"); a new review without it. */
  review?: Review;
  /** The completed date already picked in the date dialog, as YYYY-MM-DD. */
  date?: string;
};

type ReviewModalState = { request: ReviewModalRequest | null };

export const useReviewModal = create<ReviewModalState>(() => ({ request: null }));

export function openReviewModal(request: ReviewModalRequest): void {
  useReviewModal.setState({ request });
}

export function closeReviewModal(): void {
  useReviewModal.setState({ request: null });
}
