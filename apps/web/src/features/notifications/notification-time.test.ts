import { describe, expect, test } from 'vitest';
import { notificationTime } from './notification-time.ts';

describe('when a notification came, as the list says it', () => {
  const now = new Date('2026-12-12T06:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

  test('within the hour in minutes, within the day in hours', () => {
    expect(notificationTime(before(20_000), now)).toBe('Just now');
    expect(notificationTime(before(12 * 60_000), now)).toBe('12 min ago');
    expect(notificationTime(before(3 * 3_600_000 + 59 * 60_000), now)).toBe('3 h ago');
  });

  test('older ones by their day in New Zealand, with the year only when it is another', () => {
    // 11:30 pm on Wednesday 9 December in New Zealand.
    expect(notificationTime('2026-12-09T10:30:00Z', now)).toBe('Wed 9th Dec');
    expect(notificationTime('2025-12-30T01:00:00Z', now)).toBe('Tue 30th Dec 2025');
  });
});
