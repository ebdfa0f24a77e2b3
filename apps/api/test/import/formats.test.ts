import { kmBetween, nztmToWgs84, wgs84ToNztm } from '@waymark/domain';
import { describe, expect, test } from 'vitest';
import { parseImportText, type ParsedFile } from '#api/modules/catalogue/import/detect-format.ts';
import type { ImportRecord } from '#api/modules/catalogue/import/import-record.ts';
import { readDocFile, recordedResponse } from './shared-data.ts';

function parsed(content: unknown, file = 'sample.json'): ParsedFile & { ok: true } {
  const result = parseImportText(typeof content === 'string' ? content : JSON.stringify(content), file);
  if (!result.ok) throw new Error(`expected ${file} to parse: ${result.reason}`);
  if (result.format === 'gazetteer-json') throw new Error(`expected ${file} to be DOC data, not a gazetteer`);
  return result;
}

const only = (file: ParsedFile & { ok: true }): ImportRecord => {
  expect(file.rejections).toEqual([]);
  expect(file.records).toHaveLength(1);
  return file.records[0]!;
};

describe('NZTM2000 against DOC’s own points', () => {
  test('every hut in the ArcGIS export: its NZTM x/y converts to its WGS84 geometry within 1 m', () => {
    const huts = JSON.parse(readDocFile('DOC_Huts_arcgis_2023-04.geojson')) as {
      features: { properties: { x: number; y: number }; geometry: { coordinates: [number, number] } }[];
    };
    expect(huts.features.length).toBeGreaterThan(900);
    let worstMetres = 0;
    for (const { properties, geometry } of huts.features) {
      const [lng, lat] = nztmToWgs84(properties.x, properties.y);
      const metres = kmBetween([lng, lat], [geometry.coordinates[0], geometry.coordinates[1]]) * 1000;
      worstMetres = Math.max(worstMetres, metres);
    }
    expect(worstMetres).toBeLessThan(1);
  });
});

