import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { pathFor } from '@waymark/domain';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useProductName } from '@/lib/app-config.ts';
import { useAppStore } from '@/lib/app-store.ts';
import type { SessionUser } from '@/lib/app-store.ts';
import { useSession } from '@/lib/use-session.ts';
import { ArrowLeftIcon, ArrowRightIcon, LogOutIcon } from '@/ui/icons.tsx';
import { ProfileButton } from './profile-button.tsx';
import styles from './profile-menu.module.css';

/** The My pages, in the order of spec 1 §2's profile menu. */
const SIGNED_IN_LINKS = [
  { label: 'My Profile & Settings', to: pathFor('account') },
  { label: 'My Wishlist', to: pathFor('my-wishlist') },
  { label: 'My Walks', to: pathFor('my-walks') },
  { label: 'My Gear Lists', to: pathFor('my-gear-lists') },
  { label: 'My Custom Tracks', to: pathFor('my-custom-tracks') },
  { label: 'My Contacts', to: pathFor('my-contacts') },
  { label: 'My Reviews', to: pathFor('my-reviews') },
  { label: 'Help & Feedback', to: pathFor('help') },
] as const;

/**
 * The profile menu: a log-in panel for visitors, the My pages for members. Loaded after the
 * first paint (see app-header.tsx), so its menu code stays out of the initial download.
 */
export function ProfileMenu({ tone }: { tone: 'light' | 'dark' }) {
  const { isSignedIn, user } = useSession();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <ProfileButton tone={tone} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={10} collisionPadding={12}>
          {isSignedIn ? <MemberMenu user={user} /> : <VisitorMenu />}
          <DropdownMenu.Arrow className={styles.arrow} width={14} height={7} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MemberMenu({ user }: { user: SessionUser | null }) {
  const productName = useProductName();
  const logout = useAppStore((state) => state.logout);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const firstName = user?.first_name?.trim();

  return (
    <>
      <DropdownMenu.Label className={styles.greeting}>
        {firstName ? `Hi ${firstName}` : `Welcome to ${productName}`}
      </DropdownMenu.Label>
      <DropdownMenu.Separator className={styles.separator} />
      {SIGNED_IN_LINKS.map(({ label, to }) => (
        <DropdownMenu.Item key={to + label} asChild className={styles.item}>
          <Link to={to}>{label}</Link>
        </DropdownMenu.Item>
      ))}
      <DropdownMenu.Separator className={styles.separator} />
      <DropdownMenu.Item
        className={clsx(styles.item, styles.logout)}
        onSelect={() => {
          logout();
          // Spec 1 §4: logout goes home unless already there.
          if (pathname !== pathFor('home')) void navigate(pathFor('home'));
        }}
      >
        <LogOutIcon size={18} />
        Logout
      </DropdownMenu.Item>
    </>
  );
}

type VisitorPanel = 'log-in' | 'create-account';

/** Spec 1 §2: a Log in panel with a switch to Create an Account, and back. */
function VisitorMenu() {
  const productName = useProductName();
  const [panel, setPanel] = useState<VisitorPanel>('log-in');
  const firstItem = useRef<HTMLAnchorElement>(null);
  const switched = useRef(false);

  // The item that had focus disappears with the old panel; keep keyboard users inside the menu.
  useEffect(() => {
    if (switched.current) firstItem.current?.focus();
  }, [panel]);

  function switchTo(next: VisitorPanel) {
    return (event: Event) => {
      event.preventDefault();
      switched.current = true;
      setPanel(next);
    };
  }

  if (panel === 'create-account') {
    return (
      <div className={styles.panel}>
        <DropdownMenu.Label className={styles.panelTitle}>Create an Account</DropdownMenu.Label>
        <p className={styles.panelText}>
          It’s free. Save draft trips, plan across devices, share plans with your group and get weather
          notifications.
        </p>
        <DropdownMenu.Item asChild className={clsx(styles.item, styles.primaryItem)}>
          <Link ref={firstItem} to={pathFor('sign-up')}>
            Create a free account
          </Link>
        </DropdownMenu.Item>
        <p className={styles.switchText}>Already have an account?</p>
        <DropdownMenu.Item className={clsx(styles.item, styles.switchItem)} onSelect={switchTo('log-in')}>
          <ArrowLeftIcon size={18} />
          Back to Log in
        </DropdownMenu.Item>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <DropdownMenu.Label className={styles.panelTitle}>Log in</DropdownMenu.Label>
      <p className={styles.panelText}>Log in to see your saved trips, gear lists and contacts.</p>
      <DropdownMenu.Item asChild className={clsx(styles.item, styles.primaryItem)}>
        <Link ref={firstItem} to={pathFor('sign-in')}>
          Log in
        </Link>
      </DropdownMenu.Item>
      <p className={styles.switchText}>New to {productName}?</p>
      <DropdownMenu.Item
        className={clsx(styles.item, styles.switchItem)}
        onSelect={switchTo('create-account')}
      >
        Create an Account
        <ArrowRightIcon size={18} />
      </DropdownMenu.Item>
    </div>
  );
}
