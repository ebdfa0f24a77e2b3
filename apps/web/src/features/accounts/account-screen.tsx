import { pathFor } from '@waymark/domain';
import type { User } from '@waymark/domain';
import { Link } from 'react-router';
import { Page } from '@/components/page.tsx';
import { useAppStore } from '@/lib/app-store.ts';
import { Button } from '@/ui/button.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import { Avatar } from '@/ui/avatar.tsx';
import { EditIcon } from '@/ui/icons.tsx';
import { isLevel, LEVEL_DESCRIPTIONS, LevelIcon } from './components/level.tsx';
import { NotificationSettings } from './components/notification-settings.tsx';
import { PendingEmailNotice } from './components/pending-email-notice.tsx';
import styles from './account-screen.module.css';

export function fullName(user: Pick<User, 'first_name' | 'last_name'>): string {
  return [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * My Profile & Settings (spec 1 §2): portrait, name, email, experience level and the four
 * groups of notification switches, with a link to edit. Guests never get here (router).
 */
export function AccountScreen() {
  const user = useAppStore((state) => state.user);
  return (
    <Page title="My Profile & Settings" className={styles.page}>
      {user ? <AccountDetails user={user} /> : <AccountSkeleton />}
    </Page>
  );
}

function AccountDetails({ user }: { user: User }) {
  const name = fullName(user);
  const level = isLevel(user.level) ? user.level : null;
  return (
    <>
      <section className={styles.profile} aria-labelledby="account-name">
        <Avatar url={user.portrait?.url} name={name} size={96} />
        <div className={styles.identity}>
          <h2 id="account-name" className={styles.name}>
            {name || <span className={styles.unnamed}>Your name is not set</span>}
          </h2>
          <p className={styles.email}>{user.email}</p>
          {level ? (
            <p className={styles.level}>
              <LevelIcon level={level} size={40} />
              <span>
                <span className={styles.levelName}>
                  <VisuallyHidden>Experience level: </VisuallyHidden>
                  {level}
                </span>
                <span className={styles.levelDescription}>{LEVEL_DESCRIPTIONS[level]}</span>
              </span>
            </p>
          ) : (
            <p className={styles.noLevel}>Your experience level is not specified.</p>
          )}
        </div>
        <Button asChild variant="secondary" size="sm" className={styles.edit} leadingIcon={null}>
          <Link to={pathFor('account-update')}>
            <EditIcon size={16} />
            Edit profile
          </Link>
        </Button>
      </section>

      {user.pending_email ? <PendingEmailNotice email={user.pending_email} /> : null}

      <section className={styles.section} aria-labelledby="notifications-heading">
        <div className={styles.sectionHeader}>
          <h2 id="notifications-heading" className={styles.sectionTitle}>
            Notifications
          </h2>
          <p className={styles.sectionIntro}>Choose how we keep you posted about the trips you plan.</p>
        </div>
        <NotificationSettings user={user} />
      </section>
    </>
  );
}

function AccountSkeleton() {
  return (
    <div className={styles.profile} aria-busy="true">
      <VisuallyHidden role="status">Loading your profile…</VisuallyHidden>
      <Skeleton shape="circle" width={96} height={96} />
      <div className={styles.identity}>
        <Skeleton width="12rem" height="1.6rem" />
        <Skeleton width="16rem" />
        <Skeleton width="9rem" />
      </div>
    </div>
  );
}
