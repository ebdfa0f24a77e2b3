import { pathFor, routeAfterLogin } from '@waymark/domain';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AuthPage } from '@/components/auth-page.tsx';
import { RegistrationForm } from '@/lib/session/registration-form.tsx';
import { useSession } from '@/lib/use-session.ts';
import { GuestDivider } from './components/guest-divider.tsx';

/** Create an account (spec 1 §2): email, password with its strength meter, agreement to the terms. */
export function SignUpScreen() {
  const { isSignedIn } = useSession();
  const [signedInOnArrival] = useState(isSignedIn);
  const navigate = useNavigate();

  if (signedInOnArrival) return <Navigate to={pathFor('account')} replace />;

  return (
    <AuthPage
      title="Create an account"
      intro="It’s free. Save draft trips, plan across devices, share plans and get weather notifications."
      footer={
        <span>
          Already have an account? <Link to={pathFor('sign-in')}>Log in</Link>
        </span>
      }
    >
      <RegistrationForm
        onRegistered={(user) =>
          void navigate(user ? routeAfterLogin(user) : pathFor('activation'), { replace: true })
        }
      />
      <GuestDivider />
    </AuthPage>
  );
}
