import { pathFor } from '@waymark/domain';
import type { User } from '@waymark/domain';
import { useNavigate } from 'react-router';
import { useAppStore } from '@/lib/app-store.ts';
import { PageMeta } from '@/components/page-meta.tsx';
import { useViewport } from '@/lib/use-viewport.ts';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useToast } from '@/ui/toast.tsx';
import { BackLink } from './components/back-link.tsx';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { DeleteAccountSection } from './components/delete-account-section.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import styles from './account-screens.module.css';

/**
 * Update your profile (spec 1 §2): the profile form in one column with the email, then Change
 * password and Delete account. Saving goes home; a new password goes back to the account
 * with the user re-read (spec 1 §4).
 */
export function AccountUpdateScreen() {
  const user = useAppStore((state) => state.user);
  const viewport = useViewport();
  const navigate = useNavigate();
  const { toast } = useToast();

  function profileSaved(updated: User, { emailChangeRequested }: { emailChangeRequested: boolean }) {
    useAppStore.getState().setUser(updated);
    useAppStore.getState().setPreviewPortrait(null);
    // The address itself changes only once the mailed link is opened: say where to look.
    toast(
      emailChangeRequested && updated.pending_email
        ? {
            title: 'Your profile has been saved',
            description: `Check your inbox at ${updated.pending_email} to confirm your new email address.`,
            tone: 'success',
            duration: 10_000,
          }
        : { title: 'Your profile has been saved', tone: 'success' },
    );
    void navigate(pathFor('home'));
  }

  function passwordChanged(updated: User) {
    useAppStore.getState().setUser(updated);
    toast({ title: 'Your password has been changed', tone: 'success' });
    void navigate(pathFor('account'));
  }

  return (
    <div className={`${styles.narrow} ${styles.form}`}>
      <PageMeta title="Update your profile" />
      {/* Spec 1 §2: the back link is a desktop thing; phones have the header's back arrow. */}
      {viewport === 'desktop' ? <BackLink to={pathFor('account')}>Back to my profile</BackLink> : null}
      <h1 className={styles.pageTitle}>Update your profile</h1>
      <section className={styles.card} aria-labelledby="details-heading">
        <h2 id="details-heading" className={styles.cardTitle}>
          Your details
        </h2>
        {user ? (
          <ProfileForm user={user} variant="update" submitLabel="Save changes" onSaved={profileSaved} />
        ) : (
          <div className={styles.stack} aria-busy="true">
            <Skeleton shape="block" height={88} />
            <Skeleton shape="block" height={48} />
            <Skeleton shape="block" height={48} />
          </div>
        )}
      </section>

      <section className={styles.card} aria-labelledby="password-heading">
        <div className={styles.cardHeader}>
          <h2 id="password-heading" className={styles.cardTitle}>
            Change password
          </h2>
          <p className={styles.cardIntro}>
            You’ll stay logged in here; other devices will need to log in again.
          </p>
        </div>
        <ChangePasswordForm onChanged={passwordChanged} />
      </section>

      <section className={`${styles.card} ${styles.danger}`} aria-labelledby="delete-heading">
        <h2 id="delete-heading" className={styles.cardTitle}>
          Delete account
        </h2>
        <DeleteAccountSection />
      </section>
    </div>
  );
}
