import type { CustomTrack, Location, PlaceKind } from '@waymark/domain';
import type { ReactNode } from 'react';
import { Page } from '@/components/page.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { titleFromSlug } from '@/lib/location-route.ts';
import { useAlerts } from '@/lib/conditions-api.ts';
import { customTrackPlace, type SectionPlace } from '@/lib/section-place.ts';
import { useRouteCustomTrack, useRoutePlace } from '@/lib/use-route-place.ts';
import { useTripDates } from '@/lib/use-trip-dates.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { CustomTrackHeader, PlaceHeader } from './place-header.tsx';
import { PlaceNavigation } from './place-navigation.tsx';
import styles from './place-frame.module.css';

/** Spec 2 §2 loader texts: "Loading tracks..." (custom tracks too) and "Loading campsite...". */
const LOADING_TEXT: Record<PlaceKind, string> = {
  Track: 'Loading tracks...',
  'Custom track': 'Loading tracks...',
  Hut: 'Loading hut...',
  Campsite: 'Loading campsite...',
  Highlight: 'Loading highlight...',
};

/**
 * The place a page's address names, loaded: while loading, its title from the address and
 * the loader; a failure offers to try again; a 404 has already gone to not-found.
 */
export function RoutePlace({
  routeName,
  children,
}: {
  routeName: string;
  children: (place: Location) => ReactNode;
}) {
  const { kind, slug, query, isNotFound } = useRoutePlace(routeName);
  return (
    <Loaded query={query} isNotFound={isNotFound} kind={kind} title={titleFromSlug(slug)}>
      {children}
    </Loaded>
  );
}

/** The custom track a page's address names, loaded as RoutePlace loads a place. */
export function RouteCustomTrack({ children }: { children: (track: CustomTrack) => ReactNode }) {
  const { query, isNotFound } = useRouteCustomTrack();
  return (
    <Loaded query={query} isNotFound={isNotFound} kind="Custom track" title="Custom track">
      {children}
    </Loaded>
  );
}

function Loaded<T>({
  query,
  isNotFound,
  kind,
  title,
  children,
}: {
  query: { data: T | undefined; isError: boolean; refetch: () => unknown };
  isNotFound: boolean;
  kind: PlaceKind;
  title: string;
  children: (loaded: T) => ReactNode;
}) {
  if (query.data) return children(query.data);
  if (query.isError && !isNotFound) {
    return (
      <Page title={title} eyebrow={kind} width="narrow">
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
  return <PlaceLoading kind={kind} title={title} />;
}

/** The title from the address while the place loads, so the page is never a blank. */
function PlaceLoading({ kind, title }: { kind: PlaceKind; title: string }) {
  return (
    <div className={styles.page} aria-busy="true">
      <PageMeta title={title} />
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

/**
 * Every page of a place: the track header, the navigation (with its "!" when the place has
 * alerts for the chosen dates) and the page's own content.
 */
export function PlaceFrame({
  place,
  routeName,
  children,
}: {
  place: Location;
  routeName: string;
  children: ReactNode;
}) {
  return (
    <Frame
      place={place}
      header={<PlaceHeader place={place} />}
      routeName={routeName}
      withNavigation={place.type !== 'Highlight'}
    >
      {children}
    </Frame>
  );
}

/** Every page of a custom track, framed as a place's are. */
export function CustomTrackFrame({
  track,
  routeName,
  children,
}: {
  track: CustomTrack;
  routeName: string;
  children: ReactNode;
}) {
  return (
    <Frame place={customTrackPlace(track)} header={<CustomTrackHeader track={track} />} routeName={routeName}>
      {children}
    </Frame>
  );
}

function Frame({
  place,
  header,
  routeName,
  withNavigation = true,
  children,
}: {
  place: SectionPlace;
  header: ReactNode;
  routeName: string;
  withNavigation?: boolean;
  children: ReactNode;
}) {
  const { tripDates } = useTripDates(place);
  // The same call the alerts page makes, so opening it after this is instant.
  const alerts = useAlerts(place, tripDates);
  return (
    <article className={styles.page}>
      {header}
      {withNavigation ? (
        <PlaceNavigation
          type={place.type}
          slug={place.slug}
          routeName={routeName}
          hasAlerts={alerts.data?.has_alerts ?? false}
        />
      ) : null}
      <div className={styles.body}>{children}</div>
    </article>
  );
}
