import { describe, expect, test } from 'vitest';
import { ageLabel } from './age-label.ts';

const NOW = Date.UTC(2026, 10, 26, 9, 0);
const MINUTE = 60_000;

describe('ageLabel', () => {
  test.each([
    [0, 'just now'],
    [1.5 * MINUTE, 'just now'],
    [25 * MINUTE, '25 minutes ago'],
    [60 * MINUTE, '1 hour ago'],
    [3.5 * 60 * MINUTE, '3 hours ago'],
    [47 * 60 * MINUTE, '47 hours ago'],
    [3 * 24 * 60 * MINUTE, '3 days ago'],
  ])('%d ms old reads "%s"', (age, label) => {
    expect(ageLabel(NOW - age, NOW)).toBe(label);
  });

  test('a clock that went backwards reads as just now, never a negative age', () => {
    expect(ageLabel(NOW + 5 * MINUTE, NOW)).toBe('just now');
  });
});
