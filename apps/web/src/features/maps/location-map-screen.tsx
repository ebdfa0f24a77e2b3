import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { Page } from '@/components/page.tsx';
import { locationHeading } from '@/lib/location-route.ts';
import { useCurrentRoute } from '@/lib/use-current-route.ts';

/** The full-screen map of one place; MapLibre will load here and only here (ARCHITECTURE §Limits). */
export function LocationMapScreen() {
  const route = useCurrentRoute();
  const heading = locationHeading(route?.name ?? '', useParams());
  return (
    <Page title={heading?.title ?? 'Map'} eyebrow={heading?.eyebrow} width="wide">
      <ComingSoon>
        A topographic map of this place, its track line and what is nearby is on its way.
      </ComingSoon>
    </Page>
  );
}
