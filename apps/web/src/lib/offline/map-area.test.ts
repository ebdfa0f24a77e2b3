import { describe, expect, test } from 'vitest';
import { areaAround, MAX_TILES, mapAreaUrls, placePositions, tilesCovering } from './map-area.ts';

const savedArea = (place: Parameters<typeof placePositions>[0]) => areaAround(placePositions(place));

const ROUTEBURN = {
  geolocation: [168.2, -44.73] as [number, number],
  geojson: {
    type: 'LineString' as const,
    coordinates: [
      [168.17, -44.72],
      [168.27, -44.77],
    ],
  },
};

describe('areaAround a place', () => {
  test('holds the whole route with a few kilometres beyond each end', () => {
    const area = savedArea(ROUTEBURN);
    expect(area.minLng).toBeLessThan(168.17 - 0.03);
    expect(area.maxLng).toBeGreaterThan(168.27 + 0.03);
    expect(area.minLat).toBeLessThan(-44.77 - 0.02);
    expect(area.maxLat).toBeGreaterThan(-44.72 + 0.02);
  });

  test('is the area around a hut when the place has no line', () => {
    const area = savedArea({ geolocation: [170.07, -43.72], geojson: null });
    expect(area.minLng).toBeLessThan(170.07);
    expect(area.maxLng).toBeGreaterThan(170.07);
    expect(area.maxLat - area.minLat).toBeCloseTo((3 * 2) / 111.2, 2);
  });
});

describe('tilesCovering', () => {
  test('one tile holds all of New Zealand at zoom 0, and Mercator rows run north to south', () => {
    const nz = { minLng: 166, minLat: -47.5, maxLng: 179, maxLat: -34 };
    expect(tilesCovering(nz, { min: 0, max: 0 })).toEqual([{ z: 0, x: 0, y: 0 }]);
    const z2 = tilesCovering(nz, { min: 2, max: 2 });
    expect(z2).toEqual([{ z: 2, x: 3, y: 2 }]);
  });

  test('covers the area at every zoom from the first to the last', () => {
    const tiles = tilesCovering(savedArea(ROUTEBURN), { min: 5, max: 14 });
    const zooms = [...new Set(tiles.map((tile) => tile.z))];
    expect(zooms).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    // At zoom 14 a tile is about 1.7 km wide here: the 14 km route with its margins takes several.
    expect(tiles.filter((tile) => tile.z === 14).length).toBeGreaterThan(20);
  });

  test('a long route drops its closest zooms to stay within the limit', () => {
    const longTrail = { minLng: 167, minLat: -46, maxLng: 176, maxLat: -36 };
    const tiles = tilesCovering(longTrail, { min: 5, max: 14 });
    expect(tiles.length).toBeLessThanOrEqual(MAX_TILES);
    expect(Math.max(...tiles.map((tile) => tile.z))).toBeLessThan(14);
    expect(Math.min(...tiles.map((tile) => tile.z))).toBe(5);
  });
});

describe('mapAreaUrls', () => {
  const style = {
    version: 8,
    sources: {
      openmaptiles: { type: 'vector', url: 'https://tiles.example/planet' },
      shaded: { type: 'raster', maxzoom: 6, tiles: ['https://tiles.example/shaded/{z}/{x}/{y}.png'] },
      peaks: { type: 'geojson', data: 'https://tiles.example/peaks.json' },
    },
    glyphs: 'https://tiles.example/fonts/{fontstack}/{range}.pbf',
    sprite: 'https://tiles.example/sprites/ofm',
    layers: [
      { id: 'label', layout: { 'text-font': ['Noto Sans Regular'] } },
      { id: 'peak', layout: { 'text-font': ['Noto Sans Bold', 'Noto Sans Italic'] } },
      { id: 'expression', layout: { 'text-font': ['get', 'font'] } },
    ],
  };
  const tileJson = { tiles: ['https://tiles.example/planet/{z}/{x}/{y}.pbf'], minzoom: 0, maxzoom: 14 };
  const answers: Record<string, unknown> = {
    'https://tiles.example/styles/liberty': style,
    'https://tiles.example/planet': tileJson,
  };
  const fetchJson = (url: string) => Promise.resolve(Response.json(answers[url]));

  test('asks for what MapLibre will: style, TileJSON, tiles of each tiled source, sprites and glyphs', async () => {
    const urls = await mapAreaUrls('https://tiles.example/styles/liberty', savedArea(ROUTEBURN), fetchJson);
    expect(urls.slice(0, 2)).toEqual([
      'https://tiles.example/styles/liberty',
      'https://tiles.example/planet',
    ]);
    expect(urls).toContain('https://tiles.example/sprites/ofm@2x.png');
    expect(urls).toContain('https://tiles.example/fonts/Noto%20Sans%20Regular/256-511.pbf');
    expect(urls).toContain('https://tiles.example/fonts/Noto%20Sans%20Bold,Noto%20Sans%20Italic/0-255.pbf');
    const vector = urls.filter((url) => url.startsWith('https://tiles.example/planet/'));
    expect(vector.some((url) => url.startsWith('https://tiles.example/planet/14/'))).toBe(true);
    // The shaded relief stops at zoom 6: its last level is kept, and MapLibre enlarges it.
    const shaded = urls.filter((url) => url.startsWith('https://tiles.example/shaded/'));
    expect(new Set(shaded.map((url) => url.split('/')[4]))).toEqual(new Set(['5', '6']));
    expect(urls.some((url) => url.includes('peaks.json'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
