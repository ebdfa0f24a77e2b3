import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function ShareCustomTrackScreen() {
  return (
    <Page title="Shared custom track">
      <ComingSoon>Adding a copy of a shared custom track to your account is on its way.</ComingSoon>
    </Page>
  );
}
