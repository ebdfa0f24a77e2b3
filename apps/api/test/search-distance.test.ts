import { kmBetween, type LngLat } from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { DEMO_PLACE_NAMES } from '#api/modules/catalogue/demo/demo-place-names.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { createCatalogueSearch } from '#api/modules/catalogue/search/catalogue-search.ts';
import { openTestDatabase } from './test-context.ts';

/**
 * "Nearest to me" orders by the geometry module's distance, or the list and the "km away"
 * beside each place would disagree with the rest of the app.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, DEMO_CATALOGUE, DEMO_PLACE_NAMES);
});
afterAll(() => database.close());

const nearest = (near: LngLat) =>
  createCatalogueSearch(database).search({
    types: ['Track', 'Hut', 'Campsite'],
    near,
    trackLines: null,
    offset: 0,
    limit: 50,
  });

describe('distances in search agree with the geometry module', () => {
  test.each([
    ['Queenstown', [168.6626, -45.0312]],
    ['Ōhakune', [175.4195, -39.4179]],
    ['Franz Josef', [170.1823, -43.3888]],
    ['Te Anau', [167.7181, -45.4145]],
  ] as [string, LngLat][])('from %s, to within a metre, nearest first', async (_town, point) => {
    const { rows } = await nearest(point);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(Math.abs(row.distanceAway! - kmBetween(point, [row.lng, row.lat])), row.title).toBeLessThan(
        0.001,
      );
    const distances = rows.map((row) => row.distanceAway!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});
