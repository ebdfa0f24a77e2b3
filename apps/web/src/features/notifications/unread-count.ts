/** What the bell's badge reads: nothing at 0, the count up to 9, then "9+". */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}

/** The bell's accessible name, with the whole count where the badge stops at 9+. */
export function notificationsLabel(unread: number | undefined): string {
  return unread ? `Notifications, ${unread} unread` : 'Notifications';
}
