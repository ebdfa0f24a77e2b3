import { describe, expect, test } from 'vitest';
import { simplifyLine } from './simplify.ts';
import type { LngLat } from '@waymark/domain';

describe('simplifyLine (Douglas–Peucker)', () => {
  test('drops vertices that lie on the line between their neighbours', () => {
    const straight: LngLat[] = [
      [168, -44],
      [168.1, -44.1],
      [168.2, -44.2],
      [168.3, -44.3],
    ];
    expect(simplifyLine(straight, 0.0001)).toEqual([
      [168, -44],
      [168.3, -44.3],
    ]);
  });

  test('keeps a corner further away than the tolerance', () => {
    const corner: LngLat[] = [
      [0, 0],
      [1, 0.001],
      [2, 0],
      [2.001, 1],
      [2, 2],
    ];
    expect(simplifyLine(corner, 0.01)).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
    ]);
  });

  test('always keeps the start and the end, and leaves short lines alone', () => {
    const two: LngLat[] = [
      [1, 1],
      [2, 2],
    ];
    expect(simplifyLine(two, 10)).toEqual(two);
    const wiggle: LngLat[] = [
      [0, 0],
      [0.5, 0.00001],
      [1, 0],
    ];
    expect(simplifyLine(wiggle, 0.001)).toEqual([
      [0, 0],
      [1, 0],
    ]);
  });

  test('a tolerance of 0 keeps every vertex', () => {
    const line: LngLat[] = [
      [0, 0],
      [1, 0.5],
      [2, 0],
    ];
    expect(simplifyLine(line, 0)).toEqual(line);
  });

  test('thins a dense 100,000-point line without overflowing the stack', () => {
    const dense: LngLat[] = Array.from({ length: 100_000 }, (_, i) => [
      170 + i / 100_000,
      -44 + Math.sin(i / 5000) * 0.01,
    ]);
    const simplified = simplifyLine(dense, 0.00005);
    expect(simplified.length).toBeLessThan(500);
    expect(simplified[0]).toEqual(dense[0]);
    expect(simplified.at(-1)).toEqual(dense.at(-1));
  });
});
