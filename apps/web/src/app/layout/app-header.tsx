import { logoTarget, pathFor } from '@waymark/domain';
import type { ShellLayout } from '@waymark/domain';
import clsx from 'clsx';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo.tsx';
import { selectCurrentPlace, useAppStore } from '@/lib/app-store.ts';
import { useSession } from '@/lib/use-session.ts';
import { HelpIcon } from '@/ui/icons.tsx';
import styles from './app-header.module.css';
import { BackButton } from './back-button.tsx';
import { ProfileButton } from './profile-button.tsx';

// Menus, popper positioning and focus traps are the shell's largest code: they load after the
// first paint, and each width loads only the form of the menu it shows. A phone's sheet (a
// dialog with its scroll lock) loads only when the button is reached for: on a phone the first
// page's JavaScript is the budget that matters most.
const ProfileMenu = lazy(() => import('./profile-menu.tsx').then((m) => ({ default: m.ProfileMenu })));
const loadProfileSheet = () => import('./profile-sheet.tsx');
const ProfileSheet = lazy(() => loadProfileSheet().then((m) => ({ default: m.ProfileSheet })));
const preloadProfileSheet = () => void loadProfileSheet().catch(() => {});
// Only members have a bell: a visitor's first download carries none of it.
const NotificationBell = lazy(() =>
  import('@/features/notifications/notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);

/** The green site header, or the white "Your Profile" header on the account pages. */
export function AppHeader({ layout }: { layout: ShellLayout }) {
  const { isSignedIn } = useSession();
  const hasSelectedLocation = useAppStore((state) => selectCurrentPlace(state) !== null);
  const isProfile = layout.header === 'profile';
  const tone = isProfile ? 'dark' : 'light';

  return (
    <header className={clsx(styles.header, isProfile ? styles.profile : styles.standard)}>
      <div className={styles.inner}>
        <div className={styles.start}>
          {layout.backArrow ? <BackButton tone={tone} /> : null}
          <Link to={logoTarget({ loggedIn: isSignedIn, hasSelectedLocation })} className={styles.logoLink}>
            <Logo tone={tone} />
          </Link>
        </div>

        {layout.headerTitle ? <p className={styles.title}>{layout.headerTitle}</p> : null}

        {layout.helpLink || layout.profileButton ? (
          <nav className={styles.end} aria-label="Account and help">
            {layout.helpLink ? (
              <Link to={pathFor('help')} className={styles.helpLink}>
                <HelpIcon size={20} />
                Help
              </Link>
            ) : null}
            {layout.profileButton && isSignedIn ? (
              // The bell's room is kept while it loads, so the profile button does not shift.
              <Suspense fallback={<span className={styles.bellRoom} />}>
                <NotificationBell tone={tone} menu={layout.profileMenu} />
              </Suspense>
            ) : null}
            {layout.profileButton ? (
              <Suspense fallback={<ProfileButton tone={tone} disabled />}>
                {layout.profileMenu === 'dropdown' ? (
                  <ProfileMenu tone={tone} />
                ) : (
                  <PhoneProfileMenu tone={tone} />
                )}
              </Suspense>
            ) : null}
          </nav>
        ) : null}
      </div>
    </header>
  );
}

/** The profile button, until it is first pressed; then the sheet, opened, takes its place. */
function PhoneProfileMenu({ tone }: { tone: 'light' | 'dark' }) {
  const [wanted, setWanted] = useState(false);
  if (wanted) return <ProfileSheet tone={tone} initiallyOpen />;
  return (
    <ProfileButton
      tone={tone}
      aria-haspopup="dialog"
      onPointerEnter={preloadProfileSheet}
      onFocus={preloadProfileSheet}
      onClick={() => setWanted(true)}
    />
  );
}
