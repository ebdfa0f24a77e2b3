import { pathFor } from '@waymark/domain';
import { Link } from 'react-router';
import { AuthPage } from '@/components/auth-page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function PasswordRecoveryScreen() {
  return (
    <AuthPage
      title="Password Reset"
      intro="Please enter the new password"
      footer={<Link to={pathFor('sign-in')}>Back to login</Link>}
    >
      <ComingSoon action={null}>Choosing a new password from your reset link is on its way.</ComingSoon>
    </AuthPage>
  );
}
