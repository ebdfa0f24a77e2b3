import { locationPageTitle } from '@waymark/domain';
import type { Location, LocationType } from '@waymark/domain';
import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { Page } from '@/components/page.tsx';
import { locationHeading, titleFromSlug } from '@/lib/location-route.ts';
import { placeKindForRoute, useRoutePlace } from '@/lib/use-route-place.ts';
import { useCurrentRoute } from '@/lib/use-current-route.ts';
import { usePageMeta } from '@/lib/use-page-meta.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { PlaceHeader } from './place-header.tsx';
import { PlaceNavigation } from './place-navigation.tsx';
import { CampsitePage, HighlightPage, HutPage, TrackPage } from './place-page.tsx';
import styles from './place-page.module.css';

/** Spec 2 §2 loader texts: "Loading tracks..." and "Loading campsite...". */
const LOADING_TEXT: Record<LocationType, string> = {
  Track: 'Loading tracks...',
  Hut: 'Loading hut...',
  Campsite: 'Loading campsite...',
  Highlight: 'Loading highlight...',
};

/** A track, hut, campsite or highlight page (spec 2 §2). Custom tracks are another piece of work. */
export function LocationScreen() {
  const routeName = useCurrentRoute()?.name ?? '';
  return placeKindForRoute(routeName) ? <PlaceScreen routeName={routeName} /> : <CustomTrackPlaceholder />;
}

function PlaceScreen({ routeName }: { routeName: string }) {
  const { kind, slug, query, isNotFound } = useRoutePlace(routeName);
  const place = query.data;

  if (place) return <LoadedPlace place={place} routeName={routeName} />;
  if (query.isError && !isNotFound) {
    return (
      <Page title={titleFromSlug(slug)} eyebrow={kind} width="narrow">
        <EmptyState
          title={`We couldn’t load this ${kind.toLowerCase()}`}
          description="Check your connection and try again."
          actions={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      </Page>
    );
  }
  return <PlaceLoading kind={kind} title={titleFromSlug(slug)} />;
}

function LoadedPlace({ place, routeName }: { place: Location; routeName: string }) {
  usePageMeta({
    title: locationPageTitle(place),
    description: place.search.description,
    keywords: place.search.keywords,
    social: {
      description: place.social.description,
      image: place.social.image,
      twitterCard: place.social.twitter_card,
    },
  });
  return (
    <article className={styles.page}>
      <PlaceHeader place={place} />
      {place.type !== 'Highlight' ? (
        <PlaceNavigation type={place.type} slug={place.slug} routeName={routeName} />
      ) : null}
      <div className={styles.body}>
        {place.type === 'Track' ? <TrackPage place={place} /> : null}
        {place.type === 'Hut' ? <HutPage place={place} /> : null}
        {place.type === 'Campsite' ? <CampsitePage place={place} /> : null}
        {place.type === 'Highlight' ? <HighlightPage place={place} /> : null}
      </div>
    </article>
  );
}

/** The title from the address while the place loads, so the page is never a blank. */
function PlaceLoading({ kind, title }: { kind: LocationType; title: string }) {
  usePageMeta({ title });
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.loadingBanner}>
        <div className={styles.loadingTitle}>
          <p className={styles.loadingKind}>{kind}</p>
          <h1>{title}</h1>
        </div>
      </div>
      <div className={styles.body}>
        <p className={styles.loadingText}>
          <Spinner size="sm" label="" />
          <span role="status">{LOADING_TEXT[kind]}</span>
        </p>
        <div className={styles.loadingLines}>
          <Skeleton width="90%" />
          <Skeleton width="75%" />
          <Skeleton width="82%" />
        </div>
      </div>
    </div>
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
