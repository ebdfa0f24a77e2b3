import { ComingSoonSection } from '@/components/place-frame/place-section-screen.tsx';

/** The gear list for a trip to a place (/tracks/x/gear) or the selected place (/gear). */
export function GearScreen() {
  return (
    <ComingSoonSection title="Gear list" sectionName="Gear list">
      A gear list for this trip that you can tick off and share with your group is on its way.
    </ComingSoonSection>
  );
}
