import { pathFor } from '@waymark/domain';
import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { BellIcon } from '@/ui/notification-icons.tsx';
import { useInbox } from './api/notifications-api.ts';
import styles from './bell-button.module.css';
import { notificationsLabel, unreadBadge } from './unread-count.ts';

export type BellTone = 'light' | 'dark';

/** The bell and its badge; the count is in its name too, since the badge is only drawn. */
function Bell({ unread }: { unread: number }) {
  const badge = unreadBadge(unread);
  return (
    <>
      <BellIcon size={24} />
      {badge ? (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </>
  );
}

/** The header's bell as a button, for the popover on a desktop. */
export function BellButton({
  tone,
  className,
  ...props
}: ComponentPropsWithRef<'button'> & { tone: BellTone }) {
  const unread = useInbox().data?.unread ?? 0;
  return (
    <button
      type="button"
      aria-label={notificationsLabel(unread)}
      className={clsx(styles.bell, styles[tone], className)}
      {...props}
    >
      <Bell unread={unread} />
    </button>
  );
}

/** The header's bell as a link to the notifications page, on phones and tablets. */
export function BellLink({ tone }: { tone: BellTone }) {
  const unread = useInbox().data?.unread ?? 0;
  return (
    <Link
      to={pathFor('notifications')}
      aria-label={notificationsLabel(unread)}
      className={clsx(styles.bell, styles[tone])}
    >
      <Bell unread={unread} />
    </Link>
  );
}
