import { ComingSoon } from '@/components/coming-soon.tsx';
import { Page } from '@/components/page.tsx';

export function PrivacyScreen() {
  return (
    <Page title="Privacy & Terms">
      <ComingSoon>Our privacy policy and terms of use will be published here.</ComingSoon>
    </Page>
  );
}
