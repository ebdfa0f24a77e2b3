import { useQuery } from '@tanstack/react-query';
import type { StyleSpecification } from 'maplibre-gl';
import type { MapStyle } from '@/lib/app-store.ts';
import { LINZ_BASEMAPS_ORIGIN, OPENFREEMAP_ORIGIN } from './basemap-origins.ts';

/**
 * Basemaps (spec 2 §4 "Map style"): the keyless OpenFreeMap style by default; LINZ Basemaps
 * aerial and topographic only when a LINZ key works. Nothing here imports MapLibre itself, so
 * pages may ask which styles exist without loading the map.
 */

export const DEFAULT_STYLE_URL = `${OPENFREEMAP_ORIGIN}/styles/liberty`;
const LINZ_STYLES = `${LINZ_BASEMAPS_ORIGIN}/v1/styles`;

export const MAP_STYLE_LABELS: Record<MapStyle, string> = {
  MapboxOutdoors: 'Default',
  Satellite: 'Satellite',
  LINZBaseMapsTopo: 'Topo',
};

/**
 * The LINZ Basemaps key, the one place it is read. None is configured yet, so Satellite and
 * Topo stay hidden; set VITE_LINZ_API_KEY at build time (or move it to GET config) to offer them.
 */
export function linzApiKey(): string | undefined {
  const key: unknown = import.meta.env.VITE_LINZ_API_KEY;
  return typeof key === 'string' && key.trim() ? key.trim() : undefined;
}

export function styleUrl(style: MapStyle, key = linzApiKey()): string {
  if (style === 'MapboxOutdoors' || !key) return DEFAULT_STYLE_URL;
  const name = style === 'Satellite' ? 'aerial' : 'topographic-v2';
  return `${LINZ_STYLES}/${name}.json?api=${encodeURIComponent(key)}`;
}

/**
 * Spec 2 §7: the topographic style document is fetched, and the key counts as valid only when
 * it answers with JSON. Any failure means "not valid", and the map stays on the default.
 */
export async function checkLinzKey(
  key: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!key) return false;
  try {
    const response = await fetchImpl(styleUrl('LINZBaseMapsTopo', key), {
      signal: AbortSignal.timeout(8000),
    });
    return response.ok && (response.headers.get('content-type') ?? '').includes('json');
  } catch {
    return false;
  }
}

/** The styles offered now: Default always, Satellite and Topo only with a working LINZ key. */
export function useMapStyles(): MapStyle[] {
  const key = linzApiKey();
  const { data: keyWorks = false } = useQuery({
    queryKey: ['linz-key-check', key ?? ''],
    queryFn: () => checkLinzKey(key),
    enabled: Boolean(key),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return keyWorks ? ['MapboxOutdoors', 'Satellite', 'LINZBaseMapsTopo'] : ['MapboxOutdoors'];
}

/** Falls back to the default when the chosen style is not on offer (spec 2 §4). */
export function effectiveMapStyle(chosen: MapStyle, available: readonly MapStyle[]): MapStyle {
  return available.includes(chosen) ? chosen : 'MapboxOutdoors';
}

/**
 * When no basemap can be fetched (offline, or the tile host is down), the map still draws our
 * places on a plain background. Glyphs still point at OpenFreeMap: if they load, cluster
 * counts show; if not, the circles still do.
 */
export function fallbackStyle(): StyleSpecification {
  return {
    version: 8,
    name: 'Waymark offline',
    glyphs: 'https://tiles.openfreemap.org/fonts/{fontstack}/{range}.pbf',
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e4ece3' } }],
  };
}

export type BaseStyle = { style: StyleSpecification; fallback: boolean };

/** Fetches a style document; on any failure gives the fallback style instead of a blank map. */
export async function loadBaseStyle(url: string, fetchImpl: typeof fetch = fetch): Promise<BaseStyle> {
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`The map style answered ${response.status}`);
    const style = (await response.json()) as StyleSpecification;
    if (style?.version !== 8 || !Array.isArray(style.layers)) throw new Error('Not a MapLibre style');
    return { style, fallback: false };
  } catch (error) {
    console.error('The map style could not be loaded; drawing places on a plain map instead.', error);
    return { style: fallbackStyle(), fallback: true };
  }
}
