/**
 * Where basemaps come from (spec 2 §4 "Map style"). Import-free: the service worker reads it to
 * know which requests may be a saved map area's.
 */

export const OPENFREEMAP_ORIGIN = 'https://tiles.openfreemap.org';
export const LINZ_BASEMAPS_ORIGIN = 'https://basemaps.linz.govt.nz';

export const BASEMAP_ORIGINS: readonly string[] = [OPENFREEMAP_ORIGIN, LINZ_BASEMAPS_ORIGIN];
