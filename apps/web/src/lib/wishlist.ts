import { isWishlisted, toggledWishlist } from '@waymark/domain';
import type { LocationType } from '@waymark/domain';
import { useAppStore } from './app-store.ts';
import { openLoginModal } from './session/login-prompt.ts';

/** A catalogue place that can be wishlisted (spec 2 §4 Wishlist). */
export type WishlistPlace = { id: number; type: LocationType };

/**
 * `POST wishlist/{id}?type=…` toggles the place (spec 2 §7). The signed-in user's list changes
 * at once, so every button for the place agrees; the server's answer then becomes the user. If
 * the call fails only this place is put back, keeping whatever else changed meanwhile, and the
 * failure is passed on for the caller to tell.
 */
export async function toggleWishlist(place: WishlistPlace): Promise<void> {
  const before = useAppStore.getState().user;
  const wanted = !isWishlisted(before, place);
  if (before)
    useAppStore.getState().setUser({ ...before, wishlist: toggledWishlist(before.wishlist, place) });
  try {
    // The call and the user's schema load on the first press, after the heart has turned:
    // every search tile shows a heart, and the tracks page's first download has a budget
    // (e2e/specs/page-weight.spec.ts).
    const { sendWishlistToggle } = await import('./wishlist-call.ts');
    const user = await sendWishlistToggle(place);
    if (useAppStore.getState().accessToken) useAppStore.getState().setUser(user);
  } catch (error) {
    const now = useAppStore.getState().user;
    if (now && isWishlisted(now, place) === wanted) {
      useAppStore.getState().setUser({ ...now, wishlist: toggledWishlist(now.wishlist, place) });
    }
    throw error;
  }
}

/**
 * A visitor is asked to log in first; once they have, the place is added unless their account
 * already had it (spec 2 §4), since toggling it then would take it off.
 */
export function wishlistAfterLogin(place: WishlistPlace, onError: (error: unknown) => void): void {
  openLoginModal({
    onLogin: () => {
      if (isWishlisted(useAppStore.getState().user, place)) return;
      toggleWishlist(place).catch(onError);
    },
  });
}
