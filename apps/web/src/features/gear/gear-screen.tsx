import { PageMeta } from '@/components/page-meta.tsx';
import { PlaceSection, SelectedPlaceSection } from '@/components/place-frame/place-section-screen.tsx';
import { PlanGearPage } from './plan-gear-page.tsx';

/** The gear list for a trip to a place (/tracks/x/gear); /gear opens the selected place's. */
export function GearScreen() {
  return (
    <PlaceSection withoutPlace={<SelectedPlaceSection section="gear" />}>
      {(place) => (
        <>
          <PageMeta title={`${place.title} – ${place.type} Gear list`} />
          <PlanGearPage place={place} />
        </>
      )}
    </PlaceSection>
  );
}
