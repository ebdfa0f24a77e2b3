import type { LngLat } from '@waymark/domain';

/**
 * Outside routers with a walking profile, for deployments that run one (DIRECTIONS_URL): OSRM,
 * Valhalla or GraphHopper. Each answers a leg as its own format; these read them into one shape.
 * Their foot profiles refuse many tramping routes, which is why the embedded router is the default.
 */

export const DIRECTIONS_KINDS = ['osrm', 'valhalla', 'graphhopper'] as const;
export type DirectionsKind = (typeof DIRECTIONS_KINDS)[number];

/** A routed leg: its line and its length; undefined when the router found no way. */
export type RoutedLeg = { coordinates: LngLat[]; metres: number } | undefined;

/** Google's encoded polyline: precision 5 (OSRM's default, GraphHopper) or 6 (Valhalla, OSRM polyline6). */
export function decodePolyline(text: string, precision: number): LngLat[] {
  const factor = 10 ** precision;
  const points: LngLat[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = () => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= text.length) throw new Error('the encoded line ends in the middle of a number');
      byte = text.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < text.length) {
    lat += next();
    lng += next();
    points.push([lng / factor, lat / factor]);
  }
  return points;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function geojsonLine(value: unknown): LngLat[] | undefined {
  if (!isObject(value) || value.type !== 'LineString' || !Array.isArray(value.coordinates)) return undefined;
  return value.coordinates.map((c) => [Number((c as number[])[0]), Number((c as number[])[1])] as LngLat);
}

/** OSRM `route`: `routes[0].geometry` (polyline6 as asked, or GeoJSON) and its distance in metres. */
export function readOsrmRoute(body: unknown): RoutedLeg {
  if (!isObject(body) || body.code !== 'Ok' || !Array.isArray(body.routes) || !isObject(body.routes[0]))
    return undefined;
  const route = body.routes[0];
  const coordinates =
    typeof route.geometry === 'string' ? decodePolyline(route.geometry, 6) : geojsonLine(route.geometry);
  if (!coordinates || typeof route.distance !== 'number')
    throw new Error('an OSRM route without a geometry or distance');
  return { coordinates, metres: route.distance };
}

/** Valhalla `route`: `trip.legs[0].shape` (polyline6) and `trip.summary.length` in kilometres. */
export function readValhallaRoute(body: unknown): RoutedLeg {
  if (!isObject(body) || !isObject(body.trip)) return undefined;
  const { legs, summary } = body.trip as { legs?: { shape?: unknown }[]; summary?: { length?: unknown } };
  const shape = legs?.[0]?.shape;
  if (typeof shape !== 'string' || typeof summary?.length !== 'number')
    throw new Error('a Valhalla trip without a shape or length');
  return { coordinates: decodePolyline(shape, 6), metres: summary.length * 1000 };
}

/** GraphHopper `route`: `paths[0].points` (GeoJSON, or encoded at 1e5) and its distance in metres. */
export function readGraphhopperRoute(body: unknown): RoutedLeg {
  if (!isObject(body) || !Array.isArray(body.paths) || !isObject(body.paths[0])) return undefined;
  const path = body.paths[0];
  const coordinates =
    typeof path.points === 'string' ? decodePolyline(path.points, 5) : geojsonLine(path.points);
  if (!coordinates || typeof path.distance !== 'number')
    throw new Error('a GraphHopper path without points or distance');
  return { coordinates, metres: path.distance };
}

/** The request each router takes for one walking leg, with the spec's 100 m snap radius. */
export function legRequest(
  kind: DirectionsKind,
  baseUrl: string,
  from: LngLat,
  to: LngLat,
): { url: string; init: RequestInit } {
  const base = baseUrl.replace(/\/$/, '');
  if (kind === 'osrm')
    return {
      url: `${base}/route/v1/foot/${from.join(',')};${to.join(',')}?overview=full&geometries=polyline6&radiuses=100;100`,
      init: {},
    };
  if (kind === 'valhalla')
    return {
      url: `${base}/route`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          locations: [from, to].map(([lon, lat]) => ({ lat, lon, radius: 100 })),
          costing: 'pedestrian',
          // Valhalla walks only the easiest paths by default (difficulty 1); tramping routes go to 6.
          costing_options: { pedestrian: { max_hiking_difficulty: 6 } },
          directions_type: 'none',
          units: 'kilometers',
        }),
      },
    };
  const points = [from, to].map(([lng, lat]) => `point=${lat},${lng}`).join('&');
  return { url: `${base}/route?${points}&profile=foot&points_encoded=false&instructions=false`, init: {} };
}

const READERS: Record<DirectionsKind, (body: unknown) => RoutedLeg> = {
  osrm: readOsrmRoute,
  valhalla: readValhallaRoute,
  graphhopper: readGraphhopperRoute,
};

/** One leg from the outside router, given up after `timeoutMs`. Throws when it cannot be asked. */
export async function remoteLeg(
  { kind, url, timeoutMs }: { kind: DirectionsKind; url: string; timeoutMs: number },
  from: LngLat,
  to: LngLat,
): Promise<RoutedLeg> {
  const request = legRequest(kind, url, from, to);
  const response = await fetch(request.url, { ...request.init, signal: AbortSignal.timeout(timeoutMs) });
  // Routers answer "no route" as a 400 with a JSON body (OSRM NoRoute, Valhalla 442, GraphHopper).
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok && response.status !== 400)
    throw new Error(`the directions service answered ${response.status}`);
  return READERS[kind](body);
}
