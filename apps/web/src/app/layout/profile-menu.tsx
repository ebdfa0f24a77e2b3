import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Popover from '@radix-ui/react-popover';
import { profileGreeting, profileMenuLinks } from '@waymark/domain';
import type { User } from '@waymark/domain';
import clsx from 'clsx';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useProductName } from '@/lib/app-config.ts';
import { useLogOut } from '@/lib/session/use-log-out.ts';
import { useSession } from '@/lib/use-session.ts';
import { LogOutIcon } from '@/ui/icons.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { preloadVisitorPanels, VisitorPanels } from './lazy-visitor-panels.ts';
import { ProfileButton } from './profile-button.tsx';
import styles from './profile-menu.module.css';
import type { VisitorPanel } from './profile-menu-panels.tsx';

/**
 * The profile menu: for visitors a Log in panel with real forms and a switch to Create an
 * Account (a dialog, since a menu cannot hold a form); for members a menu of the My pages.
 * Loaded after the first paint (see app-header.tsx), so it stays out of the initial download.
 * Below 992 px the same menu opens as a sheet instead (profile-sheet.tsx).
 */
export function ProfileMenu({ tone }: { tone: 'light' | 'dark' }) {
  const { isSignedIn, user } = useSession();
  return isSignedIn ? <MemberMenu tone={tone} user={user} /> : <VisitorMenu tone={tone} />;
}

function MemberMenu({ tone, user }: { tone: 'light' | 'dark'; user: User | null }) {
  const productName = useProductName();
  const logOut = useLogOut();

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <ProfileButton tone={tone} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={10} collisionPadding={12}>
          <DropdownMenu.Label className={styles.greeting}>
            {profileGreeting(user?.first_name, productName)}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          {profileMenuLinks({ signedIn: true, menu: 'dropdown', staff: user?.role === 'staff' }).map(
            ({ label, to }) => (
              <DropdownMenu.Item key={to + label} asChild className={styles.item}>
                <Link to={to}>{label}</Link>
              </DropdownMenu.Item>
            ),
          )}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={clsx(styles.item, styles.logout)} onSelect={() => logOut()}>
            <LogOutIcon size={18} />
            Logout
          </DropdownMenu.Item>
          <DropdownMenu.Arrow className={styles.arrow} width={14} height={7} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Spec 1 §2: a Log in panel with a switch to Create an Account, and back. */
function VisitorMenu({ tone }: { tone: 'light' | 'dark' }) {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<VisitorPanel>('log-in');

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Next time it opens on Log in again.
        if (!next) setPanel('log-in');
      }}
    >
      <Popover.Trigger asChild>
        <ProfileButton tone={tone} onPointerEnter={preloadVisitorPanels} onFocus={preloadVisitorPanels} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={clsx(styles.content, styles.visitorContent)}
          align="end"
          sideOffset={10}
          collisionPadding={12}
          aria-labelledby="profile-menu-title"
        >
          <Suspense
            fallback={
              <div className={styles.panelLoading}>
                <Spinner label="Loading" />
              </div>
            }
          >
            <VisitorPanels panel={panel} onSwitch={setPanel} onDone={() => setOpen(false)} />
          </Suspense>
          <Popover.Arrow className={styles.arrow} width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
