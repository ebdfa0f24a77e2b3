import type { Location, PlaceGearPresets } from '@waymark/domain';
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
          <PlanGearPage place={withPresets(place)} />
        </>
      )}
    </PlaceSection>
  );
}

// TODO(gear-api): the catalogue answers gear presets once the gear server work lands.
function withPresets(place: Location): Location & PlaceGearPresets {
  const presets = place as Partial<PlaceGearPresets>;
  return {
    ...place,
    gear_list_presets: presets.gear_list_presets ?? [],
    duration_category_gear_list: presets.duration_category_gear_list ?? null,
  };
}
