import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { PlaceSection } from '@/components/place-frame/place-section-screen.tsx';

const COMING = 'A gear list for this trip that you can tick off and share with your group is on its way.';

/** The gear list for a trip to a place (/tracks/x/gear) or the selected place (/gear). */
export function GearScreen() {
  return (
    <PlaceSection
      withoutPlace={
        <Page title="Gear list" width="wide">
          <ComingSoon>{COMING}</ComingSoon>
        </Page>
      }
    >
      {(place) => (
        <>
          <PageMeta title={`${place.title} – ${place.type} Gear list`} />
          <ComingSoon>{COMING}</ComingSoon>
        </>
      )}
    </PlaceSection>
  );
}
