import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useSession } from '@/lib/use-session.ts';
import { Avatar } from '@/ui/avatar.tsx';
import styles from './profile-menu.module.css';

type ProfileButtonProps = ComponentPropsWithRef<'button'> & { tone: 'light' | 'dark' };

/**
 * The round button that opens the profile menu: the member's portrait once uploaded, else their
 * initial, else a person icon. Its name stays "Profile menu" whatever picture it shows.
 */
export function ProfileButton({ tone, className, ...props }: ProfileButtonProps) {
  const { user } = useSession();
  const initial = user?.first_name?.trim().charAt(0);
  return (
    <button
      type="button"
      aria-label="Profile menu"
      className={clsx(styles.trigger, styles[tone], className)}
      {...props}
    >
      <Avatar url={user?.portrait?.url} name={initial} size={40} className={styles.avatar} />
    </button>
  );
}
