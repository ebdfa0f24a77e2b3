import { NO_NOTIFICATIONS, NO_NOTIFICATIONS_NOTE, pathFor, SOMETHING_WENT_WRONG } from '@waymark/domain';
import type { InboxItem } from '@waymark/domain';
import clsx from 'clsx';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { BellIcon } from '@/ui/notification-icons.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import { useInbox, useMarkRead } from './api/notifications-api.ts';
import { notificationTime } from './notification-time.ts';
import styles from './notifications-panel.module.css';

type NotificationsPanelProps = {
  /** The heading above the list in the popover; the page has its own h1. */
  heading?: ReactNode;
  /** The level of the empty state's heading: one below the panel's. */
  headingLevel: 2 | 3;
  /** Called as an item is opened, e.g. to close the popover it is in. */
  onOpenItem?: () => void;
  compact?: boolean;
};

/** An item's path, when it is one of the app's own; anything else opens the notifications page. */
function appPath(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? path : pathFor('notifications');
}

/**
 * The list of in-app notifications, newest first, in the bell's popover and on the
 * notifications page: opening one marks it read and goes to its page; all can be marked read.
 */
export function NotificationsPanel({ heading, headingLevel, onOpenItem, compact }: NotificationsPanelProps) {
  const inbox = useInbox();
  const markRead = useMarkRead();
  const unread = inbox.data?.unread ?? 0;
  const now = new Date();
  // "Mark all as read" goes once nothing is unread; focus stays in the panel rather than falling out.
  const panel = useRef<HTMLDivElement>(null);

  return (
    <div ref={panel} tabIndex={-1} className={clsx(styles.panel, compact && styles.compact)}>
      {heading || unread > 0 ? (
        <div className={styles.top}>
          {heading}
          {unread > 0 ? (
            <Button
              size="sm"
              variant="ghost"
              className={styles.markAll}
              loading={markRead.isPending && markRead.variables !== undefined && 'all' in markRead.variables}
              onClick={() => markRead.mutate({ all: true }, { onSuccess: () => panel.current?.focus() })}
            >
              Mark all as read
            </Button>
          ) : null}
        </div>
      ) : null}

      {markRead.isError ? (
        <FormAlert>{failureMessage(markRead.error, SOMETHING_WENT_WRONG)}</FormAlert>
      ) : null}

      {inbox.isPending ? (
        <p className={styles.loading}>
          <Spinner size="sm" label="" />
          <span role="status">Loading your notifications...</span>
        </p>
      ) : inbox.isError ? (
        <FormAlert title="We couldn’t load your notifications">
          <p>{failureMessage(inbox.error, 'Check your connection and try again.')}</p>
          <Button size="sm" variant="secondary" className={styles.retry} onClick={() => void inbox.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : inbox.data.items.length === 0 ? (
        <EmptyState
          className={styles.empty}
          headingLevel={headingLevel}
          illustration={<BellIcon size={40} />}
          title={NO_NOTIFICATIONS}
          description={NO_NOTIFICATIONS_NOTE}
        />
      ) : (
        <ul className={styles.items}>
          {inbox.data.items.map((item) => (
            <li key={item.id}>
              <NotificationLink
                item={item}
                now={now}
                onOpen={() => {
                  if (!item.read) markRead.mutate({ ids: [item.id] });
                  onOpenItem?.();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationLink({ item, now, onOpen }: { item: InboxItem; now: Date; onOpen: () => void }) {
  return (
    <Link to={appPath(item.path)} className={clsx(styles.item, !item.read && styles.unread)} onClick={onOpen}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.title}>
          {/* The dot and the weight are drawn; this says it (colour is never the only signal). */}
          {item.read ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
          {item.title}
        </span>
        <span className={styles.body}>{item.body}</span>
        <time className={styles.time} dateTime={item.created_at}>
          {notificationTime(item.created_at, now)}
        </time>
      </span>
    </Link>
  );
}
