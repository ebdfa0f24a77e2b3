import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { Page } from '@/components/page.tsx';
import { locationHeading } from '@/lib/location-route.ts';
import { useCurrentRoute } from '@/lib/use-current-route.ts';

/** The trip plan editor for a place (/tracks/x/plan) or the selected place (/plan). */
export function PlanScreen() {
  const route = useCurrentRoute();
  const heading = locationHeading(route?.name ?? '', useParams());
  return (
    <Page title={heading?.title ?? 'Plan your trip'} eyebrow={heading?.eyebrow} width="wide">
      <ComingSoon>
        Naming your trip, adding your group and an emergency contact, and sharing the plan are on their way.
      </ComingSoon>
    </Page>
  );
}
