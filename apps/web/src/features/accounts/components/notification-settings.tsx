import { NOTIFICATION_GROUP_TEXT, NOTIFICATION_GROUPS } from '@waymark/domain';
import type { NotificationChannel, NotificationGroup, User } from '@waymark/domain';
import { useRef } from 'react';
import { useAppStore } from '@/lib/app-store.ts';
import { Switch } from '@/ui/switch.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import { notificationFieldName, useToggleNotification } from '../api/account-api.ts';
import styles from './notification-settings.module.css';

const CHANNEL_LABELS: Record<NotificationChannel, string> = { Email: 'Email', InApp: 'In-app' };

const GROUPS = Object.entries(NOTIFICATION_GROUPS) as [NotificationGroup, readonly NotificationChannel[]][];

function withChannel(user: User, group: NotificationGroup, channel: NotificationChannel, on: boolean): User {
  return {
    ...user,
    notifications: { ...user.notifications, [group]: { ...user.notifications[group], [channel]: on } },
  };
}

/**
 * One switch per group and channel. A switch moves at once and the server is told
 * (POST toggle-alert); if the server cannot be reached it quietly moves back (spec 1 §8).
 */
export function NotificationSettings({ user }: { user: User }) {
  const pending = useRef(new Set<string>());
  const toggleSwitch = useToggleNotification({
    onMutate: ({ group, channel, on }) => {
      const store = useAppStore.getState();
      if (store.user) store.setUser(withChannel(store.user, group, channel, on));
    },
    onSuccess: (updated) => {
      if (useAppStore.getState().user) useAppStore.getState().setUser(updated);
    },
    onError: (_error, { group, channel, on }) => {
      const current = useAppStore.getState().user;
      if (current) useAppStore.getState().setUser(withChannel(current, group, channel, !on));
    },
    onSettled: (_answer, _error, { group, channel }) => {
      pending.current.delete(notificationFieldName(group, channel));
    },
  });

  function toggle(group: NotificationGroup, channel: NotificationChannel, on: boolean) {
    const key = notificationFieldName(group, channel);
    // One request per switch at a time, so answers cannot arrive out of order.
    if (pending.current.has(key)) return;
    pending.current.add(key);
    toggleSwitch.mutate({ group, channel, on });
  }

  return (
    <ul className={styles.groups}>
      {GROUPS.map(([group, channels]) => {
        const text = NOTIFICATION_GROUP_TEXT[group];
        return (
          <li key={group} className={styles.group}>
            <div className={styles.groupText}>
              <h3 className={styles.title}>{text.title}</h3>
              <p className={styles.description}>{text.description}</p>
            </div>
            <div className={styles.channels}>
              {channels.map((channel) => (
                <Switch
                  key={channel}
                  className={styles.channel}
                  label={
                    <>
                      <VisuallyHidden>{text.title}: </VisuallyHidden>
                      {CHANNEL_LABELS[channel]}
                    </>
                  }
                  checked={user.notifications[group][channel] === true}
                  onCheckedChange={(on) => toggle(group, channel, on)}
                />
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
