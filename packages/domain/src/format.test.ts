import { describe, expect, test } from 'vitest';
import { formatDayMonthYear } from './date-format.ts';
import { copyrightLine, formatCount, formatDistance } from './format.ts';

describe('formatting', () => {
  test('counts use thousands separators', () => {
    expect(formatCount(1412)).toBe('1,412');
    expect(formatCount(125000)).toBe('125,000');
    expect(formatCount(7)).toBe('7');
  });

  test('counts read as en-NZ number formatting writes them', () => {
    const enNz = new Intl.NumberFormat('en-NZ');
    for (const count of [0, 12, 100, 999, 1000, 30_000, 100_001, 1_234_567, 25_000_000]) {
      expect(formatCount(count)).toBe(enNz.format(count));
    }
  });

  test('distance under 1 km shows in metres with 2 decimals, otherwise km with 2 decimals', () => {
    expect(formatDistance(0.45)).toBe('450.00 m');
    expect(formatDistance(1)).toBe('1.00 km');
    expect(formatDistance(32.4)).toBe('32.40 km');
  });

  test('the copyright line carries the current year', () => {
    expect(copyrightLine(new Date('2027-03-01T00:00:00Z'))).toBe('© 2027');
  });

  test('a custom track’s last edit is shown as DD/MM/YYYY, on the New Zealand day', () => {
    expect(formatDayMonthYear('2026-03-04T09:00:00Z')).toBe('04/03/2026');
    // 11:30 pm UTC on 31 December is already New Year's Day in New Zealand.
    expect(formatDayMonthYear('2026-12-31T23:30:00Z')).toBe('01/01/2027');
  });
});
