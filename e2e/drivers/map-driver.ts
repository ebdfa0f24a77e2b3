import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/**
 * The map is a canvas: specs never click or screenshot it. They ask this driver what MapLibre
 * drew (queryRenderedFeatures) and move the camera the way a person would, through the map the
 * app hands over when `window.__waymarkTestHooks` is set before the page loads.
 */

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The real OpenFreeMap Liberty style, recorded; read at test time, never copied into the repo. */
const RECORDED_STYLE = path.resolve(REPO_ROOT, '../shared/data/styles/openfreemap_liberty_style.json');

export const MAP_LAYERS = {
  regions: 'waymark-regions',
  clusters: 'waymark-clusters',
  places: 'waymark-places',
  trackLines: 'waymark-track-lines',
  focusLine: 'waymark-focus-line',
  focusPoint: 'waymark-focus-point',
  customTrackLegs: 'waymark-custom-track-legs',
} as const;

type LayerName = keyof typeof MAP_LAYERS;
export type RenderedFeature = Record<string, unknown>;

/**
 * The network is closed in tests: the style request gets the recorded style, and every tile,
 * glyph and sprite request answers 404. The map must still draw our own layers.
 */
export async function useRecordedBasemap(page: Page): Promise<void> {
  const style = readFileSync(RECORDED_STYLE, 'utf8').replaceAll(
    '__TILEJSON_DOMAIN__',
    'tiles.openfreemap.org',
  );
  await page.addInitScript(() => {
    window.__waymarkTestHooks = true;
  });
  // Routes added later win: the catch-all first, the style after it.
  await page.route('https://tiles.openfreemap.org/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('https://tiles.openfreemap.org/styles/liberty', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: style }),
  );
}

declare global {
  interface Window {
    __waymarkTestHooks?: boolean;
    __waymarkMap?: {
      queryRenderedFeatures: (options: { layers: string[] }) => { properties: RenderedFeature }[];
      jumpTo: (options: { center: [number, number]; zoom: number }) => void;
      getZoom: () => number;
      getLayer: (id: string) => unknown;
      fitBounds: (
        bounds: [[number, number], [number, number]],
        options: { padding: Record<'top' | 'bottom' | 'left' | 'right', number>; duration: number },
      ) => void;
      project: (at: [number, number]) => { x: number; y: number };
    };
  }
}

export function mapDriver(page: Page) {
  const map = page.getByTestId('map');
  return {
    /** The map has its style and our layers, on the basemap or the offline fallback. */
    async waitUntilReady(): Promise<void> {
      await page.waitForFunction(() => {
        const state = document.querySelector('[data-testid="map"]')?.getAttribute('data-map-state');
        return (state === 'ready' || state === 'fallback') && window.__waymarkMap !== undefined;
      });
    },

    /** 'ready' on the real basemap, 'fallback' when only our own layers could be drawn. */
    async state(): Promise<string | null> {
      return map.getAttribute('data-map-state');
    },

    /** The properties of the features MapLibre drew on one of our layers, in view now. */
    async renderedFeatures(layer: LayerName): Promise<RenderedFeature[]> {
      return page.evaluate((id) => {
        const current = window.__waymarkMap;
        if (!current?.getLayer(id)) return [];
        return current.queryRenderedFeatures({ layers: [id] }).map((feature) => feature.properties);
      }, MAP_LAYERS[layer]);
    },

    /** Moves the camera as a person panning and zooming would (the app treats it as theirs). */
    async jumpTo(center: [number, number], zoom: number): Promise<void> {
      await page.evaluate(([lng, lat, z]) => window.__waymarkMap?.jumpTo({ center: [lng, lat], zoom: z }), [
        center[0],
        center[1],
        zoom,
      ] as const);
    },

    /** Shows these points, with room around them for the controls and panels laid over the map. */
    async fitTo(
      points: [number, number][],
      padding = { top: 110, bottom: 150, left: 50, right: 70 },
    ): Promise<void> {
      const lngs = points.map(([lng]) => lng);
      const lats = points.map(([, lat]) => lat);
      const bounds: [[number, number], [number, number]] = [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ];
      await page.evaluate(([b, p]) => window.__waymarkMap?.fitBounds(b, { padding: p, duration: 0 }), [
        bounds,
        padding,
      ] as const);
    },

    /** Taps the map where this point is, as a person would. */
    async tapAt(at: [number, number]): Promise<void> {
      const box = await map.boundingBox();
      const pixel = await page.evaluate((point) => window.__waymarkMap?.project(point), at);
      if (!box || !pixel) throw new Error('The map is not ready');
      await page.mouse.click(box.x + pixel.x, box.y + pixel.y);
    },

    async zoom(): Promise<number> {
      return page.evaluate(() => window.__waymarkMap?.getZoom() ?? Number.NaN);
    },
  };
}