describe('DOC API JSON', () => {
  test('a v1 track detail (WGS84) becomes a track with its line, grade, time and DOC page as alias', () => {
    const track = only(parsed(recordedResponse('doc_api_v1_track_detail_akeake_sample.json')));
    expect(track.type).toBe('Track');
    expect(track.key).toBe('b213ff1c-a694-46c6-9727-789520c97359');
    expect(track.aliasKeys).toContain('doc-page:b213ff1ca69446c69727789520c97359');
    expect(track.regions).toEqual(['Northland']);
    expect(track.place).toMatchObject({
      title: 'Akeake Historic Reserve Track',
      lng: 174.045267,
      lat: -35.192237,
      distanceKm: 1.4,
      walkingDuration: '15-30 min one way',
      trackType: 'One way',
      durationCategory: 'under-1-hour',
      difficulties: ['easy'],
      dogsAllowed: false,
      areas: ['Akeake Historic Reserve'],
      activities: ['Walking and tramping'],
    });
    expect(track.place.geojson?.type).toBe('MultiLineString');
    expect(track.place.geojson?.coordinates).toHaveLength(6);
  });

  test('the same track listed in NZTM2000 (the API default) lands on the same line', () => {
    const detail = recordedResponse('doc_api_v1_track_detail_akeake_sample.json');
    const wgs84Line = detail.line as [number, number][][];
    const nztmLine = wgs84Line.map((part) => part.map(([lng, lat]) => wgs84ToNztm(lng, lat)));
    const [x, y] = wgs84ToNztm(detail.lon as number, detail.lat as number);
    const listed = only(
      parsed([{ assetId: detail.assetId, name: detail.name, region: ['Northland'], x, y, line: nztmLine }]),
    );
    expect(listed.place.lng).toBeCloseTo(174.045267, 5);
    expect(listed.place.lat).toBeCloseTo(-35.192237, 5);
    const parts = listed.place.geojson!.coordinates as [number, number][][];
    parts.forEach((part, p) =>
      part.forEach(([lng, lat], i) => {
        const [expectedLng, expectedLat] = wgs84Line[p]![i]!;
        expect(kmBetween([lng, lat], [expectedLng, expectedLat]) * 1000).toBeLessThan(1);
      }),
    );
    // No distance in a list entry: it is measured along the line.
    expect(listed.place.distanceKm).toBeGreaterThan(0.5);
  });

  test('a v2 hut detail in NZTM2000 becomes a hut in Hawke’s Bay with https links', () => {
    const hut = only(parsed(recordedResponse('doc_api_v2_hut_detail_poutaki_sample.json')));
    expect(hut.type).toBe('Hut');
    expect(hut.key).toBe('100072002');
    expect(hut.regions).toEqual(['Hawke’s Bay']);
    expect(hut.place).toMatchObject({
      title: 'Poutaki Hut',
      numberOfBunks: 4,
      category: 'Basic/bivvies',
      facilities: ['Heating'],
      bookable: false,
      isClosed: false,
      areas: ['Ruahine Forest Park'],
      infoLink: 'https://www.doc.govt.nz/link/43d5f6b8ce4241bfb877ba7fdd6f8786.aspx',
    });
    // DOC's "no photo" placeholder is not a thumbnail.
    expect(hut.place.thumbnail).toBeUndefined();
    const [expectedLng, expectedLat] = nztmToWgs84(1884086, 5597140);
    expect(hut.place.lng).toBeCloseTo(expectedLng, 6);
    expect(hut.place.lat).toBeCloseTo(expectedLat, 6);
    expect(hut.place.lng).toBeGreaterThan(176);
    expect(hut.place.lat).toBeLessThan(-39);
  });

  test('a v2 campsite detail reads nested lists, site counts and a relative thumbnail', () => {
    const campsite = only(parsed(recordedResponse('doc_api_v2_campsite_detail_anapai_sample.json')));
    expect(campsite.type).toBe('Campsite');
    expect(campsite.place).toMatchObject({
      title: 'Anapai Bay Campsite',
      category: 'Basic',
      poweredSites: 0,
      unpoweredSites: 6,
      landscapes: ['Rivers and lakes', 'Alpine'],
      activities: ['Caving', 'Picnicking', 'Walking and tramping'],
      facilities: ['Non-powered/tent sites', 'Water from stream', 'Water from tap'],
      dogsAllowed: true,
      dogsAllowedInformation: 'Dogs on a leash only',
      thumbnail: 'https://www.doc.govt.nz/thumbs/large/pagefiles/29491/anapai223.jpg',
    });
    expect(campsite.regions).toEqual(['Nelson/Tasman']);
  });

  test('a bare list entry is told hut or campsite by the names in its list', () => {
    const list = [
      { assetId: 1, name: 'Crow Hut', status: 'OPEN', region: 'Canterbury', lat: -43.1, lon: 171.5 },
      { assetId: 2, name: 'Top Forks Bivvy', status: 'CLSD', region: 'Otago', lat: -44.2, lon: 169.3 },
      { assetId: 3, name: 'Pinnacles', status: 'OPEN', region: 'Coromandel', lat: -37.0, lon: 175.7 },
    ];
    const huts = parsed(list);
    expect(huts.records.map((record) => record.type)).toEqual(['Hut', 'Hut', 'Hut']);
    expect(huts.records[1]!.place.isClosed).toBe(true);

    const mixed = parsed([
      { assetId: 1, name: 'Crow Hut', lat: -43.1, lon: 171.5 },
      { assetId: 2, name: 'Anapai Bay Campsite', lat: -40.8, lon: 173.0 },
    ]);
    expect(mixed.records).toEqual([]);
    expect(mixed.rejections[0]!.reason).toMatch(/hut or a campsite/);
  });

  test('records without a name or usable coordinates are rejected, naming the record', () => {
    const file = parsed([
      { assetId: 10, hutCategory: 'Standard', lat: -41, lon: 172.7 },
      { assetId: 11, name: 'Nowhere Hut', hutCategory: 'Standard' },
      { assetId: 12, name: 'Sydney Hut', hutCategory: 'Standard', lat: -33.87, lon: 151.2 },
      { assetId: 13, name: 'Good Hut', hutCategory: 'Standard', lat: -41, lon: 172.7 },
    ]);
    expect(file.records.map((record) => record.place.title)).toEqual(['Good Hut']);
    expect(file.rejections).toEqual([
      { file: 'sample.json', record: 'record 1 (assetId 10)', reason: 'no name' },
      { file: 'sample.json', record: 'record 2 (assetId 11 "Nowhere Hut")', reason: 'no coordinates' },
      {
        file: 'sample.json',
        record: 'record 3 (assetId 12 "Sydney Hut")',
        reason: 'coordinates 151.2, -33.87 are not in New Zealand',
      },
    ]);
  });
});

