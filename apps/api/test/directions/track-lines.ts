import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nztmToWgs84, type LngLat } from '@waymark/domain';
import { SHARED_DATA_DIR } from '#test/alerts/sources.ts';

/**
 * The real track lines of ../shared/data/tracks_lines, read in place: eleven Great Walks as DOC
 * draws them (NZTM2000) and forty curated tramps from OpenStreetMap and DOC (WGS84).
 */
const DIR = path.join(SHARED_DATA_DIR, 'tracks_lines');

export type NamedLine = { name: string; line: LngLat[] };

export function greatWalkLines(): NamedLine[] {
  const file = JSON.parse(readFileSync(path.join(DIR, 'wehike_greatwalks_polylines_nztm.json'), 'utf8')) as {
    polylineCol: { name: string; polyline: [number, number][] }[];
  };
  return file.polylineCol.map(({ name, polyline }) => ({
    name,
    line: polyline.map(([x, y]) => nztmToWgs84(x, y)),
  }));
}

export function curatedTrampLines(): NamedLine[] {
  return ['thunderbird_nz-trails-batch1.json', 'thunderbird_nz-trails-batch2.json'].flatMap((name) => {
    const trails = JSON.parse(readFileSync(path.join(DIR, name), 'utf8')) as {
      success: boolean;
      trail: { name: string; coordinates?: [number, number, number][] };
    }[];
    return trails
      .filter(({ success, trail }) => success && trail.coordinates)
      .map(({ trail }) => ({
        name: trail.name,
        line: trail.coordinates!.map(([lng, lat]) => [lng, lat] as LngLat),
      }));
  });
}
