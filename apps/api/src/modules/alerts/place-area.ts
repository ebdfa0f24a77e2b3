import { booleanIntersects } from '@turf/boolean-intersects';
import { lineString, point, polygon } from '@turf/helpers';
import type { PolygonRing } from '../../db/schema/alerts.ts';

export type LngLat = [number, number];

/**
 * Where a place is, for matching warnings and advisory regions: its points (a hut, a track's
 * start, a custom track's markers) and its lines. Tracks and custom tracks match alike.
 */
export type PlaceArea = { points: LngLat[]; lines: LngLat[][] };

export type BoundingBox = { minLng: number; minLat: number; maxLng: number; maxLat: number };

const isLngLat = (value: unknown): value is LngLat =>
  Array.isArray(value) &&
  value.length >= 2 &&
  Number.isFinite(value[0]) &&
  Number.isFinite(value[1]) &&
  Math.abs(value[0] as number) <= 180 &&
  Math.abs(value[1] as number) <= 90;

function linePositions(coordinates: unknown): LngLat[] {
  if (!Array.isArray(coordinates)) return [];
  return coordinates.filter(isLngLat).map(([lng, lat]) => [lng, lat]);
}

/** A catalogue place's area: its point, and its LineString or MultiLineString when it has one. */
export function areaOfLocation(place: {
  lng: number;
  lat: number;
  geojson: { type: 'LineString' | 'MultiLineString'; coordinates: unknown[] } | null;
}): PlaceArea {
  const geometry = place.geojson;
  const parts = !geometry
    ? []
    : geometry.type === 'LineString'
      ? [linePositions(geometry.coordinates)]
      : geometry.coordinates.map(linePositions);
  return { points: [[place.lng, place.lat]], lines: parts.filter((line) => line.length >= 2) };
}

/** Several areas as one, e.g. a highlight and the places it features. */
export function joinAreas(areas: PlaceArea[]): PlaceArea {
  return { points: areas.flatMap((a) => a.points), lines: areas.flatMap((a) => a.lines) };
}

export function boundingBox(positions: LngLat[]): BoundingBox {
  const lngs = positions.map(([lng]) => lng);
  const lats = positions.map(([, lat]) => lat);
  return {
    minLng: Math.min(...lngs),
    minLat: Math.min(...lats),
    maxLng: Math.max(...lngs),
    maxLat: Math.max(...lats),
  };
}

export const areaPositions = (area: PlaceArea): LngLat[] => [...area.points, ...area.lines.flat()];

/** Whether a place's point lies in any of the polygons, or its line crosses (or runs inside) one. */
export function areaMeetsPolygons(area: PlaceArea, rings: PolygonRing[]): boolean {
  const shapes = [...area.points.map((p) => point(p)), ...area.lines.map((line) => lineString(line))];
  return rings.some((ring) => {
    const warning = polygon([ring]);
    return shapes.some((shape) => booleanIntersects(shape, warning));
  });
}

/** Kilometres between two points; an equirectangular sum is plenty at the scale of a valley. */
export function kmBetween([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const x = (lng2 - lng1) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  return 111.32 * Math.hypot(x, lat2 - lat1);
}

/** Kilometres from a point to the nearest part of an area (its points, or anywhere along its lines). */
export function kmFromArea(area: PlaceArea, target: LngLat): number {
  const toPoints = area.points.map((p) => kmBetween(p, target));
  const toSegments = area.lines.flatMap((line) =>
    line.slice(1).map((end, i) => kmToSegment(target, line[i]!, end)),
  );
  return Math.min(...toPoints, ...toSegments);
}

/** Distance to a segment, on a plane scaled so a degree of longitude is its true width there. */
function kmToSegment(target: LngLat, a: LngLat, b: LngLat): number {
  const scale = Math.cos((target[1] * Math.PI) / 180);
  const [px, py] = [(target[0] - a[0]) * scale, target[1] - a[1]];
  const [dx, dy] = [(b[0] - a[0]) * scale, b[1] - a[1]];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
  return 111.32 * Math.hypot(px - t * dx, py - t * dy);
}
