import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { Page } from '@/components/page.tsx';
import { locationHeading } from '@/lib/location-route.ts';
import { useCurrentRoute } from '@/lib/use-current-route.ts';

/** A track, hut, campsite, highlight or custom track page (spec 2 §2). */
export function LocationScreen() {
  const route = useCurrentRoute();
  const heading = locationHeading(route?.name ?? '', useParams());
  return (
    <Page title={heading?.title ?? 'Place'} eyebrow={heading?.eyebrow} width="wide">
      <ComingSoon>
        Photos, track details, facilities, nearby places and reviews for this place are on their way.
      </ComingSoon>
    </Page>
  );
}
