import { ComingSoon } from '@/components/coming-soon.tsx';
import { Page } from '@/components/page.tsx';

export function PlanCompleteScreen() {
  return (
    <Page title="Your trip plan" width="narrow">
      <ComingSoon>
        Confirmation that your plan was saved or shared with your group will be shown here.
      </ComingSoon>
    </Page>
  );
}
