import { ComingSoonSection } from '@/components/place-frame/place-section-screen.tsx';

/** The trip plan editor for a place (/tracks/x/plan) or the selected place (/plan). */
export function PlanScreen() {
  return (
    <ComingSoonSection title="Plan your trip" sectionName="Trip plan">
      Naming your trip, adding your group and an emergency contact, and sharing the plan are on their way.
    </ComingSoonSection>
  );
}
