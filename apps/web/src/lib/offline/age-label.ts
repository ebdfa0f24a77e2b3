/**
 * How old a kept copy is, as a walker reads it: "just now", "25 minutes ago", "3 hours ago",
 * "2 days ago". Import-free: the service worker's offline page says it too.
 */
export function ageLabel(since: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  if (minutes < 2) return 'just now';
  if (minutes < 60) return `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  return `${Math.floor(hours / 24)} days ago`;
}
