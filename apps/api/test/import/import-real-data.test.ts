import { count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.ts';
import { locationRegions, locations, regions } from '#api/db/schema/index.ts';
import { importCatalogue, type ImportSummary } from '#api/modules/catalogue/import/import-catalogue.ts';
import { gearListsOf } from '#api/modules/catalogue/location-response.ts';
import { readSources } from '#api/modules/catalogue/import/read-sources.ts';
import { openTestDatabase } from '#test/test-context.ts';
import { DOC_DATA_DIR } from './shared-data.ts';

/** What DOC's files in ../shared/data/doc hold once merged (huts: 957 from the API file plus 37 only in the 2023 ArcGIS export). */
const REAL_TOTALS = {
  tracks: 1412,
  huts: 994,
  campsites: 314,
  highlights: 0,
  rejected: 0,
  failedFiles: 0,
};

let database: DatabaseHandle;
let first: ImportSummary;
let second: ImportSummary;
let slugsAfterFirst: Map<string | null, string>;
const reported: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const { sources } = await readSources([DOC_DATA_DIR]);
  first = await importCatalogue(database.db, sources, (line) => reported.push(line));
  slugsAfterFirst = new Map(
    (await database.db.select({ key: locations.docAssetId, slug: locations.slug }).from(locations)).map(
      (row) => [row.key, row.slug],
    ),
  );
  second = await importCatalogue(database.db, sources, (line) => reported.push(line));
}, 180_000);
afterAll(() => database.close());

async function place(key: string) {
  const [row] = await database.db.select().from(locations).where(eq(locations.docAssetId, key));
  const regionTitles = await database.db
    .select({ title: regions.title })
    .from(locationRegions)
    .innerJoin(regions, eq(regions.id, locationRegions.regionId))
    .where(eq(locationRegions.locationId, row!.id));
  return { ...row!, regions: regionTitles.map((region) => region.title) };
}

