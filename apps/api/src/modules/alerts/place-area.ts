import { booleanIntersects } from '@turf/boolean-intersects';
import { lineString, point, polygon } from '@turf/helpers';
import { kmBetween, kmFromLine, lineParts, type LngLat, type PolygonRing } from '@waymark/domain';

/**
 * Where a place is, for matching warnings and advisory regions: its points (a hut, a track's
 * start, a custom track's markers) and its lines. Tracks and custom tracks match alike.
 */
export type PlaceArea = { points: LngLat[]; lines: LngLat[][] };

/** A catalogue place's area: its point, and its LineString or MultiLineString when it has one. */
export function areaOfLocation(place: {
  lng: number;
  lat: number;
  geojson: { type: 'LineString' | 'MultiLineString'; coordinates: unknown[] } | null;
}): PlaceArea {
  return { points: [[place.lng, place.lat]], lines: lineParts(place.geojson) };
}

/** Several areas as one, e.g. a highlight and the places it features. */
export function joinAreas(areas: PlaceArea[]): PlaceArea {
  return { points: areas.flatMap((a) => a.points), lines: areas.flatMap((a) => a.lines) };
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

/** Kilometres from a point to the nearest part of an area (its points, or anywhere along its lines). */
export function kmFromArea(area: PlaceArea, target: LngLat): number {
  const toPoints = area.points.map((p) => kmBetween(p, target));
  const toLines = area.lines.map((line) => kmFromLine(target, line));
  return Math.min(...toPoints, ...toLines);
}
