import { locationPageTitle } from '@waymark/domain';
import type { Location } from '@waymark/domain';
import { PageMeta } from '@/components/page-meta.tsx';
import { placeKindForRoute } from '@/lib/use-route-place.ts';
import { useCurrentRoute } from '@/lib/use-current-route.ts';
import { CampsitePage, HighlightPage, HutPage, TrackPage } from './place-page.tsx';
import { PlaceFrame, RoutePlace } from '@/components/place-frame/route-place.tsx';
import { CustomTrackComingSoon } from '@/components/place-frame/place-section-screen.tsx';

/** A track, hut, campsite or highlight page (spec 2 §2). Custom tracks are another piece of work. */
export function LocationScreen() {
  const routeName = useCurrentRoute()?.name ?? '';
  return placeKindForRoute(routeName) ? (
    <RoutePlace routeName={routeName}>
      {(place) => <LoadedPlace place={place} routeName={routeName} />}
    </RoutePlace>
  ) : (
    <CustomTrackComingSoon />
  );
}

function LoadedPlace({ place, routeName }: { place: Location; routeName: string }) {
  return (
    <PlaceFrame place={place} routeName={routeName}>
      <PageMeta
        title={locationPageTitle(place)}
        description={place.search.description}
        keywords={place.search.keywords}
        social={{
          description: place.social.description,
          image: place.social.image,
          twitterCard: place.social.twitter_card,
        }}
      />
      {place.type === 'Track' ? <TrackPage place={place} /> : null}
      {place.type === 'Hut' ? <HutPage place={place} /> : null}
      {place.type === 'Campsite' ? <CampsitePage place={place} /> : null}
      {place.type === 'Highlight' ? <HighlightPage place={place} /> : null}
    </PlaceFrame>
  );
}
