import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function MyWalksScreen() {
  return (
    <Page title="My Walks">
      <ComingSoon>Your current, upcoming, draft and completed trips will be listed here.</ComingSoon>
    </Page>
  );
}