describe('DOC ArcGIS GeoJSON', () => {
  test('the huts layer is read as huts, geometry first, Yes/No and comma lists understood', () => {
    const file = parsed(readDocFile('DOC_Huts_arcgis_2023-04.geojson'), 'DOC_Huts.geojson');
    expect(file.format).toBe('arcgis-geojson');
    expect(file.rejections).toEqual([]);
    expect(file.records).toHaveLength(945);
    expect(new Set(file.records.map((record) => record.type))).toEqual(new Set(['Hut']));
    const bullCreek = file.records.find((record) => record.key === '100000034')!;
    expect(bullCreek.place).toMatchObject({
      title: 'Bull Creek Hut',
      bookable: false,
      facilities: ['Heating', 'Toilets - non-flush', 'Water from stream', 'Water supply'],
      lng: 171.968301,
      lat: -42.893126,
    });
  });

  test('campsites: their dog rule snippet is cut off by the export and comes out clean', () => {
    const file = parsed(readDocFile('DOC_Campsites_arcgis_2025.geojson'));
    expect(file.records).toHaveLength(314);
    const texts = file.records.map((record) => record.place.dogsAllowedInformation ?? '');
    expect(texts.every((text) => !/<a\b(?![^>]*rel="noopener")|<a\s*$|href="(?!https?:)/.test(text))).toBe(
      true,
    );
    expect(texts).toContain('No dogs.');
  });
});

describe('Walking Experiences CSV', () => {
  const header =
    'Object ID,Track name,Description,Difficulty,Completion time,Has alerts,URL to thumbnail,URL to webpage,Date loaded to GIS,x,y';
  const link = (guid: string) => `https://www.doc.govt.nz/link/${guid}.aspx`;

  test('a point row becomes a track keyed by its DOC page', () => {
    const csv = `${header}\r\n1,"Kahikatea Walk","A short walk, with birds.","Easiest, Easy",15-30 min return,Refer,,${link('64ed3a1452334116969eb1ceb0a5b0e2')},08/05/2025,175.1,-37.2\r\n`;
    const track = only(parsed(csv, 'points.csv'));
    expect(track.key).toBe('doc-page:64ed3a1452334116969eb1ceb0a5b0e2');
    expect(track.aliasKeys).toEqual(['64ed3a14-5233-4116-969e-b1ceb0a5b0e2']);
    expect(track.place).toMatchObject({
      title: 'Kahikatea Walk',
      introduction: 'A short walk, with birds.',
      difficulties: ['easiest', 'easy'],
      walkingDuration: '15-30 min return',
      trackType: 'Return',
      durationCategory: 'under-1-hour',
      lng: 175.1,
      lat: -37.2,
    });
  });

  test('rows without a name, a page or coordinates are rejected with their line', () => {
    const csv = [
      header,
      `1,,Nameless,Easy,1 hr,Refer,,${link('11111111111111111111111111111111')},x,175.1,-37.2`,
      `2,No Page Track,,Easy,1 hr,Refer,,,x,175.1,-37.2`,
      `3,No Point Track,,Easy,1 hr,Refer,,${link('22222222222222222222222222222222')},x,,`,
      `4,Good Track,,Easy,1 hr,Refer,,${link('33333333333333333333333333333333')},x,175.1,-37.2`,
    ].join('\n');
    const file = parsed(csv, 'points.csv');
    expect(file.records.map((record) => record.place.title)).toEqual(['Good Track']);
    expect(file.rejections.map((rejection) => `${rejection.record}: ${rejection.reason}`)).toEqual([
      'line 2: no track name',
      'line 3 ("No Page Track"): no DOC page link ("URL to webpage"), which identifies the track',
      'line 4 ("No Point Track"): no coordinates',
    ]);
  });

  test('the lines variant only brings a Web Mercator length, for tracks already known', () => {
    const csv = `\uFEFFObject ID,Track name,Description,Difficulty,Completion time,Has alerts,URL to thumbnail,URL to webpage,Date loaded to GIS,Shape__Length\n9,Kahikatea Walk,Other words,Expert,9 hr,Refer,,${link('64ed3a1452334116969eb1ceb0a5b0e2')},7/29/2025,2000\n`;
    const file = parsed(csv, 'lines.csv');
    expect(file.format).toBe('walking-experiences-lines-csv');
    const record = only(file);
    expect(record.place).toEqual({});
    expect(record.webMercatorLengthMetres).toBe(2000);
    expect(record.needsExistingPlace).toMatch(/points file/);
  });
});

describe('telling formats apart', () => {
  test('what is not DOC data is refused as a whole, saying why', () => {
    const refuse = (content: string) => {
      const result = parseImportText(content, 'junk');
      expect(result.ok).toBe(false);
      return result.ok ? '' : result.reason;
    };
    expect(refuse('')).toMatch(/empty/);
    expect(refuse('{"broken": ')).toMatch(/not valid JSON/);
    expect(refuse('{"hello": "world"}')).toMatch(/not DOC data/);
    expect(refuse('[1, 2, 3]')).toMatch(/not DOC data/);
    expect(refuse('\u0000\u0001PK\u0003binary garbage')).toMatch(/not DOC data/);
    expect(refuse('name,age\nTui,3\n')).toMatch(/not DOC data/);
    expect(refuse('Track name,URL to webpage\n"never closed')).toMatch(/broken CSV/);
  });

  test('the real files are recognised by their content', () => {
    const formats = [
      'DOC_Huts_arcgis_2023-04.geojson',
      'DOC_Campsites_arcgis_2025.geojson',
      'DOC_Walking_Experiences_points_2025-05.csv',
      'DOC_Walking_Experiences_lines_attrs_2025-07.csv',
      'doc_api_v2_huts_with_detail_topo_2026-02.json',
    ].map((name) => parsed(readDocFile(name), 'renamed.txt').format);
    expect(formats).toEqual([
      'arcgis-geojson',
      'arcgis-geojson',
      'walking-experiences-points-csv',
      'walking-experiences-lines-csv',
      'doc-api-json',
    ]);
  });
});
