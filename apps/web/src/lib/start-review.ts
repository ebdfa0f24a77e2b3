import type { Location } from '@waymark/domain';
import { selectIsSignedIn, useAppStore } from './app-store.ts';
import { openReviewModal, type ReviewedPlace } from './review-modal.ts';
import { openLoginModal } from './session/login-prompt.ts';

/** The login modal's title when a visitor asks to review (spec 2 §2 "Review dialogs"). */
export const REVIEW_LOGIN_TITLE = 'To leave a review, please log in or create a free account';

/** A track, hut or campsite as the wizard takes it; highlights are never reviewed. */
export function reviewedPlace(place: Pick<Location, 'id' | 'type' | 'title' | 'slug'>): ReviewedPlace | null {
  if (place.type === 'Highlight') return null;
  return { id: place.id, type: place.type, title: place.title, slug: place.slug };
}

/**
 * Spec 2 §4 "Review flow": a signed-in walker gets the review form at once; a visitor logs in
 * first, and the form opens after.
 */
export function startReview(place: ReviewedPlace): void {
  if (selectIsSignedIn(useAppStore.getState())) {
    openReviewModal({ place });
    return;
  }
  openLoginModal({ title: REVIEW_LOGIN_TITLE, onLogin: () => openReviewModal({ place }) });
}
