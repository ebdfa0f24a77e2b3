import { locationPageTitle } from '@waymark/domain';
import type { Location } from '@waymark/domain';
import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { Page } from '@/components/page.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { locationHeading } from '@/lib/location-route.ts';
import { placeKindForRoute } from '@/lib/use-route-place.ts';
import { useCurrentRoute } from '@/lib/use-current-route.ts';
import { CampsitePage, HighlightPage, HutPage, TrackPage } from './place-page.tsx';
import { PlaceFrame, RoutePlace } from '@/components/place-frame/route-place.tsx';

/** A track, hut, campsite or highlight page (spec 2 §2). Custom tracks are another piece of work. */
export function LocationScreen() {
  const routeName = useCurrentRoute()?.name ?? '';
  return placeKindForRoute(routeName) ? (
    <RoutePlace routeName={routeName}>
      {(place) => <LoadedPlace place={place} routeName={routeName} />}
    </RoutePlace>
  ) : (
    <CustomTrackPlaceholder />
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

function CustomTrackPlaceholder() {
  const route = useCurrentRoute();
  const heading = locationHeading(route?.name ?? '', useParams());
  return (
    <Page title={heading?.title ?? 'Place'} eyebrow={heading?.eyebrow} width="wide">
      <ComingSoon>Your custom track’s details, map, alerts and weather are on their way.</ComingSoon>
    </Page>
  );
}
