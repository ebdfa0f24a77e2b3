import { pathFor, placePath } from '@waymark/domain';
import type { Location, LocationType } from '@waymark/domain';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { Page } from '@/components/page.tsx';
import { selectCurrentPlace, useAppStore } from '@/lib/app-store.ts';
import type { ConditionsTarget } from '@/lib/conditions-api.ts';
import { locationHeading, locationPageFor } from '@/lib/location-route.ts';
import { useCurrentRoute } from '@/lib/use-current-route.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { PlaceFrame, RoutePlace } from './route-place.tsx';

type Section = 'alerts' | 'weather';

const LOCATION_TYPES: readonly string[] = ['Track', 'Hut', 'Campsite', 'Highlight'];

/**
 * The alerts or weather page of whichever place the address names: a catalogue place (in its
 * track header and navigation), a custom track (by id), or at /alerts and /weather the selected
 * place, whose own page it opens.
 */
export function PlaceSectionScreen({
  section,
  children,
}: {
  section: Section;
  children: (target: ConditionsTarget, place: Location | undefined) => ReactNode;
}) {
  const routeName = useCurrentRoute()?.name ?? '';
  const params = useParams();
  if (routeName === section) return <SelectedPlaceSection section={section} />;
  if (routeName === `plan-${section}`) {
    return (
      <Page title={section === 'alerts' ? 'Trip alerts' : 'Trip weather'} eyebrow="Trip plan" width="wide">
        <ComingSoon>The alerts and weather of a shared trip plan arrive with trip plans.</ComingSoon>
      </Page>
    );
  }
  const page = locationPageFor(routeName);
  if (page?.location.routeName === 'custom-track') {
    const heading = locationHeading(routeName, params);
    return (
      <Page title={heading?.title ?? 'Custom track'} eyebrow={heading?.eyebrow} width="wide">
        {children({ kind: 'CustomTrack', id: params[page.location.param] ?? '' }, undefined)}
      </Page>
    );
  }
  return (
    <RoutePlace routeName={routeName}>
      {(place) => (
        <PlaceFrame place={place} routeName={routeName}>
          {children({ kind: place.type, slug: place.slug }, place)}
        </PlaceFrame>
      )}
    </RoutePlace>
  );
}

/** /alerts and /weather: the selected place's page, or a way to choose one. */
function SelectedPlaceSection({ section }: { section: Section }) {
  const selected = useAppStore(selectCurrentPlace);
  if (selected?.slug && LOCATION_TYPES.includes(selected.type)) {
    return <Navigate to={placePath(selected.type as LocationType, selected.slug, section)} replace />;
  }
  return (
    <Page title={section === 'alerts' ? 'Alerts & Weather Warnings' : 'Weather'} width="narrow">
      <EmptyState
        title="You haven't selected a location"
        description={`Choose a track, hut or campsite to see its ${section === 'alerts' ? 'alerts' : 'weather forecast'}.`}
        actions={
          <Button asChild>
            <Link to={pathFor('tracks')}>Find a track</Link>
          </Button>
        }
      />
    </Page>
  );
}

/** A custom track that does not exist (or is not this person's): name the missing page, offer tracks. */
export function MissingTrack({ section }: { section: Section }) {
  return (
    <EmptyState
      title="We couldn’t find this track"
      description={`There is no custom track at this address, so there are no ${section === 'alerts' ? 'alerts' : 'forecasts'} to show for it.`}
      actions={
        <Button asChild variant="secondary">
          <Link to={pathFor('tracks')}>Browse tracks</Link>
        </Button>
      }
    />
  );
}
