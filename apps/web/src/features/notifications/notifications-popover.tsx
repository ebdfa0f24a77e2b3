import * as Popover from '@radix-ui/react-popover';
import { pathFor } from '@waymark/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BellButton } from './bell-button.tsx';
import type { BellTone } from './bell-button.tsx';
import { NotificationsPanel } from './notifications-panel.tsx';
import styles from './notifications-popover.module.css';

/**
 * The bell with its list under it, on a desktop: focus moves into the list as it opens, Escape
 * or a click outside closes it and focus goes back to the bell.
 */
export function NotificationsPopover({
  tone,
  initiallyOpen = false,
}: {
  tone: BellTone;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const titleId = useId();
  const close = () => setOpen(false);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <BellButton tone={tone} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.content}
          align="end"
          sideOffset={10}
          collisionPadding={12}
          aria-labelledby={titleId}
        >
          <NotificationsPanel
            compact
            headingLevel={3}
            heading={
              <h2 id={titleId} className={styles.title}>
                Notifications
              </h2>
            }
            onOpenItem={close}
          />
          <Link to={pathFor('notifications')} className={styles.all} onClick={close}>
            All notifications and this device’s settings
          </Link>
          <Popover.Arrow className={styles.arrow} width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
