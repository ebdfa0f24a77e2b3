import type { Location, LocationType } from '@waymark/domain';
import type { ReactNode } from 'react';
import { Page } from '@/components/page.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { titleFromSlug } from '@/lib/location-route.ts';
import { useAlerts } from '@/lib/conditions-api.ts';
import { useRoutePlace } from '@/lib/use-route-place.ts';
import { useTripDates } from '@/lib/use-trip-dates.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { PlaceHeader } from './place-header.tsx';
import { PlaceNavigation } from './place-navigation.tsx';
import styles from './place-frame.module.css';

/** Spec 2 §2 loader texts: "Loading tracks..." and "Loading campsite...". */
const LOADING_TEXT: Record<LocationType, string> = {
  Track: 'Loading tracks...',
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
  const place = query.data;

  if (place) return children(place);
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

/** The title from the address while the place loads, so the page is never a blank. */
function PlaceLoading({ kind, title }: { kind: LocationType; title: string }) {
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
  const { tripDates } = useTripDates(place);
  // The same call the alerts page makes, so opening it after this is instant.
  const alerts = useAlerts(place, tripDates);
  return (
    <article className={styles.page}>
      <PlaceHeader place={place} />
      {place.type !== 'Highlight' ? (
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
