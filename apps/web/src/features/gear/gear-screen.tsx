import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { Page } from '@/components/page.tsx';
import { locationHeading } from '@/lib/location-route.ts';
import { useCurrentRoute } from '@/lib/use-current-route.ts';

/** The gear list for a trip to a place (/tracks/x/gear) or the selected place (/gear). */
export function GearScreen() {
  const route = useCurrentRoute();
  const heading = locationHeading(route?.name ?? '', useParams());
  return (
    <Page title={heading?.title ?? 'Gear list'} eyebrow={heading?.eyebrow} width="wide">
      <ComingSoon>
        A gear list for this trip that you can tick off and share with your group is on its way.
      </ComingSoon>
    </Page>
  );
}
