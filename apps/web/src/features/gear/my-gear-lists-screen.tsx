import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function MyGearListsScreen() {
  return (
    <Page title="My Gear Lists">
      <ComingSoon>Your own gear lists, ready to add to any trip plan, will be kept here.</ComingSoon>
    </Page>
  );
}
