import type { ShellLayout } from '@waymark/domain';
import { lazy, Suspense, useState } from 'react';
import { BellButton, BellLink } from './bell-button.tsx';
import type { BellTone } from './bell-button.tsx';

// The popover (Radix positioning, the list, the dates) loads on the first press, or as the
// pointer or focus nears the bell, so the header's first download stays as it was.
const loadPopover = () => import('./notifications-popover.tsx');
const NotificationsPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationsPopover })));
const preloadPopover = () => void loadPopover().catch(() => {});

/**
 * The bell in a member's header (issue 14), beside the profile button: the unread count as a
 * badge, refreshed every minute and when the tab comes back. It opens the list as the profile
 * menu opens: under it on a desktop; below 992 px, where the menu is a sheet, as the
 * notifications page.
 */
export function NotificationBell({ tone, menu }: { tone: BellTone; menu: ShellLayout['profileMenu'] }) {
  const [wanted, setWanted] = useState(false);
  if (menu === 'sheet') return <BellLink tone={tone} />;
  if (wanted) {
    return (
      <Suspense fallback={<BellButton tone={tone} aria-busy />}>
        <NotificationsPopover tone={tone} initiallyOpen />
      </Suspense>
    );
  }
  return (
    <BellButton
      tone={tone}
      aria-haspopup="dialog"
      onPointerEnter={preloadPopover}
      onFocus={preloadPopover}
      onClick={() => setWanted(true)}
    />
  );
}
