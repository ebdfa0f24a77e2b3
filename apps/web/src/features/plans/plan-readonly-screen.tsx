import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function PlanReadonlyScreen() {
  return (
    <Page title="Trip plan">
      <ComingSoon>
        Trip plans shared with you will be shown here, with their dates, group and daily plan.
      </ComingSoon>
    </Page>
  );
}
