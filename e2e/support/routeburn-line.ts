import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nztmToWgs84, type LngLat } from '@waymark/domain';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { MAIN_ADMIN_TOKEN } from './source-scenario.ts';

/**
 * The Great Walks as DOC draws them (../shared/data/tracks_lines, NZTM2000), read at test time.
 * The Routeburn is imported into the e2e server as DOC's Walking Experiences layer gives it: the
 * import takes over the demo catalogue's Routeburn (same name, same place) and its few-point
 * sketch of a line becomes the real one, so the custom-track journeys snap to DOC's line.
 */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FILE = path.resolve(REPO_ROOT, '../shared/data/tracks_lines/wehike_greatwalks_polylines_nztm.json');

export function greatWalkLine(name: string): LngLat[] {
  const walks = JSON.parse(readFileSync(FILE, 'utf8')) as {
    polylineCol: { name: string; polyline: [number, number][] }[];
  };
  const walk = walks.polylineCol.find((candidate) => candidate.name === name);
  if (!walk) throw new Error(`No Great Walk named ${name}`);
  return walk.polyline.map(([x, y]) => nztmToWgs84(x, y));
}

/** The Routeburn's page on DOC's site, by which DOC's layers know it. */
const ROUTEBURN_PAGE = 'https://www.doc.govt.nz/link/69bc21c34b8b4fb2ac982ac21d38cc25.aspx';

/** Imports the Routeburn's line through the staff API; importing it again changes nothing. */
export async function importRouteburnLine(request: APIRequestContext): Promise<void> {
  const features = [
    {
      type: 'Feature',
      properties: { name: 'Routeburn Track', walkingAndTrampingWebPage: ROUTEBURN_PAGE },
      geometry: { type: 'LineString', coordinates: greatWalkLine('Routeburn Track') },
    },
  ];
  const content = JSON.stringify({ type: 'FeatureCollection', name: 'DOC_Walking_Experiences', features });
  const res = await request.post('/api/v1/admin/import', {
    headers: { authorization: `Bearer ${MAIN_ADMIN_TOKEN}` },
    data: { files: [{ name: 'routeburn.geojson', content }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toMatchObject({ rejected: 0, failedFiles: 0 });
}
