import { pathFor } from '@waymark/domain';
import { Link } from 'react-router';
import { AuthPage } from '@/components/auth-page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { Button } from '@/ui/button.tsx';

export function SignInScreen() {
  return (
    <AuthPage
      title="Log in"
      intro="Welcome back. Log in to see your trips, gear lists and contacts."
      footer={
        <>
          <Link to={pathFor('sign-up')}>Create an account</Link>
          <Link to={pathFor('lost-password')}>Lost your password?</Link>
        </>
      }
    >
      <ComingSoon
        action={
          <Button asChild variant="secondary">
            <Link to={pathFor('tracks')}>Continue as guest</Link>
          </Button>
        }
      >
        Logging in with your email and password is on its way.
      </ComingSoon>
    </AuthPage>
  );
}
