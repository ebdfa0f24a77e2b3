import {
  CUSTOM_TRACK_KIND,
  CUSTOM_TRACK_ROUTE,
  pathFor,
  placePath,
  planDatesOf,
  planPlaceOf,
  tripDatesLabel,
  tripNameOf,
} from '@waymark/domain';
import type { PlaceKind, TripDates } from '@waymark/domain';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Page } from '@/components/page.tsx';
import { RoutePlan } from '@/components/route-plan.tsx';
import { selectCurrentPlace, useAppStore } from '@/lib/app-store.ts';
import type { ConditionsTarget } from '@/lib/conditions-api.ts';
import { customTrackPlace, type SectionPlace } from '@/lib/section-place.ts';
import { useTripDates } from '@/lib/use-trip-dates.ts';
import { locationPageFor } from '@/lib/location-route.ts';
import { useCurrentRoute } from '@/lib/use-current-route.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { CustomTrackFrame, PlaceFrame, RouteCustomTrack, RoutePlace } from './route-place.tsx';

type Section = 'alerts' | 'weather';

const LOCATION_TYPES: readonly PlaceKind[] = ['Track', 'Hut', 'Campsite', 'Highlight', CUSTOM_TRACK_KIND];

/**
 * A section page (alerts, weather, gear, plan) of the place the address names, inside the
 * place's header and navigation like its other pages; `withoutPlace` where the address names
 * none (/gear, /plan).
 */
export function PlaceSection({
  withoutPlace,
  children,
}: {
  withoutPlace: ReactNode;
  children: (place: SectionPlace) => ReactNode;
}) {
  const routeName = useCurrentRoute()?.name ?? '';
  const page = locationPageFor(routeName);
  if (!page) return withoutPlace;
  if (page.location.routeName === CUSTOM_TRACK_ROUTE.routeName) {
    return (
      <RouteCustomTrack>
        {(track) => (
          <CustomTrackFrame track={track} routeName={routeName}>
            {children(customTrackPlace(track))}
          </CustomTrackFrame>
        )}
      </RouteCustomTrack>
    );
  }
  return (
    <RoutePlace routeName={routeName}>
      {(place) => (
        <PlaceFrame place={place} routeName={routeName}>
          {children(place)}
        </PlaceFrame>
      )}
    </RoutePlace>
  );
}

/** What an alerts or weather page is about: a place, and the trip dates to ask for. */
export type SectionSubject = {
  target: ConditionsTarget;
  place: { title: string; type: PlaceKind };
  tripDates: TripDates | undefined;
};

/**
 * The alerts or weather page of the place the address names (for the walker's chosen dates), of
 * a trip plan's place (for the plan's dates), or at /alerts and /weather the selected place,
 * whose own page it opens.
 */
export function PlaceSectionScreen({
  section,
  children,
}: {
  section: Section;
  children: (subject: SectionSubject) => ReactNode;
}) {
  const routeName = useCurrentRoute()?.name ?? '';
  if (routeName === section) return <SelectedPlaceSection section={section} />;
  if (routeName === `plan-${section}`) return <PlanSection section={section}>{children}</PlanSection>;
  return (
    <PlaceSection withoutPlace={null}>
      {(place) => <PlaceSubject place={place}>{children}</PlaceSubject>}
    </PlaceSection>
  );
}

function PlaceSubject({
  place,
  children,
}: {
  place: SectionPlace;
  children: (subject: SectionSubject) => ReactNode;
}) {
  const { tripDates } = useTripDates(place);
  return children({ target: place, place, tripDates });
}

/** /plan/{guid}/alerts and /weather: the plan's place for the plan's dates (spec 3). */
function PlanSection({
  section,
  children,
}: {
  section: Section;
  children: (subject: SectionSubject) => ReactNode;
}) {
  return (
    <RoutePlan title={section === 'alerts' ? 'Trip alerts' : 'Trip weather'}>
      {(plan) => {
        // A plan's place always names a place route; a link to anything else reads as no plan.
        const place = planPlaceOf(plan)!;
        return (
          <Page
            title={tripNameOf(plan)}
            eyebrow={`Trip plan · ${section === 'alerts' ? 'Alerts' : 'Weather'}`}
            width="wide"
            intro={
              <>
                <Link to={pathFor('plan-readonly', { guid: plan.guid })}>Back to the plan</Link>
                {' · '}
                {plan.location.title}
                {plan.date ? ` · ${tripDatesLabel(planDatesOf(plan.date))}` : ''}
              </>
            }
          >
            {children({
              target: place,
              place: { title: plan.location.title, type: place.type },
              tripDates: plan.date ? { start: plan.date.start, end: plan.date.end } : undefined,
            })}
          </Page>
        );
      }}
    </RoutePlan>
  );
}

const SECTION_PAGES = {
  alerts: { title: 'Alerts & Weather Warnings', purpose: 'see its alerts', types: LOCATION_TYPES },
  weather: { title: 'Weather', purpose: 'see its weather forecast', types: LOCATION_TYPES },
  plan: {
    title: 'Plan your trip',
    purpose: 'plan a trip there',
    types: ['Track', 'Hut', 'Campsite', CUSTOM_TRACK_KIND],
  },
  gear: { title: 'Gear list', purpose: 'see what to pack', types: LOCATION_TYPES },
} as const;

/** /alerts, /weather and /plan: the selected place's page, or a way to choose one. */
export function SelectedPlaceSection({ section }: { section: keyof typeof SECTION_PAGES }) {
  const selected = useAppStore(selectCurrentPlace);
  const page = SECTION_PAGES[section];
  if (selected?.slug && (page.types as readonly string[]).includes(selected.type)) {
    return <Navigate to={placePath(selected.type as PlaceKind, selected.slug, section)} replace />;
  }
  return (
    <Page title={page.title} width="narrow">
      <EmptyState
        title="You haven't selected a location"
        description={`Choose a track, hut or campsite to ${page.purpose}.`}
        actions={
          <Button asChild>
            <Link to={pathFor('tracks')}>Find a track</Link>
          </Button>
        }
      />
    </Page>
  );
}
