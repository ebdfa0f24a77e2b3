import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.ts';
import { highlightFeatures, locations } from '#api/db/schema/index.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { importCatalogue, type ImportSummary } from '#api/modules/catalogue/import/import-catalogue.ts';
import { readSources } from '#api/modules/catalogue/import/read-sources.ts';
import { openTestDatabase } from '#test/test-context.ts';
import { DOC_DATA_DIR } from './shared-data.ts';

let database: DatabaseHandle;
let summary: ImportSummary;
let featuresBefore: number;

async function featureLinks() {
  const [row] = await database.db.select({ n: count() }).from(highlightFeatures);
  return row!.n;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, DEMO_CATALOGUE);
  featuresBefore = await featureLinks();
  const { sources } = await readSources([DOC_DATA_DIR]);
  summary = await importCatalogue(database.db, sources, () => {});
}, 180_000);
afterAll(() => database.close());

describe('importing DOC data over the demo catalogue', () => {
  test('a demo place DOC also describes becomes that DOC place, keeping its slug, rather than a twin', async () => {
    const angelus = await database.db.select().from(locations).where(eq(locations.title, 'Angelus Hut'));
    expect(angelus).toHaveLength(1);
    expect(angelus[0]).toMatchObject({ slug: 'angelus-hut', docAssetId: '100081275', numberOfBunks: 28 });
    const routeburn = await database.db
      .select()
      .from(locations)
      .where(eq(locations.title, 'Routeburn Track'));
    expect(routeburn).toHaveLength(1);
    expect(routeburn[0]!.docAssetId).toMatch(/^doc-page:/);
    // The demo's hand-drawn line stays: the Walking Experiences file has none.
    expect(routeburn[0]!.geojson).not.toBeNull();
  });

  test('highlights still feature their places, and every DOC record is in the catalogue once', async () => {
    expect(await featureLinks()).toBe(featuresBefore);
    const [unadopted] = await database.db
      .select({ n: count() })
      .from(locations)
      .where(and(isNull(locations.docAssetId), ne(locations.type, 'Highlight')));
    const placesFromDoc = 1412 + 994 + 314;
    expect(summary.tracks + summary.huts + summary.campsites).toBe(placesFromDoc + unadopted!.n);
    expect(unadopted!.n).toBeLessThan(DEMO_CATALOGUE.length);
  });
});
