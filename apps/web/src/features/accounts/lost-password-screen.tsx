import { pathFor } from '@waymark/domain';
import { Link } from 'react-router';
import { AuthPage } from '@/components/auth-page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function LostPasswordScreen() {
  return (
    <AuthPage
      title="Lost your password?"
      intro="Enter your email and we’ll send you a link to reset it."
      footer={<Link to={pathFor('sign-in')}>Back to login</Link>}
    >
      <ComingSoon action={null}>Password reset emails are on their way.</ComingSoon>
    </AuthPage>
  );
}
