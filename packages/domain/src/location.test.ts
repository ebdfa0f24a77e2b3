import { describe, expect, test } from 'vitest';
import { durationCategoryForHours, slugify } from './location.ts';

describe('slugs', () => {
  test('macrons fold, ampersands read as "and", apostrophes vanish', () => {
    expect(slugify('Tūātapere Hump Ridge Track')).toBe('tuatapere-hump-ridge-track');
    expect(slugify('A Frame Hut & Takapari Road Track')).toBe('a-frame-hut-and-takapari-road-track');
    expect(slugify("Hawke's Bay  —  Kaweka")).toBe('hawkes-bay-kaweka');
  });
});

describe('duration bands for the Time filter', () => {
  test('a walking time falls in the first band it fits', () => {
    expect(durationCategoryForHours(0.5)).toBe('under-1-hour');
    expect(durationCategoryForHours(1)).toBe('under-1-hour');
    expect(durationCategoryForHours(3)).toBe('1-4-hours');
    expect(durationCategoryForHours(8)).toBe('half-to-full-day');
    expect(durationCategoryForHours(30)).toBe('multi-day');
  });
});
