import { kmBetween, wgs84ToNztm } from '@waymark/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.ts';
import { locationRegions, locations, regions } from '#api/db/schema/index.ts';
import { writePlaces } from '#api/modules/catalogue/import/catalogue-writer.ts';
import { importCatalogue, type ImportSource } from '#api/modules/catalogue/import/import-catalogue.ts';
import { openTestDatabase } from '#test/test-context.ts';
import { readDocFile, recordedResponse } from './shared-data.ts';

// One database per file (opening one is the slow part); each test starts from an empty catalogue.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(locations);
});

async function run(...sources: ImportSource[]) {
  const lines: string[] = [];
  const summary = await importCatalogue(database.db, sources, (line) => lines.push(line));
  return { summary, lines };
}

const json = (file: string, data: unknown): ImportSource => ({ file, content: JSON.stringify(data) });

async function allPlaces() {
  return database.db.select().from(locations).orderBy(asc(locations.docAssetId));
}

async function regionsOf(key: string) {
  const rows = await database.db
    .select({ title: regions.title })
    .from(locations)
    .innerJoin(locationRegions, eq(locationRegions.locationId, locations.id))
    .innerJoin(regions, eq(regions.id, locationRegions.regionId))
    .where(eq(locations.docAssetId, key));
  return rows.map((row) => row.title);
}

type V2Hut = {
  assetId: number;
  name: string;
  region: string | null;
  lat: number;
  lon: number;
  status: string;
};
const realHuts = () => JSON.parse(readDocFile('doc_api_v2_huts_with_detail_topo_2026-02.json')) as V2Hut[];

