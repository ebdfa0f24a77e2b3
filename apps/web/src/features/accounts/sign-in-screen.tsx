import { pathFor } from '@waymark/domain';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthPage } from '@/components/auth-page.tsx';
import { useProductName } from '@/lib/app-config.ts';
import { LoginForm } from '@/lib/session/login-form.tsx';
import { useAfterLogin } from '@/lib/session/use-after-login.ts';
import { useSession } from '@/lib/use-session.ts';
import { GuestDivider } from './components/guest-divider.tsx';

/** Log in (spec 1 §2): email and password, links to register and to lost-password. */
export function SignInScreen() {
  const { isSignedIn } = useSession();
  // Spec 1 §2: someone already logged in goes to their account. Decided on arrival only: a
  // login made here goes where spec 1 §4 says instead.
  const [signedInOnArrival] = useState(isSignedIn);
  const [params] = useSearchParams();
  const afterLogin = useAfterLogin();
  const productName = useProductName();

  if (signedInOnArrival) return <Navigate to={pathFor('account')} replace />;

  return (
    <AuthPage
      title="Log in"
      intro="Welcome back. Log in to see your trips, gear lists and contacts."
      footer={
        <span>
          New to {productName}? <Link to={pathFor('sign-up')}>Create an account</Link>
        </span>
      }
    >
      <LoginForm
        onLoggedIn={(user) => afterLogin(user, params.get('redirect') ?? undefined)}
        extra={<Link to={pathFor('lost-password')}>Lost your password?</Link>}
      />
      <GuestDivider />
    </AuthPage>
  );
}
