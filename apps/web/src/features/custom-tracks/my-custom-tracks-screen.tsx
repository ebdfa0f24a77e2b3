import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function MyCustomTracksScreen() {
  return (
    <Page title="My Custom Tracks">
      <ComingSoon>Tracks you draw yourself will be kept here to plan, share and edit.</ComingSoon>
    </Page>
  );
}
