import { AuthPage } from '@/components/auth-page.tsx';
import { ComingSoon } from '@/components/coming-soon.tsx';

export function ProfileSetupScreen() {
  return (
    <AuthPage
      title="Set up your profile"
      intro="Tell us a little about you and how much tramping you’ve done."
    >
      <ComingSoon>Your name, experience level and notification choices will be set here.</ComingSoon>
    </AuthPage>
  );
}
