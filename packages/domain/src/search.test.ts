import { describe, expect, test } from 'vitest';
import {
  addToSearchHistory,
  distanceLabel,
  isDistanceFilterActive,
  resultCountLabel,
  searchableTerm,
  SearchTracksRequestSchema,
} from './search.ts';

describe('search rules', () => {
  test('a term under 3 characters after trimming does not search', () => {
    expect(searchableTerm('  ro ')).toBeUndefined();
    expect(searchableTerm(' rou ')).toBe('rou');
    expect(searchableTerm(undefined)).toBeUndefined();
  });

  test('the distance filter counts as active only if not [0, 101]', () => {
    expect(isDistanceFilterActive([0, 101])).toBe(false);
    expect(isDistanceFilterActive([0, 100])).toBe(true);
    expect(isDistanceFilterActive([5, 101])).toBe(true);
  });

  test('101 shows as "100+"', () => {
    expect(distanceLabel(101)).toBe('100+');
    expect(distanceLabel(50)).toBe('50');
  });

  test('search history keeps up to 5 items, most recent first, no duplicates by id', () => {
    let history: { id: number }[] = [];
    for (const id of [1, 2, 3, 4, 5, 6, 3]) history = addToSearchHistory(history, { id });
    expect(history.map((h) => h.id)).toEqual([3, 6, 5, 4, 2]);
  });

  test('result counts use thousands separators and say "+" once capped', () => {
    expect(resultCountLabel(1)).toBe('Showing 1 result');
    expect(resultCountLabel(1412)).toBe('Showing 1,412 results');
    expect(resultCountLabel(100, true)).toBe('Showing 100+ results');
  });

  test('form fields holding JSON are parsed, and bad JSON is named', () => {
    const parsed = SearchTracksRequestSchema.parse({
      distance: '{"value":[0,50]}',
      wheelchair: '1',
      durations: '["multi-day"]',
    });
    expect(parsed.distance).toEqual([0, 50]);
    expect(parsed.wheelchair).toBe(true);
    expect(parsed.durations).toEqual(['multi-day']);
    const bad = SearchTracksRequestSchema.safeParse({ regions: '[nope' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('regions is not valid JSON.');
  });
});
