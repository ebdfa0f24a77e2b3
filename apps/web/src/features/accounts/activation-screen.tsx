import { pathFor } from '@waymark/domain';
import { Link } from 'react-router';
import { Page } from '@/components/page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function ActivationScreen() {
  return (
    <Page
      title="Activate your account"
      eyebrow={<Link to={pathFor('sign-up')}>Back to sign up</Link>}
      intro="Your account has been created. We’ve sent a 6-character code to your email address — check your junk or spam folder if it hasn’t arrived."
      width="narrow"
    >
      <ComingSoon>Entering your activation code here is on its way.</ComingSoon>
    </Page>
  );
}
