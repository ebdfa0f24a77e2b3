import { CUSTOM_TRACK_LIMITS, LngLatSchema, markersFromGpx } from '@waymark/domain';
import type { LngLat, Marker } from '@waymark/domain';
import { gpx } from '@tmcw/togeojson';

/** A GPS file of a day or a week on the tracks is well under this; bigger is not a track. */
export const GPX_MAX_BYTES = 5 * 1024 * 1024;

export class GpxImportError extends Error {
  override readonly name = 'GpxImportError';
}

/**
 * Markers from a GPX file (issue 15): a file made here comes back with a marker at each of its
 * waypoints and every leg as the file draws it; any other file gets markers along its line.
 * A file that is not GPX, or is not in New Zealand, says so and changes nothing.
 */
export async function markersFromGpxFile(file: File): Promise<Marker[]> {
  if (file.size > GPX_MAX_BYTES)
    throw new GpxImportError('That file is too big for a GPX track (5 MB at most).');
  const document = new DOMParser().parseFromString(await file.text(), 'application/xml');
  if (document.querySelector('parsererror') || document.documentElement.localName !== 'gpx') {
    throw new GpxImportError('That file is not a GPX file. Choose a .gpx file from a GPS or another app.');
  }
  const line: LngLat[] = [];
  const waypoints: LngLat[] = [];
  for (const feature of gpx(document).features) {
    const geometry = feature.geometry;
    if (geometry?.type === 'Point') waypoints.push(plain(geometry.coordinates));
    if (geometry?.type === 'LineString') line.push(...geometry.coordinates.map(plain));
    if (geometry?.type === 'MultiLineString') line.push(...geometry.coordinates.flat().map(plain));
  }
  if (line.length < 2 && waypoints.length < 2) {
    throw new GpxImportError('That GPX file has no track in it: it needs a line or at least two waypoints.');
  }
  if (![...line, ...waypoints].every((point) => LngLatSchema.safeParse(point).success)) {
    throw new GpxImportError('That track is not in New Zealand. Waymark’s tracks are all in Aotearoa.');
  }
  const markers = markersFromGpx({ line, waypoints });
  if (markers.length > CUSTOM_TRACK_LIMITS.markers) {
    throw new GpxImportError(
      `That track is too long: a custom track has at most ${CUSTOM_TRACK_LIMITS.markers} markers.`,
    );
  }
  if (markers.some((marker) => (marker.snapRoute?.length ?? 0) > CUSTOM_TRACK_LIMITS.legPoints)) {
    throw new GpxImportError('That file has too many points between two of its waypoints to use.');
  }
  return markers;
}

/** GPX positions may carry a height; markers are two-dimensional. */
const plain = (position: number[]): LngLat => [position[0]!, position[1]!];
