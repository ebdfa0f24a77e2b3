import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function AccountUpdateScreen() {
  return (
    <Page title="Update your profile" width="narrow">
      <ComingSoon>
        Editing your profile, changing your password and deleting your account are on their way.
      </ComingSoon>
    </Page>
  );
}
