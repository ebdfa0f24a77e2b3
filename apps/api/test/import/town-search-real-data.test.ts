import { kmBetween, SearchTracksResponseSchema, type SearchTracksResponse } from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { importCatalogue } from '#api/modules/catalogue/import/import-catalogue.ts';
import { readSources } from '#api/modules/catalogue/import/read-sources.ts';
import { PLACE_NAME_NEARBY_KM } from '#api/modules/catalogue/place-names.ts';
import { createTestContext, type TestContext } from '#test/test-context.ts';
import { DOC_DATA_DIR, PLACE_NAMES_FILE } from './shared-data.ts';

// DOC's real places and the real gazetteer, as `npm run import` would load them.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const { sources } = await readSources([DOC_DATA_DIR, PLACE_NAMES_FILE]);
  const summary = await importCatalogue(ctx.database.db, sources, () => {});
  expect(summary).toMatchObject({ tracks: 1412, rejected: 0, failedFiles: 0, placeNames: 4546 });
}, 180_000);
afterAll(() => ctx.close());

async function search(payload: Record<string, unknown>): Promise<SearchTracksResponse['data']> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/search-tracks', payload });
  expect(res.statusCode, res.body).toBe(200);
  return SearchTracksResponseSchema.parse(res.json()).data;
}

/** Where the gazetteer puts Ōhakune and Queenstown. */
const OHAKUNE = { lng: 175.399512, lat: -39.41779 };
const QUEENSTOWN = { lng: 168.661449, lat: -45.032259 };
const kmFrom = (town: { lng: number; lat: number }) => (item: { lng: number; lat: number }) =>
  kmBetween([town.lng, town.lat], [item.lng, item.lat]);

describe('searching the real catalogue by a town’s name', () => {
  test('"Ohakune" lists the place named after it, then what lies around Ōhakune, nearest first', async () => {
    const found = await search({ term: 'Ohakune', items: 100 });
    expect(found.list[0]?.title).toBe('Ohakune Old Coach Road');
    const around = found.list.slice(1);
    expect(around.map((item) => item.title)).toEqual(
      expect.arrayContaining([
        'Mangawhero Falls Walk',
        'Waitonga Falls Track',
        'Lake Rotokura Walk',
        'Blyth Hut',
      ]),
    );
    // Nearest first, to within the few hundred metres a flat-earth distance is out at 50 km.
    const distances = around.map(kmFrom(OHAKUNE));
    distances.forEach((km, i) => expect(km).toBeGreaterThan((distances[i - 1] ?? 0) - 0.5));
    // The road's start is 5 km from town: the Rimu Walk, 2 km away, still comes after it.
    expect(distances[0]).toBeLessThan(kmFrom(OHAKUNE)(found.list[0]!));
    expect(Math.max(...distances)).toBeLessThanOrEqual(PLACE_NAME_NEARBY_KM + 1);
    // Everything within reach is listed, and counted exactly.
    expect(found).toMatchObject({ total: found.list.length, total_is_capped: false, all_loaded: true });
    expect(found.list.length).toBeGreaterThan(50);
  });

  test('accents and case do not matter: "ŌHAKUNE" is "Ohakune"', async () => {
    const plain = await search({ term: 'Ohakune', items: 20 });
    expect(await search({ term: 'ŌHAKUNE', items: 20 })).toEqual(plain);
  });

  test('"Queenstown", which no DOC place is named after, leads with the places nearest the town', async () => {
    const found = await search({ term: 'Queenstown', items: 10 });
    expect(found.list).toHaveLength(10);
    for (const item of found.list) expect(kmFrom(QUEENSTOWN)(item), item.title).toBeLessThan(20);
    expect(found.list.map((item) => item.title)).toContain('Ben Lomond Track');
    // More than a page of places within 50 km: counted as far as the cap.
    expect(found).toMatchObject({ total: 100, total_is_capped: true });
  });

  test('a name that is not a town still ranks by words alone', async () => {
    expect((await search({ term: 'routeburn' })).list[0]?.title).toBe('Routeburn Track');
    expect((await search({ term: 'keplar track' })).list[0]?.title).toBe('Kepler Track');
  });
});

describe('searching the real catalogue by every word of a term', () => {
  test('words in another order, or far apart, find the place and rank it first', async () => {
    expect((await search({ term: 'mackenzie lake hut' })).list[0]?.title).toBe('Lake Mackenzie Hut');
    expect((await search({ term: 'hut routeburn falls' })).list[0]?.title).toBe('Routeburn Falls Hut');
    expect((await search({ term: 'josef hine walk' })).list[0]?.title).toBe(
      'Franz Josef Glacier/Kā Roimata o Hine Hukatere Walk',
    );
  });

  test('huts in Aoraki/Mount Cook National Park rank above names that only look like "cook hut"', async () => {
    // Without full-text search, "Cobb Hut" and "Jolliebrook Hut" led this list.
    const found = await search({ term: 'cook hut', items: 10 });
    for (const item of found.list) {
      expect(item.type, item.title).toBe('Hut');
      expect(item.locations.map((area) => area.title)).toContain('Aoraki/Mount Cook National Park');
    }
  });

  test('a typo still ranks the right place first', async () => {
    expect((await search({ term: 'routebrn falls hut' })).list[0]?.title).toBe('Routeburn Falls Hut');
    expect((await search({ term: 'tongariro crosing' })).list[0]?.title).toBe('Tongariro Alpine Crossing');
  });
});

describe('what people type, on the real catalogue', () => {
  test('every misspelt word counts: "milfrod trak" finds Milford Track first', async () => {
    expect((await search({ term: 'milfrod trak' })).list[0]?.title).toBe('Milford Track');
  });

  test('"great walks" and "great" find the huts and campsites of the Great Walk category', async () => {
    for (const term of ['great walks', 'great']) {
      const titles = (await search({ term, items: 100 })).list.map((item) => item.title);
      expect(titles, term).toEqual(
        expect.arrayContaining(['Mintaro Hut', 'Clinton Hut', 'Lake Mackenzie Hut']),
      );
    }
  });

  test('"routeburn" ranks Routeburn Track first and lists no route that only looks like it', async () => {
    const found = await search({ term: 'routeburn', items: 100 });
    expect(found.list[0]?.title).toBe('Routeburn Track');
    for (const item of found.list) expect(item.title).toMatch(/Routeburn/);
    const titles = found.list.map((item) => item.title);
    expect(titles).not.toContain('Mueller Hut Route');
    expect(titles).not.toContain('Avalanche Peak Route');
  });
});
