import { describe, expect, test } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency.ts';

describe('an Idempotency-Key', () => {
  test('is 1 to 255 visible characters', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('7f9c2ba4-e88f-4d1a-9b3c-1f2e3d4c5b6a')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('!~')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('k'.repeat(255))).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('k'.repeat(256))).toBe(false);
  });

  test('has no spaces, control characters or letters beyond ASCII', () => {
    for (const key of ['two words', 'tab\there', 'line\nbreak', 'del\u007f', 'māori']) {
      expect(IDEMPOTENCY_KEY_PATTERN.test(key), JSON.stringify(key)).toBe(false);
    }
  });
});
