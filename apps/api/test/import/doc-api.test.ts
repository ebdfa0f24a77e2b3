import { nztmToWgs84, wgs84ToNztm } from '@waymark/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.ts';
import { locations } from '#api/db/schema/index.ts';
import {
  DocApiError,
  fetchDocApiSources,
  type FetchText,
} from '#api/modules/catalogue/import/doc-api-client.ts';
import { importCatalogue } from '#api/modules/catalogue/import/import-catalogue.ts';
import { openTestDatabase } from '#test/test-context.ts';
import { recordedResponse } from './shared-data.ts';

/** Answers like the DOC API from the recorded samples; no network is reachable here. */
function recordedDocApi(): { fetchText: FetchText; requests: { url: string; key: string }[] } {
  const track = recordedResponse('doc_api_v1_track_detail_akeake_sample.json');
  const hut = recordedResponse('doc_api_v2_hut_detail_poutaki_sample.json');
  const campsite = recordedResponse('doc_api_v2_campsite_detail_anapai_sample.json');
  // The hut sample is in NZTM; the list, asked for wgs84, gives the same point as lat/lon.
  const [hutLng, hutLat] = nztmToWgs84(hut.x as number, hut.y as number).map(
    (v) => Math.round(v * 1e6) / 1e6,
  );
  const responses: Record<string, unknown> = {
    '/v1/tracks?coordinates=wgs84': [
      {
        assetId: track.assetId,
        name: track.name,
        status: 'OPEN',
        region: track.region,
        x: track.lon,
        y: track.lat,
        line: track.line,
      },
    ],
    [`/v1/tracks/${String(track.assetId)}/detail?coordinates=wgs84`]: track,
    '/v2/huts?coordinates=wgs84': [
      { assetId: hut.assetId, name: hut.name, status: 'OPEN', region: hut.region, lat: hutLat, lon: hutLng },
    ],
    [`/v2/huts/${String(hut.assetId)}/detail?coordinates=wgs84`]: hut,
    '/v2/campsites?coordinates=wgs84': [
      {
        assetId: campsite.assetId,
        name: campsite.name,
        status: 'OPEN',
        region: campsite.region,
        x: campsite.x,
        y: campsite.y,
      },
    ],
    [`/v2/campsites/${String(campsite.assetId)}/detail?coordinates=wgs84`]: campsite,
  };
  const requests: { url: string; key: string }[] = [];
  const fetchText: FetchText = async (url, init) => {
    requests.push({ url, key: init.headers['x-api-key']! });
    const body = responses[url.replace('https://api.doc.govt.nz', '')];
    return {
      ok: body !== undefined,
      status: body === undefined ? 404 : 200,
      text: async () => JSON.stringify(body ?? { message: 'not found' }),
    };
  };
  return { fetchText, requests };
}

// One database per file (opening one is the slow part); each test starts from an empty catalogue.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(locations);
});

describe('importing from the DOC API', () => {
  test('lists and details go through the same parsing as files and become one place each', async () => {
    const api = recordedDocApi();
    const sources = await fetchDocApiSources({
      apiKey: 'test-key',
      fetchText: api.fetchText,
      withDetails: true,
    });
    expect(api.requests.every((request) => request.key === 'test-key')).toBe(true);
    expect(api.requests.map((request) => request.url)).toContain(
      'https://api.doc.govt.nz/v2/huts?coordinates=wgs84',
    );

    const lines: string[] = [];
    const summary = await importCatalogue(database.db, sources, (line) => lines.push(line));
    expect(lines).toEqual([]);
    expect(summary).toMatchObject({ tracks: 1, huts: 1, campsites: 1, rejected: 0 });

    const [hut] = await database.db.select().from(locations).where(eq(locations.docAssetId, '100072002'));
    // Written in WGS84, the hut is where DOC's NZTM2000 x/y put it.
    const [x, y] = wgs84ToNztm(hut!.lng, hut!.lat);
    expect(Math.abs(x - 1884086)).toBeLessThan(1);
    expect(Math.abs(y - 5597140)).toBeLessThan(1);
    expect(hut).toMatchObject({
      type: 'Hut',
      title: 'Poutaki Hut',
      numberOfBunks: 4,
      category: 'Basic/bivvies',
    });

    const [track] = await database.db
      .select()
      .from(locations)
      .where(eq(locations.docAssetId, 'b213ff1c-a694-46c6-9727-789520c97359'));
    expect(track).toMatchObject({ type: 'Track', distanceKm: 1.4, walkingDuration: '15-30 min one way' });
  });

  test('lists alone are enough, and the endpoint says what kind of place each list holds', async () => {
    const api = recordedDocApi();
    const sources = await fetchDocApiSources({ apiKey: 'k', fetchText: api.fetchText });
    expect(sources.map((source) => source.kindHint)).toEqual(['Hut', 'Campsite', 'Track']);
    const summary = await importCatalogue(database.db, sources, () => {});
    expect(summary).toMatchObject({ tracks: 1, huts: 1, campsites: 1 });
  });

  test('a refused key is reported plainly', async () => {
    const refused: FetchText = async () => ({ ok: false, status: 401, text: async () => '' });
    await expect(fetchDocApiSources({ apiKey: 'wrong', fetchText: refused })).rejects.toThrow(DocApiError);
    await expect(fetchDocApiSources({ apiKey: 'wrong', fetchText: refused })).rejects.toThrow(
      /401 \(is DOC_API_KEY right\?\)/,
    );
  });
});
