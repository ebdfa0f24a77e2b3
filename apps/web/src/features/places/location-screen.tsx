import { locationPageTitle } from '@waymark/domain';
import type { CustomTrack, Location } from '@waymark/domain';
import { PageMeta } from '@/components/page-meta.tsx';
import { placeKindForRoute } from '@/lib/use-route-place.ts';
import { useCurrentRoute } from '@/lib/use-current-route.ts';
import { CampsitePage, HighlightPage, HutPage, TrackPage } from './place-page.tsx';
import {
  CustomTrackFrame,
  PlaceFrame,
  RouteCustomTrack,
  RoutePlace,
} from '@/components/place-frame/route-place.tsx';
import { CustomTrackPage } from './custom-track-page.tsx';

/** A track, hut, campsite, highlight or custom track page (spec 2 §2). */
export function LocationScreen() {
  const routeName = useCurrentRoute()?.name ?? '';
  return placeKindForRoute(routeName) ? (
    <RoutePlace routeName={routeName}>
      {(place) => <LoadedPlace place={place} routeName={routeName} />}
    </RoutePlace>
  ) : (
    <RouteCustomTrack>
      {(track) => <LoadedCustomTrack track={track} routeName={routeName} />}
    </RouteCustomTrack>
  );
}

function LoadedCustomTrack({ track, routeName }: { track: CustomTrack; routeName: string }) {
  return (
    <CustomTrackFrame track={track} routeName={routeName}>
      <PageMeta title={`${track.title} – Custom track`} />
      <CustomTrackPage track={track} />
    </CustomTrackFrame>
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
