import { PageMeta } from '@/components/page-meta.tsx';
import { PlaceSection, SelectedPlaceSection } from '@/components/place-frame/place-section-screen.tsx';
import { PlanEditor } from './editor/plan-editor.tsx';

/** The trip plan editor for a place (/tracks/x/plan); /plan opens the selected place's. */
export function PlanScreen() {
  return (
    <PlaceSection withoutPlace={<SelectedPlaceSection section="plan" />}>
      {(place) => (
        <>
          <PageMeta title={`${place.title} – ${place.type} Trip plan`} />
          <PlanEditor place={place} />
        </>
      )}
    </PlaceSection>
  );
}
