import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.ts';
import { SEARCH_VERSIONS_CHANNEL } from '#api/modules/catalogue/catalogue.queries.ts';
import { insertLocation } from '#api/modules/catalogue/catalogue.repository.ts';
import { demoLocationRow } from '#api/modules/catalogue/demo/demo-location-row.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { createCatalogueSearch } from '#api/modules/catalogue/search/catalogue-search.ts';
import { expectedDatabaseKind, openTestDatabase } from './test-context.ts';

/**
 * A search starts from the search versions (decision 022), so it sees every change. Reading
 * them cost each search on the real catalogue 0.4-0.7 ms; a database that announces its
 * changes before they return (the embedded one) spares it that.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, DEMO_CATALOGUE);
});
afterAll(() => database.close());

const newHut = (title: string) =>
  insertLocation(
    database.db,
    demoLocationRow({
      type: 'Hut',
      title,
      introduction: 'A hut written after the first search.',
      region: 'Canterbury',
      areas: [],
      lng: 171.5,
      lat: -43.2,
    }),
    ['Canterbury'],
  );

describe('the search versions', () => {
  test('on a database that announces its changes, are read again only after an announcement', async () => {
    const announcements: (() => void)[] = [];
    const search = createCatalogueSearch({
      db: database.db,
      listen: async (channel, onNotice) => {
        expect(channel).toBe(SEARCH_VERSIONS_CHANNEL);
        announcements.push(onNotice);
      },
    });
    const titlesFound = async (term: string) => {
      const { rows } = await search.search({
        term,
        types: ['Hut'],
        trackLines: null,
        offset: 0,
        limit: 10,
      });
      return rows.map((row) => row.title);
    };
    expect(await titlesFound('Kōwhai Stream Hut')).not.toContain('Kōwhai Stream Hut');

    await newHut('Kōwhai Stream Hut');
    // Nothing announced: the index stays as it was read, the versions unread.
    expect(await titlesFound('Kōwhai Stream Hut')).not.toContain('Kōwhai Stream Hut');

    for (const announce of announcements) announce();
    expect(await titlesFound('Kōwhai Stream Hut')).toContain('Kōwhai Stream Hut');
  });

  test.runIf(expectedDatabaseKind() === 'pglite')(
    'the embedded database announces a raised version before the statement that raised it returns',
    async () => {
      let heard = 0;
      await database.listen!(SEARCH_VERSIONS_CHANNEL, () => (heard += 1));
      await newHut('Tōtara Flat Hut');
      expect(heard).toBeGreaterThan(0);
      // Reviews raise the ratings' version, even by a statement that changes no row.
      const heardBefore = heard;
      await database.db.execute(sql`delete from reviews where false`);
      expect(heard).toBe(heardBefore + 1);
    },
  );
});
