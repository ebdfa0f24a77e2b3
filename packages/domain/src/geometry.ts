import { bbox } from '@turf/bbox';
import { distance } from '@turf/distance';
import { degreesToRadians, earthRadius, radiansToDegrees } from '@turf/helpers';
import { length } from '@turf/length';

/**
 * Where things are and how far apart they lie, the same on both sides: the import, alerts and
 * search on the API, the map on the web, and next custom tracks and the router.
 *
 * A position is a WGS84 [lng, lat] pair, GeoJSON's order, so points and lines pass to Turf,
 * MapLibre and the database's GeoJSON as they are.
 */
export type LngLat = [lng: number, lat: number];

/** A closed [lng, lat] ring: an area's outline, such as a weather warning's. */
export type PolygonRing = LngLat[];

export type BoundingBox = { minLng: number; minLat: number; maxLng: number; maxLat: number };

/** Whether a value from outside (JSON, a database column) is a usable [lng, lat] pair. */
export const isLngLat = (value: unknown): value is LngLat =>
  Array.isArray(value) &&
  value.length >= 2 &&
  Number.isFinite(value[0]) &&
  Number.isFinite(value[1]) &&
  Math.abs(value[0] as number) <= 180 &&
  Math.abs(value[1] as number) <= 90;

/**
 * The parts of a LineString or MultiLineString (a track line as stored) as [lng, lat] lists:
 * positions that are not usable are dropped, and so are parts left with fewer than two.
 */
export function lineParts(geometry: { type: string; coordinates: unknown[] } | null | undefined): LngLat[][] {
  if (!geometry) return [];
  const parts = geometry.type === 'MultiLineString' ? geometry.coordinates : [geometry.coordinates];
  return parts
    .map((part) => (Array.isArray(part) ? part.filter(isLngLat).map(([lng, lat]): LngLat => [lng, lat]) : []))
    .filter((part) => part.length >= 2);
}

/**
 * The mean earth radius Turf measures great circles with (IUGG, 6371.0088 km). The search SQL
 * computes the same formula in the database, so its "nearest" agrees with ours.
 */
export const EARTH_RADIUS_KM = earthRadius / 1000;

/** The length of a degree of latitude (and of longitude at the equator) on that sphere. */
export const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine); right across the 180° meridian too, for the Chathams. */
export function kmBetween(a: LngLat, b: LngLat): number {
  return distance(a, b, { units: 'kilometers' });
}

/** The walked length of a line in kilometres: the sum of its segments' great circles. */
export function lineLengthKm(line: LngLat[]): number {
  const feature = {
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates: line },
  } as const;
  return length(feature, { units: 'kilometers' });
}

/** The smallest box holding every position; for none, an empty box (min above max). */
export function boundingBox(positions: LngLat[]): BoundingBox {
  const [minLng, minLat, maxLng, maxLat] = bbox({ type: 'MultiPoint', coordinates: positions });
  return { minLng, minLat, maxLng, maxLat };
}

/**
 * A box holding every position within `km` of a point, for a database index to narrow rows
 * before distances are computed. A great circle reaches a little further east and west than
 * the point's parallel does, hence the arcsine rather than a plain 1/cos(latitude).
 */
export function boxAround([lng, lat]: LngLat, km: number): BoundingBox {
  const dLat = km / KM_PER_DEGREE;
  const eastWest = Math.sin(km / EARTH_RADIUS_KM) / Math.cos(degreesToRadians(lat));
  const dLng = eastWest >= 1 ? 180 : radiansToDegrees(Math.asin(eastWest));
  return { minLng: lng - dLng, minLat: lat - dLat, maxLng: lng + dLng, maxLat: lat + dLat };
}

/**
 * Kilometres from a point to the nearest place anywhere along a line (not only its vertices),
 * Infinity for a line of fewer than two points.
 */
export function kmFromLine(point: LngLat, line: LngLat[]): number {
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < line.length; i += 1)
    nearest = Math.min(nearest, kmFromSegment(point, line[i - 1]!, line[i]!));
  return nearest;
}

/**
 * On a plane where a degree of longitude is its true width at the point: within the few
 * kilometres this is asked about (is a hut on the track?) it differs from the great circle by
 * far less than a track line's own accuracy, and is much simpler than the spherical form.
 */
function kmFromSegment(point: LngLat, a: LngLat, b: LngLat): number {
  const scale = Math.cos(degreesToRadians(point[1]));
  const [px, py] = [(point[0] - a[0]) * scale, point[1] - a[1]];
  const [dx, dy] = [(b[0] - a[0]) * scale, b[1] - a[1]];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
  return KM_PER_DEGREE * Math.hypot(px - t * dx, py - t * dy);
}
