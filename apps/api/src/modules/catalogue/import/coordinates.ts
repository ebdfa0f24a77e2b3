import { lineLengthKm, lineParts, looksLikeNztm, nztmToWgs84, type LngLat } from '@waymark/domain';

/**
 * DOC data arrives in WGS84 degrees or NZTM2000 metres depending on the endpoint and the
 * `coordinates=` parameter; which one is plain from the numbers, so every source goes
 * through here and the catalogue only ever holds WGS84.
 */

export type TrackGeometry = { type: 'LineString' | 'MultiLineString'; coordinates: unknown[] };

/** Six decimals of a degree is about 10 cm: plenty for a walking map, and smaller JSON. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * New Zealand with its outlying islands: the Kermadecs in the north, Campbell Island in the
 * south, and the Chathams east of the 180° meridian.
 */
export function isInNewZealand([lng, lat]: LngLat): boolean {
  if (lat < -53 || lat > -29) return false;
  return (lng >= 165 && lng <= 180) || (lng >= -180 && lng <= -175);
}

/** A WGS84 position from an x/y or lng/lat pair in either system, or why it cannot be one. */
export function positionFrom(x: unknown, y: unknown): LngLat | { problem: string } {
  const first = toNumber(x);
  const second = toNumber(y);
  if (first === undefined || second === undefined) return { problem: 'no coordinates' };
  const [lng, lat]: LngLat = looksLikeNztm(first, second) ? nztmToWgs84(first, second) : [first, second];
  if (!isInNewZealand([lng, lat]))
    return { problem: `coordinates ${first}, ${second} are not in New Zealand` };
  return [round6(lng), round6(lat)];
}

/**
 * A track line from DOC's `line` (parts of [x, y] points, NZTM or WGS84) or a GeoJSON
 * LineString/MultiLineString's coordinates. Parts with fewer than two usable points are left out.
 */
export function trackGeometryFrom(line: unknown): TrackGeometry | undefined {
  if (!Array.isArray(line) || line.length === 0) return undefined;
  const isPoint = (value: unknown) =>
    Array.isArray(value) && value.length >= 2 && toNumber(value[0]) !== undefined;
  const parts: unknown[][] = isPoint(line[0]) ? [line] : line.filter(Array.isArray);
  const converted = parts
    .map((part) =>
      part.filter(isPoint).flatMap((point) => {
        const [x, y] = point as unknown[];
        const position = positionFrom(x, y);
        return 'problem' in position ? [] : [position];
      }),
    )
    .filter((part) => part.length >= 2);
  if (converted.length === 0) return undefined;
  return converted.length === 1
    ? { type: 'LineString', coordinates: converted[0]! }
    : { type: 'MultiLineString', coordinates: converted };
}

/** The first point of a track line, to place a track that comes with a line but no point. */
export function startOf(geometry: TrackGeometry): LngLat | undefined {
  return lineParts(geometry)[0]?.[0];
}

/** The walked length of a track line: the sum of its parts. */
export function trackLengthKm(geometry: TrackGeometry): number {
  return lineParts(geometry).reduce((total, part) => total + lineLengthKm(part), 0);
}

/**
 * ArcGIS measures Shape__Length in Web Mercator metres, which stretch by 1/cos(latitude);
 * at New Zealand's latitudes that overstates a track by 20–45 %.
 */
export function groundKilometresFromWebMercator(webMercatorMetres: number, lat: number): number {
  return (webMercatorMetres * Math.cos((lat * Math.PI) / 180)) / 1000;
}
