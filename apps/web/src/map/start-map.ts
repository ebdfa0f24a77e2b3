import {
  AJAXError,
  AttributionControl,
  FullscreenControl,
  GeolocateControl,
  Map as MapLibreMap,
  NavigationControl,
  ScaleControl,
  setWorkerUrl,
} from 'maplibre-gl';
import type { StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { NZ_BOUNDS } from './layers.ts';
import { exposeMapForTests } from './test-hooks.ts';

// MapLibre 6 with Vite: the worker file is only emitted when its URL is imported (ENVIRONMENT.md).
setWorkerUrl(workerUrl);

export type StartedMap = { map: MapLibreMap; stop: () => void };

/**
 * A Waymark map in `container`: New Zealand in view, zoom, location and scale controls, the
 * handle end-to-end tests read, and lost tiles kept out of the console. Throws when the device
 * cannot draw a map (no WebGL2); the caller says so in its own words.
 */
export function startMap(
  container: HTMLElement,
  style: StyleSpecification,
  { fullscreen = true, doubleClickZoom = true }: { fullscreen?: boolean; doubleClickZoom?: boolean } = {},
): StartedMap {
  const map = new MapLibreMap({
    container,
    style,
    bounds: NZ_BOUNDS,
    fitBoundsOptions: { padding: 16 },
    attributionControl: false,
    maxPitch: 0,
    doubleClickZoom,
  });
  map.addControl(new AttributionControl({ compact: true }));
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  if (fullscreen) map.addControl(new FullscreenControl(), 'top-right');
  map.addControl(
    new GeolocateControl({ positionOptions: { enableHighAccuracy: true }, trackUserLocation: false }),
    'top-right',
  );
  map.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left');
  const unexpose = exposeMapForTests(map);
  map.on('error', (event) => {
    if (!isResourceError(event.error)) console.error('Map error', event.error);
  });
  return {
    map,
    stop() {
      unexpose();
      map.remove();
    },
  };
}

/**
 * Ready once the style (with our sources) is in: not on 'load', which waits for every tile and
 * sprite and, when those fail offline, may never come.
 */
export function whenStyleLoaded(map: MapLibreMap, callback: () => void): void {
  if (map.isStyleLoaded()) callback();
  else map.once('style.load', callback);
}

/** Offline tiles, glyphs and sprites are expected on a closed network; they are not news. */
function isResourceError(error: unknown): boolean {
  return error instanceof AJAXError || (error instanceof TypeError && /fetch|network/i.test(error.message));
}
