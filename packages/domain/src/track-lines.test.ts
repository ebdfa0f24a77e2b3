import { describe, expect, test } from 'vitest';
import type { LngLat } from './geometry.ts';
import {
  simplifyLine,
  thinnedTrackLine,
  TRACK_LINE_FINEST_TOLERANCE,
  trackLineTolerance,
} from './track-lines.ts';

describe('how finely a track line is sent', () => {
  test('half a pixel of a 512 px tile at the zoom the map asked at', () => {
    // At zoom 10 the world is 512 × 1024 px around: 360° / 524,288 px, halved.
    expect(trackLineTolerance(10)).toBeCloseTo(360 / 524_288 / 2, 12);
    expect(trackLineTolerance(9)).toBeCloseTo(2 * trackLineTolerance(10), 12);
  });

  test('never finer than about 5 m, however far the map zooms in', () => {
    expect(trackLineTolerance(18)).toBe(TRACK_LINE_FINEST_TOLERANCE);
  });

  test('the finest when the map gives no zoom: it will fit itself to the results', () => {
    expect(trackLineTolerance()).toBe(TRACK_LINE_FINEST_TOLERANCE);
  });
});

describe('a stored line, thinned', () => {
  const wiggly: LngLat[] = Array.from({ length: 50 }, (_, i) => [170 + i * 0.001, -44 + (i % 2) * 0.0001]);

  test('keeps its ends and drops wiggles smaller than the tolerance', () => {
    const thinned = thinnedTrackLine({ type: 'LineString', coordinates: wiggly }, trackLineTolerance(8));
    expect(thinned).toEqual({ type: 'LineString', coordinates: [wiggly[0], wiggly[49]] });
  });

  test('keeps wiggles larger than the tolerance', () => {
    const thinned = thinnedTrackLine({ type: 'LineString', coordinates: wiggly }, trackLineTolerance(16));
    expect(thinned?.coordinates).toHaveLength(50);
  });

  test('stays multi-part, without the vertices and parts a line cannot use', () => {
    const thinned = thinnedTrackLine(
      {
        type: 'MultiLineString',
        coordinates: [
          [
            [168, -44],
            [168.1, -44.1],
          ],
          [[168.2, -44.2], 'oops', [168.3, -44.3]],
          [[168.4, -44.4]],
        ],
      },
      TRACK_LINE_FINEST_TOLERANCE,
    );
    expect(thinned).toEqual({
      type: 'MultiLineString',
      coordinates: [
        [
          [168, -44],
          [168.1, -44.1],
        ],
        [
          [168.2, -44.2],
          [168.3, -44.3],
        ],
      ],
    });
  });

  test('is no line when no part of it is usable', () => {
    expect(thinnedTrackLine({ type: 'LineString', coordinates: [[168, -44]] }, 0)).toBeNull();
    expect(thinnedTrackLine(null, 0)).toBeNull();
  });
});

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
