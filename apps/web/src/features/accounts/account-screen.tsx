import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function AccountScreen() {
  return (
    <Page title="My Profile & Settings">
      <ComingSoon>
        Your portrait, details, experience level and notification settings will be shown here.
      </ComingSoon>
    </Page>
  );
}
