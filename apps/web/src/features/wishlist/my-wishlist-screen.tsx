import { isWishlisted, pathFor, placePath, placeSubtitle, resultTitle } from '@waymark/domain';
import { Link } from 'react-router';
import { ListFirstLoad } from '@/components/list-states/list-states.tsx';
import { Page } from '@/components/page.tsx';
import { WishlistButton } from '@/components/wishlist/wishlist-button.tsx';
import { useSession } from '@/lib/use-session.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { PlaceTile } from '@/ui/place-tile.tsx';
import { useWishlistPlaces } from './api/wishlist-api.ts';
import styles from './my-wishlist.module.css';

const TITLE = 'My Wishlist';

/**
 * My Wishlist (spec 2 §2): a tile for each wishlisted place, last added first. A heart taken
 * off here takes the tile away at once, as the user's list says before the server has answered.
 */
export function MyWishlistScreen() {
  const { user } = useSession();
  const wishlist = user?.wishlist ?? [];
  const places = useWishlistPlaces(wishlist);

  if (!places.data) {
    return (
      <Page title={TITLE} width="wide">
        <ListFirstLoad
          failed={places.isError}
          loading="Loading your wishlist…"
          failure="We couldn’t load your wishlist"
          onRetry={() => void places.refetch()}
        />
      </Page>
    );
  }

  const shown = places.data.list.filter((place) => isWishlisted(user, place));
  return (
    <Page title={TITLE} width="wide">
      {shown.length === 0 ? (
        <EmptyState
          title="Your wishlist is empty"
          description="Tap the heart on a track, hut or campsite to keep it here for one day."
          actions={
            <Button asChild variant="secondary">
              <Link to={pathFor('tracks')}>Find tracks</Link>
            </Button>
          }
        />
      ) : (
        <ul className={styles.grid}>
          {shown.map((place) => (
            <li key={`${place.type}:${place.id}`}>
              <PlaceTile
                layout="card"
                href={placePath(place.type, place.slug)}
                type={place.type}
                title={resultTitle(place)}
                subtitle={placeSubtitle(place)}
                thumbnail={place.thumbnail}
                closed={place.is_closed}
                rating={place}
                action={<WishlistButton place={place} variant="tile" />}
              />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
