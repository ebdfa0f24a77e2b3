import { pathFor } from '@waymark/domain';
import { Link } from 'react-router';
import { AuthPage } from '@/components/auth-page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';
import { Button } from '@/ui/button.tsx';

export function SignUpScreen() {
  return (
    <AuthPage
      title="Create an account"
      intro="Save draft trips, plan across devices, share plans and get weather notifications."
      footer={
        <>
          Already have an account? <Link to={pathFor('sign-in')}>Log in</Link>
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
        Creating a free account with your email is on its way.
      </ComingSoon>
    </AuthPage>
  );
}
