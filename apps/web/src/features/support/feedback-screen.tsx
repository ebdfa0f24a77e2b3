import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function FeedbackScreen() {
  return (
    <Page title="Send us your feedback">
      <ComingSoon>Telling us about a problem, a suggestion or a compliment is on its way.</ComingSoon>
    </Page>
  );
}
