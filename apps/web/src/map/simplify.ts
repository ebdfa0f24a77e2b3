import type { LngLat } from '@waymark/domain';

/**
 * Douglas–Peucker line simplification on [lng, lat] pairs, in degrees. DOC track lines can
 * carry thousands of vertices each; thinning them before they reach the map keeps the worker
 * and the GPU light with tens of thousands of places (ARCHITECTURE §Limits). MapLibre's own
 * `tolerance` then simplifies further per zoom while it tiles.
 */

/** Square of the distance from p to the segment a–b, in degrees² (flat: fine at track scale). */
function segmentDistanceSquared(p: LngLat, a: LngLat, b: LngLat): number {
  let [x, y] = a;
  let dx = b[0] - x;
  let dy = b[1] - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((p[0] - x) * dx + (p[1] - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      [x, y] = b;
    } else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = p[0] - x;
  dy = p[1] - y;
  return dx * dx + dy * dy;
}

/**
 * Keeps the start, the end and every vertex further than `tolerance` from the simplified line.
 * Iterative, so a 100,000-point line cannot overflow the stack.
 */
export function simplifyLine(points: readonly LngLat[], tolerance: number): LngLat[] {
  if (points.length <= 2 || tolerance <= 0) return points.slice();
  const toleranceSquared = tolerance * tolerance;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let maxDistance = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const distance = segmentDistanceSquared(points[i]!, points[first]!, points[last]!);
      if (distance > maxDistance) {
        maxDistance = distance;
        index = i;
      }
    }
    if (index !== -1 && maxDistance > toleranceSquared) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}
