import { lineParts, type LngLat } from './geometry.ts';

/**
 * How much of a track line the map is sent. DOC lines carry up to thousands of vertices each,
 * far more than a map draws at most zooms: the server thins each line to what shows at the
 * zoom the map asked at (Douglas–Peucker), so the answer, the browser's main thread, the map's
 * worker and the GPU handle only what is drawn — with hundreds of lines in view at 30,000
 * places (issue 18, the map at scale). MapLibre's own `tolerance` then thins further per tile.
 */

/** A track line as stored and sent: GeoJSON, WGS84. */
export type TrackLine =
  { type: 'LineString'; coordinates: LngLat[] } | { type: 'MultiLineString'; coordinates: LngLat[][] };

/** About 5 m: finer than a track line needs to be drawn at any zoom a person walks at. */
export const TRACK_LINE_FINEST_TOLERANCE = 0.00005;

/** MapLibre's tiles are 512 px wide: at zoom z the world is 512 × 2^z px around. */
const WORLD_PX_AT_ZOOM_0 = 512;

/**
 * How far a thinned line may stray at `zoom`, in degrees: half a pixel there, never finer than
 * the finest. The map asks at the whole zoom below its own, so a line stays within a pixel of
 * its course until the map has zoomed in a whole level and asked again. Without a zoom (a
 * search whose results the map will fit itself to), the finest.
 */
export function trackLineTolerance(zoom?: number): number {
  if (zoom === undefined) return TRACK_LINE_FINEST_TOLERANCE;
  const halfPixel = 360 / (WORLD_PX_AT_ZOOM_0 * 2 ** zoom) / 2;
  return Math.max(TRACK_LINE_FINEST_TOLERANCE, halfPixel);
}

/** A stored line thinned to `tolerance` degrees; unusable vertices dropped; null with no line left. */
export function thinnedTrackLine(
  geometry: { type: string; coordinates: unknown[] } | null | undefined,
  tolerance: number,
): TrackLine | null {
  const parts = lineParts(geometry).map((part) => simplifyLine(part, tolerance));
  if (parts.length === 0) return null;
  return parts.length === 1
    ? { type: 'LineString', coordinates: parts[0]! }
    : { type: 'MultiLineString', coordinates: parts };
}

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
 * Douglas–Peucker on [lng, lat] pairs, in degrees: keeps the start, the end and every vertex
 * further than `tolerance` from the simplified line. Iterative, so a 100,000-point line cannot
 * overflow the stack.
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
