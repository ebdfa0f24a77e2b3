import { pathFor, placePath } from '@waymark/domain';
import type { LocationType } from '@waymark/domain';
import { Link, Navigate } from 'react-router';
import { Page } from '@/components/page.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { PlaceSection } from '@/components/place-frame/place-section-screen.tsx';
import { selectCurrentPlace, useAppStore } from '@/lib/app-store.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { PlanEditor } from './editor/plan-editor.tsx';

const PLAN_PLACE_TYPES: readonly string[] = ['Track', 'Hut', 'Campsite'];

/** The trip plan editor for a place (/tracks/x/plan); /plan opens the selected place's. */
export function PlanScreen() {
  return (
    <PlaceSection withoutPlace={<SelectedPlacePlan />}>
      {(place) => (
        <>
          <PageMeta title={`${place.title} – ${place.type} Trip plan`} />
          <PlanEditor place={place} />
        </>
      )}
    </PlaceSection>
  );
}

function SelectedPlacePlan() {
  const selected = useAppStore(selectCurrentPlace);
  if (selected?.slug && PLAN_PLACE_TYPES.includes(selected.type)) {
    return <Navigate to={placePath(selected.type as LocationType, selected.slug, 'plan')} replace />;
  }
  return (
    <Page title="Plan your trip" width="narrow">
      <EmptyState
        title="You haven't selected a location"
        description="Choose a track, hut or campsite to plan a trip there."
        actions={
          <Button asChild>
            <Link to={pathFor('tracks')}>Find a track</Link>
          </Button>
        }
      />
    </Page>
  );
}