describe('importing into the catalogue', () => {
  test('a v2 hut list in NZTM2000 lands at the same WGS84 places as DOC’s own WGS84 answer', async () => {
    const originals = realHuts().filter((hut) =>
      ['Angelus Hut', 'Woolshed Creek Hut', 'Mangatepopo Hut'].includes(hut.name),
    );
    expect(originals).toHaveLength(3);
    // The list as `GET /v2/huts` gives it without coordinates=wgs84.
    const nztmList = originals.map(({ assetId, name, status, region, lon, lat }) => {
      const [x, y] = wgs84ToNztm(lon, lat);
      return { assetId, name, status, region, x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 };
    });
    const { summary, lines } = await run(json('huts-nztm.json', nztmList));
    expect(lines).toEqual([]);
    expect(summary).toMatchObject({ huts: 3, rejected: 0 });
    for (const original of originals) {
      const [stored] = await database.db
        .select()
        .from(locations)
        .where(eq(locations.docAssetId, String(original.assetId)));
      const metres = kmBetween([stored!.lng, stored!.lat], [original.lon, original.lat]) * 1000;
      expect(metres, original.name).toBeLessThan(1);
      expect(stored!.type).toBe('Hut');
      expect(await regionsOf(String(original.assetId))).toEqual([original.region]);
    }
  });

  test('a record without a name or coordinates is rejected with a clear line; the rest still import', async () => {
    const { summary, lines } = await run(
      json('huts.json', [
        { assetId: 1, hutCategory: 'Standard', lat: -41.1, lon: 172.7 },
        { assetId: 2, name: 'Cloud Hut', hutCategory: 'Standard', lat: null, lon: null },
        {
          assetId: 3,
          name: 'Real Hut',
          hutCategory: 'Standard',
          lat: -41.1,
          lon: 172.7,
          region: 'Nelson/Tasman',
        },
      ]),
    );
    expect(lines).toEqual([
      'rejected huts.json record 1 (assetId 1): no name',
      'rejected huts.json record 2 (assetId 2 "Cloud Hut"): no coordinates',
    ]);
    expect(summary).toMatchObject({ huts: 1, rejected: 2 });
  });

  test('HTML from DOC is sanitised before it is stored', async () => {
    await run(
      json('campsites.json', [
        {
          assetId: 7,
          name: 'Bad <b>Bay</b> Campsite',
          campsiteCategory: 'Standard',
          introduction: '<p onclick="x()">Sheltered <script>steal()</script>bay &amp; beach</p>',
          dogsAllowed:
            'Dogs on a leash only. <a href="javascript:alert(1)">rules</a> <a href="https://www.doc.govt.nz/dogs" onmouseover="x()">more</a><img src=x onerror=alert(1)>',
          essentialPreparation:
            '<ul><li>Water</li></ul><style>body{}</style><iframe src="https://evil.example">',
          facilities: 'Toilets, <b>Water supply</b>',
          lat: -36.1,
          lon: 175.4,
          region: 'Auckland',
        },
      ]),
    );
    const [campsite] = await allPlaces();
    expect(campsite).toMatchObject({
      title: 'Bad Bay Campsite',
      introduction: 'Sheltered bay & beach',
      dogsAllowed: true,
      dogsAllowedInformation:
        'Dogs on a leash only. rules <a href="https://www.doc.govt.nz/dogs" rel="noopener">more</a>',
      essentialPreparation: '<ul><li>Water</li></ul>',
      facilities: ['Toilets', 'Water supply'],
    });
  });

  test('a file of garbage is rejected as a whole and changes nothing', async () => {
    await run(
      json('huts.json', [{ assetId: 3, name: 'Real Hut', hutCategory: 'Standard', lat: -41.1, lon: 172.7 }]),
    );
    const before = await allPlaces();
    const { summary, lines } = await run(
      { file: 'junk.bin', content: '\u0000\u0001\u0002PK garbage \u00ff' },
      { file: 'broken.json', content: '[{"assetId": 3, "name": "Real Hut", ' },
    );
    expect(lines).toEqual([
      'skipped junk.bin: not DOC data this import knows (DOC API JSON, a DOC ArcGIS GeoJSON export, or the Walking Experiences CSV), nor a gazetteer of place names; nothing from it was imported',
      expect.stringMatching(/^skipped broken\.json: not valid JSON .*; nothing from it was imported$/),
    ]);
    expect(summary).toMatchObject({ huts: 1, rejected: 0, failedFiles: 2 });
    expect(await allPlaces()).toEqual(before);
  });

  test('a batch that fails part-way writes nothing at all', async () => {
    const record = (key: string, numberOfBunks: number) => ({
      origin: key,
      type: 'Hut' as const,
      key,
      aliasKeys: [],
      place: { title: `Hut ${key}`, lng: 172.7, lat: -41.1, numberOfBunks },
      regions: [],
    });
    // 3,000,000,000 does not fit the integer column, so the database refuses the second row.
    await expect(
      writePlaces(database.db, [record('a', 4), record('b', 3_000_000_000)], { file: 'test' }),
    ).rejects.toThrow();
    expect(await allPlaces()).toEqual([]);
  });

  test('a file the database refuses is reported and rolled back; the other files still import', async () => {
    // A trigger stands in for whatever a real database might refuse (a full disk, a constraint).
    await database.db.execute(sql`
      create function refuse_test_hut() returns trigger language plpgsql as $$
      begin
        if new.title = 'Refused Hut' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await database.db.execute(
      sql`create trigger refuse_test_hut before insert on locations for each row execute function refuse_test_hut()`,
    );
    try {
      const { summary, lines } = await run(
        json('refused.json', [
          { assetId: 31, name: 'Fine Hut', hutCategory: 'Standard', lat: -41.1, lon: 172.7 },
          { assetId: 32, name: 'Refused Hut', hutCategory: 'Standard', lat: -41.2, lon: 172.8 },
        ]),
        json('good.json', [
          { assetId: 33, name: 'Other Hut', hutCategory: 'Standard', lat: -41.3, lon: 172.9 },
        ]),
      );
      expect(lines).toEqual([
        'failed refused.json: the database refused it (refused by the test); nothing from it was written',
      ]);
      expect(summary).toMatchObject({ huts: 1, failedFiles: 1 });
      expect((await allPlaces()).map((place) => place.title)).toEqual(['Other Hut']);
    } finally {
      await database.db.execute(sql`drop trigger refuse_test_hut on locations`);
      await database.db.execute(sql`drop function refuse_test_hut`);
    }
  });

  test('control characters in DOC text are dropped rather than sinking the file', async () => {
    const { summary } = await run(
      json('nul.json', [
        { assetId: 34, name: 'Nul\u0000 Hut', hutCategory: 'Standard', lat: -41.2, lon: 172.8 },
      ]),
    );
    expect(summary).toMatchObject({ huts: 1, failedFiles: 0 });
    expect((await allPlaces())[0]!.title).toBe('Nul Hut');
  });

  test('slugs stay unique across clashing names and stable across re-imports, even renamed', async () => {
    const crowHuts = [
      {
        assetId: 11,
        name: 'Crow Hut',
        hutCategory: 'Standard',
        region: 'Canterbury',
        lat: -43.0,
        lon: 171.6,
      },
      {
        assetId: 12,
        name: 'Crow Hut',
        hutCategory: 'Standard',
        region: 'West Coast',
        lat: -42.6,
        lon: 171.4,
      },
      {
        assetId: 13,
        name: 'Crow Hut',
        hutCategory: 'Standard',
        region: 'Canterbury',
        lat: -43.2,
        lon: 171.7,
      },
    ];
    await run(json('crow.json', crowHuts));
    const slugs = async () => (await allPlaces()).map((place) => place.slug);
    expect(await slugs()).toEqual(['crow-hut', 'crow-hut-west-coast', 'crow-hut-canterbury']);

    // The same huts again, in another order and one renamed: every place keeps its slug.
    await run(json('crow.json', [{ ...crowHuts[2], name: 'Crow Hut (Upper)' }, crowHuts[1], crowHuts[0]]));
    expect(await slugs()).toEqual(['crow-hut', 'crow-hut-west-coast', 'crow-hut-canterbury']);
    expect((await allPlaces()).map((place) => place.title)).toEqual([
      'Crow Hut',
      'Crow Hut',
      'Crow Hut (Upper)',
    ]);
  });

  test('a later source fills and overrides fields but never blanks one it lacks', async () => {
    await run({
      file: 'DOC_Huts.geojson',
      content: JSON.stringify({
        type: 'FeatureCollection',
        name: 'DOC_Huts',
        features: [
          {
            type: 'Feature',
            properties: {
              assetId: 21,
              name: 'Mid Hut',
              region: 'Otago',
              bookable: 'No',
              facilities: 'Heating, Water supply',
              place: 'Old Forest Park',
              introductionThumbnail: 'https://www.doc.govt.nz/thumbs/mid.jpg',
            },
            geometry: { type: 'Point', coordinates: [169.5, -44.9] },
          },
        ],
      }),
    });
    await run(
      json('huts-v2.json', [
        {
          assetId: 21,
          name: 'Mid Hut',
          numberOfBunks: 6,
          status: 'CLSD',
          place: 'New Park',
          region: null,
          lat: -44.9,
          lon: 169.5,
          hutCategory: null,
          facilities: [],
        },
      ]),
    );
    const [hut] = await allPlaces();
    expect(hut).toMatchObject({
      numberOfBunks: 6,
      isClosed: true,
      areas: ['New Park'],
      facilities: ['Heating', 'Water supply'],
      bookable: false,
      thumbnail: 'https://www.doc.govt.nz/thumbs/mid.jpg',
      category: null,
    });
    expect(await regionsOf('21')).toEqual(['Otago']);
  });

  test('a Walking Experiences track and the same track from the DOC API stay one place', async () => {
    const header =
      'Object ID,Track name,Description,Difficulty,Completion time,Has alerts,URL to thumbnail,URL to webpage,Date loaded to GIS';
    const page = 'https://www.doc.govt.nz/link/b213ff1ca69446c69727789520c97359.aspx';
    await run(
      {
        file: 'we-points.csv',
        content: `${header},x,y\n1,Akeake Historic Reserve Track,Short walks,Easy,15-30 min one way,Refer,,${page},x,174.045267,-35.192237\n`,
      },
      {
        file: 'we-lines.csv',
        content: `${header},Shape__Length\n2,Akeake Historic Reserve Track,Short walks,Easy,15-30 min one way,Refer,,${page},x,1306.95\n`,
      },
    );
    const [fromCsv] = await allPlaces();
    expect(fromCsv).toMatchObject({
      docAssetId: 'doc-page:b213ff1ca69446c69727789520c97359',
      distanceKm: 1.07,
    });

    const { summary } = await run(
      json('track-detail.json', recordedResponse('doc_api_v1_track_detail_akeake_sample.json')),
    );
    expect(summary.tracks).toBe(1);
    const [merged] = await allPlaces();
    expect(merged).toMatchObject({
      id: fromCsv!.id,
      slug: 'akeake-historic-reserve-track',
      distanceKm: 1.4,
      dogsAllowed: false,
      activities: ['Walking and tramping'],
    });
    expect(merged!.geojson?.type).toBe('MultiLineString');
    expect(await regionsOf(merged!.docAssetId!)).toEqual(['Northland']);
  });

  test('the lines file alone cannot place a track, and says so', async () => {
    const header =
      'Object ID,Track name,Description,Difficulty,Completion time,Has alerts,URL to thumbnail,URL to webpage,Date loaded to GIS,Shape__Length';
    const { summary, lines } = await run({
      file: 'lines.csv',
      content: `${header}\n1,Lonely Track,,Easy,1 hr,Refer,,https://www.doc.govt.nz/link/44444444444444444444444444444444.aspx,x,500\n`,
    });
    expect(summary).toMatchObject({ tracks: 0, rejected: 1 });
    expect(lines[0]).toMatch(
      /^rejected lines\.csv line 2 \("Lonely Track"\): no coordinates, .*import the points file/,
    );
  });
});
