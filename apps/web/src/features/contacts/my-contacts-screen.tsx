import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function MyContactsScreen() {
  return (
    <Page title="My Contacts">
      <ComingSoon>The people you add to trip plans and emergency contacts will be kept here.</ComingSoon>
    </Page>
  );
}
