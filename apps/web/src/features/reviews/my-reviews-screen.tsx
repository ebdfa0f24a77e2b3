import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function MyReviewsScreen() {
  return (
    <Page title="My Reviews">
      <ComingSoon>The reviews and photos you have submitted will be listed here.</ComingSoon>
    </Page>
  );
}
