import {
  boundingBox,
  customTrackLine,
  isLngLat,
  lineParts,
  placePath,
  placeSubtitle,
  resultTitle,
  simplifyLine,
  thinnedTrackLine,
  TRACK_LINE_FINEST_TOLERANCE,
} from '@waymark/domain';
import type { LngLat, LocationSummary, LocationType, Marker, Region } from '@waymark/domain';
import type { Feature, FeatureCollection, LineString, MultiLineString, Point } from 'geojson';
import type { MapBounds } from '@/lib/app-store.ts';

/**
 * API data → GeoJSON for the map, as pure functions (STYLE habit 12). Feature properties are
 * flat primitives, which is all MapLibre's expressions and queryRenderedFeatures carry.
 */

/** A place as the map needs it: a search result, a recommended track or the place on the page. */
export type MapPlace = Pick<
  LocationSummary,
  'id' | 'slug' | 'type' | 'title' | 'is_closed' | 'regions' | 'locations' | 'lng' | 'lat'
> & { geojson?: { type: string; coordinates: unknown[] } | null };

export type PlaceProperties = {
  id: number;
  slug: string;
  type: LocationType;
  /** With " - CLOSED" when closed, as search results show it. */
  title: string;
  subtitle: string;
  closed: boolean;
  href: string;
};

export type RegionProperties = { id: number; slug: string; title: string; track_count: number };

export function placeProperties(place: MapPlace): PlaceProperties {
  return {
    id: place.id,
    slug: place.slug,
    type: place.type,
    title: resultTitle(place),
    subtitle: placeSubtitle(place),
    closed: place.is_closed,
    href: placePath(place.type, place.slug),
  };
}

/** One point per place, clustered by the map. Places without a usable position are left out. */
export function placesToFeatureCollection(
  places: readonly MapPlace[],
): FeatureCollection<Point, PlaceProperties> {
  const seen = new Set<number>();
  const features: Feature<Point, PlaceProperties>[] = [];
  for (const place of places) {
    if (seen.has(place.id) || !isLngLat([place.lng, place.lat])) continue;
    seen.add(place.id);
    features.push({
      type: 'Feature',
      id: place.id,
      geometry: { type: 'Point', coordinates: [place.lng, place.lat] },
      properties: placeProperties(place),
    });
  }
  return { type: 'FeatureCollection', features };
}

/**
 * Track lines; places without a line are left out. Search answers' lines come thinned by the
 * server (trackLineTolerance) and are drawn as they are; a place page's full line is thinned
 * here to `tolerance`.
 */
export function trackLinesToFeatureCollection(
  places: readonly MapPlace[],
  tolerance = 0,
): FeatureCollection<LineString | MultiLineString, PlaceProperties> {
  const features: Feature<LineString | MultiLineString, PlaceProperties>[] = [];
  const seen = new Set<number>();
  for (const place of places) {
    if (seen.has(place.id)) continue;
    const geometry = thinnedTrackLine(place.geojson, tolerance);
    if (!geometry) continue;
    seen.add(place.id);
    features.push({ type: 'Feature', id: place.id, geometry, properties: placeProperties(place) });
  }
  return { type: 'FeatureCollection', features };
}

/** Region markers with their track counts, shown up to zoom 8 (spec 2 §9). */
export function regionsToFeatureCollection(
  regions: readonly Region[],
): FeatureCollection<Point, RegionProperties> {
  return {
    type: 'FeatureCollection',
    features: regions
      .filter((region) => region.track_count > 0 && isLngLat(region.coordinates))
      .map((region) => ({
        type: 'Feature',
        id: region.id,
        geometry: { type: 'Point', coordinates: [region.coordinates[0], region.coordinates[1]] },
        properties: {
          id: region.id,
          slug: region.slug,
          title: region.title,
          track_count: region.track_count,
        },
      })),
  };
}

/** The box around every place and track line, to fit the map to the results; null for none. */
export function placesBounds(places: readonly MapPlace[]): MapBounds | null {
  const positions = places.flatMap((place) => [
    ...[[place.lng, place.lat]].filter(isLngLat),
    ...lineParts(place.geojson).flat(),
  ]);
  if (positions.length === 0) return null;
  const box = boundingBox(positions);
  return [
    [box.minLng, box.minLat],
    [box.maxLng, box.maxLat],
  ];
}

/** A custom track's markers and the line through them (spec 2 §3). */
export type MapTrack = { id: string; markers: readonly Pick<Marker, 'lng' | 'lat' | 'snapRoute'>[] };

/** A custom track as the map's focus: its line, and a point at each marker, numbered from 1. */
export function customTrackToFeatureCollection(
  track: MapTrack,
  tolerance = TRACK_LINE_FINEST_TOLERANCE,
): FeatureCollection<LineString | Point, { marker: number | null }> {
  const line = customTrackLine(track.markers);
  const features: Feature<LineString | Point, { marker: number | null }>[] = track.markers.map(
    (marker, index) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
      properties: { marker: index + 1 },
    }),
  );
  if (line.length >= 2)
    features.unshift({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: simplifyLine(line, tolerance) },
      properties: { marker: null },
    });
  return { type: 'FeatureCollection', features };
}

/** The box around a custom track's markers and line; null for a track with no markers. */
export function trackBounds(track: MapTrack): MapBounds | null {
  const positions: LngLat[] = [
    ...customTrackLine(track.markers),
    ...track.markers.map((m): LngLat => [m.lng, m.lat]),
  ];
  if (positions.length === 0) return null;
  const box = boundingBox(positions);
  return [
    [box.minLng, box.minLat],
    [box.maxLng, box.maxLat],
  ];
}
