import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useSession } from '@/lib/use-session.ts';
import { UserIcon } from '@/ui/icons.tsx';
import styles from './profile-menu.module.css';

type ProfileButtonProps = ComponentPropsWithRef<'button'> & { tone: 'light' | 'dark' };

/** The round button that opens the profile menu: the member's initial, or a person icon. */
export function ProfileButton({ tone, className, ...props }: ProfileButtonProps) {
  const { user } = useSession();
  const initial = user?.first_name?.trim().charAt(0).toLocaleUpperCase('en-NZ');
  return (
    <button
      type="button"
      aria-label="Profile menu"
      className={clsx(styles.trigger, styles[tone], className)}
      {...props}
    >
      {initial ? (
        <span className={styles.initial} aria-hidden="true">
          {initial}
        </span>
      ) : (
        <UserIcon size={22} />
      )}
    </button>
  );
}
