import { describe, expect, test } from 'vitest';
import { formatNumericDate, formatShortNumericDate } from './date-format.ts';

describe('formatNumericDate', () => {
  test('a custom track’s last edited shows as DD/MM/YYYY, on the New Zealand calendar', () => {
    expect(formatNumericDate('2026-03-04T01:00:00.000Z')).toBe('04/03/2026');
    // 11:30 am UTC on 31 December is already New Year’s Day in New Zealand (NZDT, +13).
    expect(formatNumericDate(new Date('2026-12-31T11:30:00.000Z'))).toBe('01/01/2027');
  });
});

describe('formatShortNumericDate', () => {
  test('a review’s last edit shows as D/M/YY, on the New Zealand calendar', () => {
    expect(formatShortNumericDate('2026-03-04T01:00:00.000Z')).toBe('4/3/26');
    expect(formatShortNumericDate(new Date('2026-12-31T11:30:00.000Z'))).toBe('1/1/27');
  });
});