describe("importing DOC's real files", () => {
  test('the whole directory imports every record, and a second run changes no total', () => {
    expect(reported).toEqual([]);
    expect(first).toEqual(REAL_TOTALS);
    expect(second).toEqual(REAL_TOTALS);
  });

  test('slugs are unique and the second run kept every one', async () => {
    const [row] = await database.db
      .select({
        places: count(),
        slugs: countDistinct(locations.slug),
        keys: countDistinct(locations.docAssetId),
      })
      .from(locations);
    expect(row).toEqual({ places: 2720, slugs: 2720, keys: 2720 });
    const after = await database.db
      .select({ key: locations.docAssetId, slug: locations.slug })
      .from(locations);
    expect(new Map(after.map((r) => [r.key, r.slug]))).toEqual(slugsAfterFirst);
  });

  test('every place has exactly one region, DOC’s own where DOC gives one', async () => {
    const perPlace = await database.db
      .select({ n: count() })
      .from(locations)
      .leftJoin(locationRegions, eq(locationRegions.locationId, locations.id))
      .groupBy(locations.id);
    expect(perPlace.every((row) => row.n === 1)).toBe(true);
    // DOC gives Kime Hut to Wairarapa in its 2026 API data (the 2023 export said Wellington/Kapiti).
    expect((await place('100094539')).regions).toEqual(['Wairarapa']);
    // A hut DOC gives no region gets its neighbours': Aparima - Tony's Hut is in Southland's Takitimu Mountains.
    expect((await place('100055258')).regions).toEqual(['Southland']);
  });

  test('the richer source wins and the thinner one only fills gaps', async () => {
    const angelus = await place('100081275');
    expect(angelus).toMatchObject({
      type: 'Hut',
      slug: 'angelus-hut',
      title: 'Angelus Hut',
      category: 'Serviced',
      numberOfBunks: 28,
      bookable: true,
      isClosed: false,
      areas: ['Nelson Lakes National Park'],
      regions: ['Nelson/Tasman'],
      attribution: 'Crown Copyright: Department of Conservation Te Papa Atawhai, CC BY 4.0',
    });
    expect(angelus.image).toMatch(/^https:\/\/www\.doc\.govt\.nz\//);
    expect(angelus.gallery[0]).toMatchObject({ title: 'Angelus Hut.', credit: 'Brian Dobbie ©' });
    // Only in the 2023 ArcGIS export: still in the catalogue, with what that export knew.
    expect(await place('100031262')).toMatchObject({
      title: 'Otanetea Hut',
      numberOfBunks: null,
      bookable: false,
    });
    expect((await place('100031262')).facilities.length).toBeGreaterThan(0);
  });

  test('Walking Experiences tracks get their time band, grades and a ground distance from the lines file', async () => {
    const aFrame = await place('doc-page:0c3b4ce64c56412c9bb887a78524c45b');
    expect(aFrame).toMatchObject({
      type: 'Track',
      title: 'A Frame Hut & Takapari Road Track',
      slug: 'a-frame-hut-and-takapari-road-track',
      walkingDuration: '2 hr 30 min one way',
      trackType: 'One way',
      durationCategory: '1-4-hours',
      difficulties: ['advanced'],
      infoLink: 'https://www.doc.govt.nz/link/0c3b4ce64c56412c9bb887a78524c45b.aspx',
    });
    // Shape__Length 2,701 m of Web Mercator at 40.1°S is about 2.07 km on the ground.
    expect(aFrame.distanceKm).toBeCloseTo(2.07, 2);
    // Its region comes from its neighbour, the hut it leads to, which DOC puts in Hawke's Bay.
    expect(aFrame.regions).toEqual(['Hawke’s Bay']);
    const chathams = await database.db
      .select({ title: locations.title })
      .from(locations)
      .innerJoin(locationRegions, eq(locationRegions.locationId, locations.id))
      .innerJoin(regions, eq(regions.id, locationRegions.regionId))
      .where(eq(regions.slug, 'chatham-islands'));
    expect(chathams.length).toBe(4);
  });

  test('every imported place gets its gear lists, and an alpine multi-day track starts on a different one from a 30-minute walk (issue 13)', async () => {
    const rows = await database.db.select().from(locations);
    expect(rows).toHaveLength(2720);
    const firstLists = new Map<string, number>();
    for (const row of rows) {
      const { gear_list_presets: presets, duration_category_gear_list: duration } = gearListsOf(row);
      expect(presets.length, row.title).toBeGreaterThanOrEqual(1);
      if (duration) expect(presets.map((preset) => preset.id)).toContain(duration);
      firstLists.set(presets[0]!.id, (firstLists.get(presets[0]!.id) ?? 0) + 1);
    }
    // Every kind of list is somebody's best fit.
    expect([...firstLists.keys()].sort()).toEqual([
      'alpine-winter',
      'day-walk',
      'multi-day',
      'overnight-camping',
      'overnight-hut',
      'short-walk',
    ]);

    // "An alpine crossing recommended for experienced trampers", Expert, 4-5 days.
    const cascadeSaddle = gearListsOf(await place('doc-page:40ead183d61e42a68b4f6cbf5437e96b'));
    // Humboldt Falls Track, Easy, 30 min.
    const humboldtFalls = gearListsOf(await place('doc-page:4f6c749e1b4a4e369de519860bf018c5'));
    expect(cascadeSaddle.gear_list_presets.map((preset) => preset.id)).toEqual([
      'alpine-winter',
      'multi-day',
      'overnight-hut',
    ]);
    expect(humboldtFalls.gear_list_presets.map((preset) => preset.id)).toEqual(['short-walk', 'day-walk']);
    expect(cascadeSaddle.duration_category_gear_list).toBe('alpine-winter');
    expect(humboldtFalls.duration_category_gear_list).toBe('short-walk');
  });
});
