import { pathFor } from '@waymark/domain';
import type { User } from '@waymark/domain';
import { Link, useNavigate } from 'react-router';
import { AuthPage } from '@/components/auth-page.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import { Button } from '@/ui/button.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useToast } from '@/ui/toast.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import styles from './profile-setup-screen.module.css';

/** Profile set-up (spec 1 §2): the profile form without the email; saving goes home (spec 1 §4). */
export function ProfileSetupScreen() {
  const user = useAppStore((state) => state.user);
  const hasToken = useAppStore((state) => state.accessToken !== null);
  const navigate = useNavigate();
  const { toast } = useToast();

  function saved(updated: User) {
    const store = useAppStore.getState();
    store.setUser(updated);
    store.setPreviewPortrait(null);
    toast({
      title: 'Your profile is set up',
      description: 'Welcome aboard. Time to find a track.',
      tone: 'success',
    });
    void navigate(pathFor('home'));
  }

  return (
    <AuthPage
      title="Set up your profile"
      eyebrow="Last step"
      width="wide"
      intro="Tell us who you are and how much tramping you’ve done, so we can suggest tracks that suit you."
    >
      {!hasToken ? (
        <div className={styles.loggedOut}>
          <p>Log in to set up your profile.</p>
          <Button asChild>
            <Link to={pathFor('sign-in')}>Log in</Link>
          </Button>
        </div>
      ) : user ? (
        <ProfileForm user={user} variant="setup" submitLabel="Save and continue" onSaved={saved} />
      ) : (
        <div className={styles.loading} aria-busy="true">
          <Skeleton shape="block" height={88} />
          <Skeleton shape="block" height={48} />
          <Skeleton shape="block" height={48} />
        </div>
      )}
    </AuthPage>
  );
}
