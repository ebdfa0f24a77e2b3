import { LegSchema, nztmToWgs84, wgs84ToNztm, type LngLat } from '@waymark/domain';
import { describe, expect, test } from 'vitest';
import { planCast } from '#test/plan-cast.ts';

/**
 * Staff import DOC files into a running server (its data folder is locked to the import
 * command), and snap-to-path follows the new tracks at once (issue 15: the graph is rebuilt
 * when the catalogue is imported).
 */

const ADMIN_API_TOKEN = 'a'.repeat(40);
const cast = planCast('adminimport', () => ({ ADMIN_API_TOKEN }));

// A line in the Ōhau Range, where the demo catalogue has no track: 3 km north, then 2 km east.
const origin = wgs84ToNztm(169.9, -44.2);
const at = (east: number, north: number): LngLat => nztmToWgs84(origin[0] + east, origin[1] + north);
const line = [at(0, 0), at(0, 1500), at(0, 3000), at(1000, 3000), at(2000, 3000)];

/** A Walking Experiences export from DOC's ArcGIS layer, as `npm run import` takes it. */
const walkingExperiences = JSON.stringify({
  type: 'FeatureCollection',
  name: 'DOC_Walking_Experiences',
  features: [
    {
      type: 'Feature',
      properties: {
        name: 'Ōhau Range ridge route',
        introduction: 'An unmarked ridge.',
        difficulty: 'Expert',
        completionTime: '5 hr one way',
        walkingAndTrampingWebPage: 'https://www.doc.govt.nz/link/0123456789abcdef0123456789abcdef.aspx',
      },
      geometry: { type: 'LineString', coordinates: line },
    },
  ],
});

const importAs = (token: string | undefined, payload: object) =>
  cast.ctx.app.inject({
    method: 'POST',
    url: '/api/v1/admin/import',
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    payload,
  });

const leg = async () => {
  const res = await cast.call(
    'GET',
    `directions?from=${at(0, 20).join(',')}&to=${at(1900, 3020).join(',')}`,
    'owner',
  );
  expect(res.statusCode, res.body).toBe(200);
  return LegSchema.parse(res.json());
};

describe('POST admin/import', () => {
  test('only staff with the admin token may import', async () => {
    const files = [{ name: 'walks.geojson', content: walkingExperiences }];
    expect((await importAs(undefined, { files })).statusCode).toBe(403);
    expect((await importAs('b'.repeat(40), { files })).statusCode).toBe(403);
    const asWalker = await cast.call('POST', 'admin/import', 'owner', { files });
    expect(asWalker.statusCode).toBe(403);
  });

  test('no files, or a file that is not DOC data, is refused or reported, and nothing is written', async () => {
    const empty = await importAs(ADMIN_API_TOKEN, { files: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/at least one file/);
    const before = (
      await importAs(ADMIN_API_TOKEN, { files: [{ name: 'notes.txt', content: 'hello' }] })
    ).json();
    expect(before).toMatchObject({ failedFiles: 1, problems: [expect.stringMatching(/notes\.txt/)] });
  });

  test('a new track is on the snap-to-path network as soon as it is imported', async () => {
    expect(await leg()).toMatchObject({ snapped: false, reason: 'start_off_network', terrain: 'off track' });
    const before = (await importAs(ADMIN_API_TOKEN, { files: [{ name: 'notes.txt', content: 'x' }] })).json();

    const res = await importAs(ADMIN_API_TOKEN, {
      files: [{ name: 'walks.geojson', content: walkingExperiences }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tracks: before.tracks + 1, rejected: 0, failedFiles: 0 });

    const along = await leg();
    expect(along).toMatchObject({ snapped: true, terrain: 'route' });
    // Along the line: 3 km north and 1.9 km east, not the 3.6 km straight across.
    expect(along.length).toBeGreaterThan(4.7);
    expect(along.length).toBeLessThan(5.1);
  });
});
