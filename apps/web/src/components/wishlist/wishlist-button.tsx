import { isWishlisted, SOMETHING_WENT_WRONG } from '@waymark/domain';
import clsx from 'clsx';
import { useState } from 'react';
import { failureMessage } from '@/lib/api-client.ts';
import { selectIsSignedIn, useAppStore } from '@/lib/app-store.ts';
import { toggleWishlist, wishlistAfterLogin, type WishlistPlace } from '@/lib/wishlist.ts';
import { Icon, type IconProps } from '@/ui/icons.tsx';
import { useToast } from '@/ui/toast.tsx';
import styles from './wishlist-button.module.css';

export type WishlistButtonProps = {
  place: WishlistPlace & { title: string };
  /** "header": a labelled pill in a place's header; "tile": a heart over a tile's photo. */
  variant: 'header' | 'tile';
  className?: string;
};

/**
 * The wishlist toggle (spec 2 §4): it changes at once and the call follows; a failure puts it
 * back and says so. A visitor is asked to log in, and the place is added once they have.
 */
export function WishlistButton({ place, variant, className }: WishlistButtonProps) {
  const isSignedIn = useAppStore(selectIsSignedIn);
  const wishlisted = useAppStore((state) => isWishlisted(state.user, place));
  const [saving, setSaving] = useState(false);
  const { toast } = useToast();

  const tellFailure = (error: unknown) =>
    toast({
      title: `We couldn’t update your wishlist`,
      description: failureMessage(error, SOMETHING_WENT_WRONG),
      tone: 'error',
    });

  function press() {
    if (!isSignedIn) {
      wishlistAfterLogin(place, tellFailure);
      return;
    }
    setSaving(true);
    toggleWishlist(place)
      .catch(tellFailure)
      .finally(() => setSaving(false));
  }

  return (
    <button
      type="button"
      className={clsx(styles.button, styles[variant], wishlisted && styles.on, className)}
      aria-pressed={wishlisted}
      // A second press while the first is on its way would race it; the heart has already turned.
      aria-busy={saving || undefined}
      disabled={saving}
      {...(variant === 'tile' ? { 'aria-label': `Wishlist ${place.title}` } : {})}
      onClick={press}
    >
      <HeartIcon size={variant === 'tile' ? 20 : 18} filled={wishlisted} />
      {variant === 'header' ? 'Wishlist' : null}
    </button>
  );
}

function HeartIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <Icon {...props}>
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Icon>
  );
}

/** A tile's heart; highlights cannot be wishlisted from tiles (spec 2 §4), so theirs has none. */
export function tileWishlistAction(place: WishlistButtonProps['place']) {
  return place.type === 'Highlight' ? undefined : <WishlistButton place={place} variant="tile" />;
}
