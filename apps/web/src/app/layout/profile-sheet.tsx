import * as Dialog from '@radix-ui/react-dialog';
import { profileGreeting, profileMenuLinks } from '@waymark/domain';
import clsx from 'clsx';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useProductName } from '@/lib/app-config.ts';
import { useLogOut } from '@/lib/session/use-log-out.ts';
import { useSession } from '@/lib/use-session.ts';
import { ArrowRightIcon, CloseIcon, LogOutIcon } from '@/ui/icons.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { preloadVisitorPanels, VisitorPanels } from './lazy-visitor-panels.ts';
import { ProfileButton } from './profile-button.tsx';
import type { VisitorPanel } from './profile-menu-panels.tsx';
import styles from './profile-sheet.module.css';

/**
 * The profile menu below 992 px (issue 11: phones had no way to log out, reach the My pages or
 * Help). The same contents as the desktop menu — the greeting, the domain's list of links,
 * Logout, or for a visitor the Log in panel — in a dialog that slides in from the side: focus
 * stays inside, Escape or the backdrop closes it, and focus goes back to the profile button.
 */
export function ProfileSheet({
  tone,
  initiallyOpen = false,
}: {
  tone: 'light' | 'dark';
  initiallyOpen?: boolean;
}) {
  const { isSignedIn, user } = useSession();
  const productName = useProductName();
  const logOut = useLogOut();
  const [open, setOpen] = useState(initiallyOpen);
  const [panel, setPanel] = useState<VisitorPanel>('log-in');
  const links = profileMenuLinks({ signedIn: isSignedIn, menu: 'sheet', staff: user?.role === 'staff' });
  const close = () => setOpen(false);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Next time it opens on Log in again.
        if (!next) setPanel('log-in');
      }}
    >
      <Dialog.Trigger asChild>
        <ProfileButton
          tone={tone}
          {...(isSignedIn ? {} : { onPointerEnter: preloadVisitorPanels, onFocus: preloadVisitorPanels })}
        />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.top}>
            <Dialog.Title className={styles.greeting}>
              {profileGreeting(isSignedIn ? user?.first_name : null, productName)}
            </Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close menu">
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>

          {isSignedIn ? null : (
            <Suspense
              fallback={
                <div className={styles.loading}>
                  <Spinner label="Loading" />
                </div>
              }
            >
              <VisitorPanels panel={panel} onSwitch={setPanel} onDone={close} focusFormOnOpen={false} />
            </Suspense>
          )}

          <nav
            aria-label={isSignedIn ? 'Your pages' : 'Help'}
            className={clsx(!isSignedIn && styles.afterPanel)}
          >
            <ul className={styles.links}>
              {links.map(({ label, to }) => (
                <li key={to + label}>
                  <Link to={to} className={styles.link} onClick={close}>
                    <span className={styles.linkLabel}>{label}</span>
                    <ArrowRightIcon size={18} className={styles.chevron} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          {isSignedIn ? (
            <button
              type="button"
              className={clsx(styles.link, styles.logout)}
              onClick={() => {
                close();
                logOut();
              }}
            >
              <LogOutIcon size={20} />
              <span className={styles.linkLabel}>Logout</span>
            </button>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
