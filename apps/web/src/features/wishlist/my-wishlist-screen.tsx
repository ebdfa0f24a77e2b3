import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function MyWishlistScreen() {
  return (
    <Page title="My Wishlist">
      <ComingSoon>Tracks, huts and campsites you want to visit one day will be saved here.</ComingSoon>
    </Page>
  );
}
