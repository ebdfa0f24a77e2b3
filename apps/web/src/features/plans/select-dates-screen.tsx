import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function SelectDatesScreen() {
  return (
    <Page title="Select trip dates">
      <ComingSoon>Choosing the start and end of your trip on a calendar is on its way.</ComingSoon>
    </Page>
  );
}
