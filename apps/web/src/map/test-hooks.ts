import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * The end-to-end tests read what the map drew (queryRenderedFeatures) instead of comparing
 * screenshots. The map is handed to them only when a test asked for it before the page
 * loaded (`window.__waymarkTestHooks = true`, set by e2e/drivers/map-driver.ts), or in
 * development; a visitor's page exposes nothing.
 */
declare global {
  interface Window {
    __waymarkTestHooks?: boolean;
    __waymarkMap?: MapLibreMap;
  }
}

export function exposeMapForTests(map: MapLibreMap): () => void {
  if (!import.meta.env.DEV && window.__waymarkTestHooks !== true) return () => {};
  window.__waymarkMap = map;
  return () => {
    if (window.__waymarkMap === map) delete window.__waymarkMap;
  };
}
