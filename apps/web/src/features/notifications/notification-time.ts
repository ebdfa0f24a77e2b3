import { formatForecastDate, nzDateOf } from '@waymark/domain';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * When a notification came, as the list says it: "Just now", "12 min ago", "3 h ago" within
 * the day, then its New Zealand day, "Sat 12th Dec", with the year once it is not this year's.
 */
export function notificationTime(createdAt: string, now: Date): string {
  const created = new Date(createdAt);
  const ago = now.getTime() - created.getTime();
  if (ago < MINUTE_MS) return 'Just now';
  if (ago < HOUR_MS) return `${Math.floor(ago / MINUTE_MS)} min ago`;
  if (ago < 24 * HOUR_MS) return `${Math.floor(ago / HOUR_MS)} h ago`;
  const day = nzDateOf(created);
  const sameYear = day.slice(0, 4) === nzDateOf(now).slice(0, 4);
  return sameYear ? formatForecastDate(day) : `${formatForecastDate(day)} ${day.slice(0, 4)}`;
}
