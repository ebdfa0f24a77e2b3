import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { Page } from '@/components/page.tsx';
import { locationHeading } from '@/lib/location-route.ts';
import { useCurrentRoute } from '@/lib/use-current-route.ts';

/** Alerts for a place (/tracks/x/alerts), the selected place (/alerts) or a shared plan (/plan/x/alerts). */
export function AlertsScreen() {
  const route = useCurrentRoute();
  const heading = locationHeading(route?.name ?? '', useParams());
  const isPlan = route?.name === 'plan-alerts';
  return (
    <Page
      title={heading?.title ?? 'Alerts & Weather Warnings'}
      eyebrow={heading?.eyebrow ?? (isPlan ? 'Trip plan' : undefined)}
      width="wide"
    >
      <ComingSoon>
        Weather warnings, DOC track, hut and campsite alerts and avalanche advisories for your trip dates are
        on their way.
      </ComingSoon>
    </Page>
  );
}
