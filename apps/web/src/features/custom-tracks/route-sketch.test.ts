import { describe, expect, test } from 'vitest';
import { routeSketch } from './route-sketch.ts';

describe('routeSketch', () => {
  test('a line running north is drawn upwards, filling the box’s height within the margin', () => {
    const sketch = routeSketch(
      [
        [168.2, -44.8],
        [168.2, -44.7],
      ],
      300,
      100,
      10,
    );
    expect(sketch).toEqual({ path: 'M150 90 L150 10', start: [150, 90], end: [150, 10] });
  });

  test('east–west distances are narrowed by the latitude, so the shape is kept', () => {
    // 0.1° of longitude at 60° south is half as long as 0.1° of latitude.
    const sketch = routeSketch(
      [
        [168.0, -60.0],
        [168.1, -60.0],
        [168.1, -59.9],
      ],
      200,
      200,
      0,
    )!;
    // About 100 wide by 200 high, in the middle of the square.
    expect(sketch.start[0]).toBeCloseTo(50, 0);
    expect(sketch.end[0]).toBeCloseTo(150, 0);
    expect(sketch.start[1]).toBeCloseTo(200);
    expect(sketch.end[1]).toBeCloseTo(0);
  });

  test('one marker is a dot in the middle; no markers, no drawing', () => {
    expect(routeSketch([[168.2, -44.8]], 300, 100, 10)).toEqual({
      path: 'M150 50',
      start: [150, 50],
      end: [150, 50],
    });
    expect(routeSketch([], 300, 100, 10)).toBeUndefined();
  });
});
