import { useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { Page } from '@/components/page.tsx';
import { locationHeading } from '@/lib/location-route.ts';
import { useCurrentRoute } from '@/lib/use-current-route.ts';

/** The forecast for a place (/tracks/x/weather), the selected place (/weather) or a shared plan. */
export function WeatherScreen() {
  const route = useCurrentRoute();
  const heading = locationHeading(route?.name ?? '', useParams());
  const isPlan = route?.name === 'plan-weather';
  return (
    <Page
      title={heading?.title ?? 'Weather forecast'}
      eyebrow={heading?.eyebrow ?? (isPlan ? 'Trip plan' : undefined)}
      width="wide"
    >
      <ComingSoon>Mountain, regional and local forecasts for your trip dates are on their way.</ComingSoon>
    </Page>
  );
}
