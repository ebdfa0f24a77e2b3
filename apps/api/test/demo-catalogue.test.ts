import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.ts';
import { highlightFeatures, locationRegions, locations, placeNames, regions } from '#api/db/schema/index.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { DEMO_PLACE_NAMES } from '#api/modules/catalogue/demo/demo-place-names.ts';
import type { DemoPlace } from '#api/modules/catalogue/demo/demo-place.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { PLACE_NAME_NEARBY_KM } from '#api/modules/catalogue/place-names.ts';
import { openTestDatabase } from './test-context.ts';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

async function countOf(type: 'Track' | 'Hut' | 'Campsite' | 'Highlight') {
  const [row] = await database.db.select({ n: count() }).from(locations).where(eq(locations.type, type));
  return row?.n ?? 0;
}

const GREAT_WALKS = [
  'Lake Waikaremoana',
  'Tongariro Northern Circuit',
  'Whanganui Journey',
  'Abel Tasman Coast Track',
  'Heaphy Track',
  'Paparoa Track',
  'Routeburn Track',
  'Milford Track',
  'Kepler Track',
  'Rakiura Track',
  'Hump Ridge Track',
];

describe('the demo catalogue', () => {
  test('a fresh database gets at least 30 tracks with every Great Walk, 15 huts, 10 campsites and 3 highlights', async () => {
    const result = await seedDemoCatalogue(database.db, DEMO_CATALOGUE);
    expect(result.seeded).toBe(true);
    expect(await countOf('Track')).toBeGreaterThanOrEqual(30);
    expect(await countOf('Hut')).toBeGreaterThanOrEqual(15);
    expect(await countOf('Campsite')).toBeGreaterThanOrEqual(10);
    expect(await countOf('Highlight')).toBeGreaterThanOrEqual(3);
    const titles = (await database.db.select({ title: locations.title }).from(locations)).map((r) => r.title);
    for (const walk of GREAT_WALKS) {
      expect(
        titles.some((title) => title.includes(walk)),
        walk,
      ).toBe(true);
    }
  });

  test('every place lies in New Zealand, belongs to a region and credits DOC', async () => {
    await seedDemoCatalogue(database.db, DEMO_CATALOGUE);
    const rows = await database.db
      .select({
        title: locations.title,
        lng: locations.lng,
        lat: locations.lat,
        attribution: locations.attribution,
        region: regions.title,
      })
      .from(locations)
      .leftJoin(locationRegions, eq(locationRegions.locationId, locations.id))
      .leftJoin(regions, eq(regions.id, locationRegions.regionId));
    for (const row of rows) {
      expect(row.lng, row.title).toBeGreaterThan(165);
      expect(row.lng, row.title).toBeLessThan(180);
      expect(row.lat, row.title).toBeGreaterThan(-48);
      expect(row.lat, row.title).toBeLessThan(-34);
      expect(row.region, row.title).toBeTruthy();
      expect(row.attribution, row.title).toContain('Department of Conservation');
    }
  });

  test('is applied only to an empty catalogue, so a second start adds nothing', async () => {
    await seedDemoCatalogue(database.db, DEMO_CATALOGUE);
    const [before] = await database.db.select({ n: count() }).from(locations);
    const again = await seedDemoCatalogue(database.db, DEMO_CATALOGUE);
    const [after] = await database.db.select({ n: count() }).from(locations);
    expect(again.seeded).toBe(false);
    expect(after?.n).toBe(before?.n);
  });

  test('comes with the names of the towns near its tracks, once, unless a gazetteer gave them already', async () => {
    const townNames = async () => (await database.db.select().from(placeNames)).map((row) => row.name);
    await seedDemoCatalogue(database.db, DEMO_CATALOGUE, DEMO_PLACE_NAMES);
    expect(await townNames()).toEqual(expect.arrayContaining(['Ōhakune', 'Te Anau', 'Aoraki/Mount Cook']));
    expect(await townNames()).toHaveLength(DEMO_PLACE_NAMES.length);
    await seedDemoCatalogue(database.db, DEMO_CATALOGUE, DEMO_PLACE_NAMES);
    expect(await townNames()).toHaveLength(DEMO_PLACE_NAMES.length);

    const imported = await openTestDatabase();
    try {
      await imported.db
        .insert(placeNames)
        .values({ name: 'Ohakune', kind: 'town', lng: 175.3995, lat: -39.4178 });
      await seedDemoCatalogue(imported.db, DEMO_CATALOGUE, DEMO_PLACE_NAMES);
      expect((await imported.db.select().from(placeNames)).map((row) => row.name)).toEqual(['Ohakune']);
    } finally {
      await imported.close();
    }
  });

  test('every demo town has a demo place within the reach of a town search', () => {
    for (const town of DEMO_PLACE_NAMES) {
      const nearest = Math.min(
        ...DEMO_CATALOGUE.map(
          (place) =>
            111.32 *
            Math.hypot(place.lat - town.lat, (place.lng - town.lng) * Math.cos((town.lat * Math.PI) / 180)),
        ),
      );
      expect(nearest, town.name).toBeLessThan(PLACE_NAME_NEARBY_KM);
    }
  });

  test('highlights are linked to the places they feature', async () => {
    await seedDemoCatalogue(database.db, DEMO_CATALOGUE);
    const [links] = await database.db.select({ n: count() }).from(highlightFeatures);
    const featured = DEMO_CATALOGUE.reduce((sum, place) => sum + (place.featured?.length ?? 0), 0);
    expect(links?.n).toBe(featured);
    expect(featured).toBeGreaterThan(0);
  });

  test('a broken catalogue writes nothing at all', async () => {
    const broken: DemoPlace[] = [
      {
        type: 'Track',
        title: 'Key Summit Track',
        introduction: 'A short climb from the Divide.',
        region: 'Fiordland',
        areas: ['Fiordland National Park'],
        lng: 168.1,
        lat: -44.82,
      },
      {
        type: 'Highlight',
        title: 'Broken highlight',
        introduction: 'Features a place that is not there.',
        region: 'Fiordland',
        areas: [],
        lng: 168.1,
        lat: -44.82,
        featured: ['no-such-track'],
      },
    ];
    await expect(seedDemoCatalogue(database.db, broken, DEMO_PLACE_NAMES)).rejects.toThrow('no-such-track');
    const [row] = await database.db.select({ n: count() }).from(locations);
    expect(row?.n).toBe(0);
    const [towns] = await database.db.select({ n: count() }).from(placeNames);
    expect(towns?.n).toBe(0);
  });
});
