import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.ts';
import { locations, placeNames } from '#api/db/schema/index.ts';
import { importCatalogue, type ImportSource } from '#api/modules/catalogue/import/import-catalogue.ts';
import { readSources } from '#api/modules/catalogue/import/read-sources.ts';
import { openTestDatabase } from '#test/test-context.ts';
import { PLACE_NAMES_FILE } from './shared-data.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(placeNames);
});

async function run(...sources: ImportSource[]) {
  const lines: string[] = [];
  const summary = await importCatalogue(database.db, sources, (line) => lines.push(line));
  return { summary, lines };
}

const json = (file: string, data: unknown): ImportSource => ({ file, content: JSON.stringify(data) });

async function storedCount() {
  const [row] = await database.db.select({ n: count() }).from(placeNames);
  return row!.n;
}

describe('importing a gazetteer of place names', () => {
  test('the real gazetteer gives search its 4,546 towns and localities, and importing it again adds none', async () => {
    const { sources } = await readSources([PLACE_NAMES_FILE]);
    const first = await run(...sources);
    expect(first.lines).toEqual([]);
    // Of its 54,533 features, the cities, towns, villages, localities and suburbs.
    expect(first.summary).toEqual({
      tracks: 0,
      huts: 0,
      campsites: 0,
      highlights: 0,
      rejected: 0,
      failedFiles: 0,
      placeNames: 4546,
    });
    const second = await run(...sources);
    expect(second.summary).toEqual(first.summary);
    expect(await storedCount()).toBe(4546);

    const kinds = await database.db
      .select({ kind: placeNames.kind, n: count() })
      .from(placeNames)
      .groupBy(placeNames.kind)
      .orderBy(placeNames.kind);
    expect(kinds).toEqual([
      { kind: 'city', n: 18 },
      { kind: 'locality', n: 3665 },
      { kind: 'suburb', n: 689 },
      { kind: 'town', n: 154 },
      { kind: 'village', n: 20 },
    ]);
    const [ohakune] = await database.db.select().from(placeNames).where(eq(placeNames.name, 'Ohakune'));
    expect(ohakune).toMatchObject({ kind: 'town', lng: 175.399512, lat: -39.41779 });
    // Place names are what search finds places by, not places of the catalogue.
    const [places] = await database.db.select({ n: count() }).from(locations);
    expect(places!.n).toBe(0);
  });

  test('names each record it cannot use on a line of its own, and leaves other features out without complaint', async () => {
    const { summary, lines } = await run(
      json('towns.json', [
        { name: 'Ohakune', lat: -39.41779, lon: 175.399512, type: 'town' },
        { name: 'Mangawhero River', lat: -39.45, lon: 175.4, type: 'stream' },
        { name: 'Ruapehu', lat: -39.28, lon: 175.57, type: 'peak' },
        { lat: -41.2, lon: 174.8, type: 'locality' },
        { name: 'Null Island', lat: 0, lon: 0, type: 'town' },
        { name: 'Nowhere Flat', lat: 'somewhere', lon: 175.1, type: 'locality' },
        { name: 'Mystery Bay', lat: -41.2, lon: 174.8, type: '' },
        'Raetihi',
      ]),
    );
    expect(lines).toEqual([
      'rejected towns.json record 4: no name',
      'rejected towns.json record 5 ("Null Island"): coordinates 0, 0 are not in New Zealand',
      'rejected towns.json record 6 ("Nowhere Flat"): no coordinates',
      'rejected towns.json record 7 ("Mystery Bay"): no type, so it cannot tell whether this is a town',
      'rejected towns.json record 8: not a place name (not a JSON object)',
    ]);
    expect(summary).toMatchObject({ rejected: 5, failedFiles: 0, placeNames: 1 });
  });

  test('gazetteer and DOC files import in one run; the totals line counts place names only when one was read', async () => {
    const hut = { assetId: 7, name: 'Blyth Hut', hutCategory: 'Standard', lat: -39.33, lon: 175.52 };
    const both = await run(
      json('huts.json', [hut]),
      json('towns.json', [{ name: 'Ohakune', lat: -39.41779, lon: 175.399512, type: 'town' }]),
    );
    expect(both.summary).toMatchObject({ huts: 1, rejected: 0, placeNames: 1 });
    const docOnly = await run(json('huts.json', [hut]));
    expect(docOnly.summary).not.toHaveProperty('placeNames');
  });
});
