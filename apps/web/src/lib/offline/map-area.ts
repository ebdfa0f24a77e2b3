import { boundingBox, boxAround, lineParts } from '@waymark/domain';
import type { BoundingBox, LngLat, Location } from '@waymark/domain';

/**
 * The basemap of a saved place's area (issue 17): every address MapLibre will ask for to draw
 * the area around the route at the zoom levels a walker uses, read from the style itself, so
 * whichever basemap is chosen is the one kept.
 */

/** A little beyond the route: the hut off the end of the track, the valley beside it. */
const MARGIN_KM = 3;
/** From the region (5) down to the track's junctions and streams (14, the vector tiles' last). */
const ZOOMS = { min: 5, max: 14 } as const;
/** A long route loses its closest zoom levels rather than filling a phone. */
export const MAX_TILES = 1200;
/** Te reo Māori's macrons (ā ē ī ō ū) sit in the second glyph range. */
const GLYPH_RANGES = ['0-255', '256-511'];

export type Tile = { z: number; x: number; y: number };

/**
 * The area to keep around a route's positions (its line, a custom track's markers) or a single
 * place (a hut, a campsite): a few kilometres beyond every side.
 */
export function areaAround(positions: LngLat[]): BoundingBox {
  const box = boundingBox(positions);
  const low = boxAround([box.minLng, box.minLat], MARGIN_KM);
  const high = boxAround([box.maxLng, box.maxLat], MARGIN_KM);
  return { minLng: low.minLng, minLat: low.minLat, maxLng: high.maxLng, maxLat: high.maxLat };
}

/** A catalogue place's positions: its line when it has one, else where it stands. */
export function placePositions(place: Pick<Location, 'geojson' | 'geolocation'>): LngLat[] {
  const line = lineParts(place.geojson).flat();
  return line.length > 0 ? line : [place.geolocation];
}

/** Web Mercator tile coordinates of a position (the slippy-map scheme MapLibre asks in). */
function tileOf(lng: number, lat: number, z: number): { x: number; y: number } {
  const scale = 2 ** z;
  const radians = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * scale);
  const y = Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * scale);
  const clamp = (value: number) => Math.min(scale - 1, Math.max(0, value));
  return { x: clamp(x), y: clamp(y) };
}

/** Every tile covering the box at each zoom, dropping the closest zooms while over `limit`. */
export function tilesCovering(
  box: BoundingBox,
  zooms: { min: number; max: number },
  limit = MAX_TILES,
): Tile[] {
  const rangeAt = (z: number) => {
    const northWest = tileOf(box.minLng, box.maxLat, z);
    const southEast = tileOf(box.maxLng, box.minLat, z);
    return {
      z,
      northWest,
      southEast,
      count: (southEast.x - northWest.x + 1) * (southEast.y - northWest.y + 1),
    };
  };
  const ranges = [];
  let total = 0;
  for (let z = zooms.min; z <= zooms.max; z += 1) {
    const range = rangeAt(z);
    // Counted before listed: a whole country at zoom 14 is millions of tiles.
    if (ranges.length > 0 && total + range.count > limit) break;
    ranges.push(range);
    total += range.count;
  }
  const tiles: Tile[] = [];
  for (const { z, northWest, southEast } of ranges)
    for (let x = northWest.x; x <= southEast.x && tiles.length < limit; x += 1)
      for (let y = northWest.y; y <= southEast.y && tiles.length < limit; y += 1) tiles.push({ z, x, y });
  return tiles;
}

type StyleSource = { type?: string; url?: string; tiles?: string[]; minzoom?: number; maxzoom?: number };
type Style = {
  sources?: Record<string, StyleSource>;
  glyphs?: string;
  sprite?: string | { url: string }[];
  layers?: { layout?: Record<string, unknown> }[];
};
type Fetch = (url: string) => Promise<Response>;

const TILED = new Set(['vector', 'raster', 'raster-dem']);

/** The style, its TileJSONs, sprites, glyphs and tiles: what drawing the area asks for. */
export async function mapAreaUrls(styleUrl: string, area: BoundingBox, fetchJson: Fetch): Promise<string[]> {
  const style = (await (await fetchJson(styleUrl)).json()) as Style;
  const urls = [styleUrl];
  for (const source of Object.values(style.sources ?? {})) {
    if (!source.type || !TILED.has(source.type)) continue;
    let described = source;
    if (source.url) {
      urls.push(source.url);
      described = { ...((await (await fetchJson(source.url)).json()) as StyleSource), ...source };
    }
    urls.push(...sourceTileUrls(described, area));
  }
  urls.push(...spriteUrls(style.sprite), ...glyphUrls(style));
  // As the browser writes them, so the service worker finds each request's address among them.
  return [...new Set(urls.map((url) => new URL(url).href))];
}

function sourceTileUrls(source: StyleSource, area: BoundingBox): string[] {
  const template = source.tiles?.[0];
  // {quadkey}, {ratio} and the like ask for a scheme MapLibre fills in its own way.
  if (!template || /\{(?!z\}|x\}|y\})[^}]*\}/.test(template)) return [];
  const last = Math.min(source.maxzoom ?? 22, ZOOMS.max);
  const first = Math.min(Math.max(source.minzoom ?? 0, ZOOMS.min), last);
  return tilesCovering(area, { min: first, max: last }).map(({ z, x, y }) =>
    template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)),
  );
}

function spriteUrls(sprite: Style['sprite']): string[] {
  const bases = typeof sprite === 'string' ? [sprite] : (sprite ?? []).map((each) => each.url);
  return bases.flatMap((base) =>
    ['', '@2x'].flatMap((ratio) => [`${base}${ratio}.json`, `${base}${ratio}.png`]),
  );
}

function glyphUrls(style: Style): string[] {
  if (!style.glyphs) return [];
  const stacks = new Set<string>();
  for (const layer of style.layers ?? []) {
    const fonts = layer.layout?.['text-font'];
    if (Array.isArray(fonts) && fonts.every((font) => typeof font === 'string')) stacks.add(fonts.join(','));
  }
  return [...stacks].flatMap((stack) =>
    GLYPH_RANGES.map((range) =>
      // As MapLibre asks: the stack joined by commas, as is (the URL then encodes its spaces).
      style.glyphs!.replace('{fontstack}', stack).replace('{range}', range),
    ),
  );
}
