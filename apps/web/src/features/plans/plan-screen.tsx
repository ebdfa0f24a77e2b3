import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { PlaceSection } from '@/components/place-frame/place-section-screen.tsx';

const COMING =
  'Naming your trip, adding your group and an emergency contact, and sharing the plan are on their way.';

/** The trip plan editor for a place (/tracks/x/plan) or the selected place (/plan). */
export function PlanScreen() {
  return (
    <PlaceSection
      withoutPlace={
        <Page title="Plan your trip" width="wide">
          <ComingSoon>{COMING}</ComingSoon>
        </Page>
      }
    >
      {(place) => (
        <>
          <PageMeta title={`${place.title} – ${place.type} Trip plan`} />
          <ComingSoon>{COMING}</ComingSoon>
        </>
      )}
    </PlaceSection>
  );
}
