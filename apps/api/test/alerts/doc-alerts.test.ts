import { AlertGroupsSchema, type AlertGroups } from '@waymark/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { locations } from '#api/db/schema/index.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { runRefresh } from '#api/jobs/run-refresh.ts';
import { docAssetKey, parseDocAlerts } from '#api/providers/alerts/doc-alerts.ts';
import { SourceError } from '#api/providers/alerts/source.ts';
import { createTestContext, type TestContext } from '#test/test-context.ts';
import { fakeSource, refreshNow, type Answer } from './sources.ts';

const DOC_API = 'https://api.doc.govt.nz';
const ROUTEBURN = 'B213FF1C-A694-46C6-9727-789520C97359';
const ROUTEBURN_FALLS_HUT = 100072002;
const TOTARANUI = 100044048;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SOURCE_TIMEOUT_MS: '200', DOC_API_KEY: 'test-key' });
  await seedDemoCatalogue(ctx.database.db, DEMO_CATALOGUE);
  // Imports give places their DOC asset ids; the demo catalogue has none, so these stand in.
  const assetIds: [string, string][] = [
    ['routeburn-track', 'b213ff1ca69446c69727789520c97359'],
    ['routeburn-falls-hut', String(ROUTEBURN_FALLS_HUT)],
    ['totaranui-campground', String(TOTARANUI)],
  ];
  for (const [slug, docAssetId] of assetIds) {
    await ctx.database.db.update(locations).set({ docAssetId }).where(eq(locations.slug, slug));
  }
});
afterAll(() => ctx.close());

async function alerts(path: string): Promise<AlertGroups> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/alerts/${path}` });
  expect(res.statusCode, res.body).toBe(200);
  return AlertGroupsSchema.parse(res.json());
}

const trackAlerts = JSON.stringify([
  {
    assetId: ROUTEBURN,
    name: 'Routeburn Track',
    alerts: [
      {
        displayDate: '12 June 2026',
        heading: 'Avalanche risk between Lake Mackenzie and Harris Saddle',
        detail: '<p>Check conditions before you go.</p><script>alert(1)</script>',
      },
    ],
  },
  { name: 'No asset id', alerts: [{ heading: 'Lost' }] },
]);
const hutAlerts = JSON.stringify([
  {
    assetId: ROUTEBURN_FALLS_HUT,
    name: 'Routeburn Falls Hut',
    alerts: [{ heading: 'Gas cookers not working', detail: '' }],
  },
]);
const campsiteAlerts = JSON.stringify([
  {
    assetId: String(TOTARANUI),
    name: 'Tōtaranui Campground',
    alerts: [{ heading: 'Water supply: boil before drinking' }],
  },
]);

function docApi(answers: Partial<Record<'tracks' | 'huts' | 'campsites', Answer>>) {
  return fakeSource((url) => {
    const kind = /\/(tracks|huts|campsites)\/alerts$/.exec(url)?.[1] as
      'tracks' | 'huts' | 'campsites' | undefined;
    return url.startsWith(DOC_API) && kind ? answers[kind] : undefined;
  });
}

describe('DOC alerts', () => {
  test('alerts map to tracks, huts and campsites by DOC asset id; a track also shows the alerts of huts on it', async () => {
    const source = docApi({ tracks: trackAlerts, huts: hutAlerts, campsites: campsiteAlerts });
    const report = await refreshNow(ctx, 'doc', source);
    expect(report).toEqual({ source: 'doc', stored: 3, rejected: 1 });
    expect(source.requests.map((r) => r.url)).toEqual([
      `${DOC_API}/v1/tracks/alerts`,
      `${DOC_API}/v2/huts/alerts`,
      `${DOC_API}/v2/campsites/alerts`,
    ]);
    expect(source.requests[0]?.headers['x-api-key']).toBe('test-key');

    const routeburn = await alerts('track/routeburn-track');
    expect(routeburn.doc).toHaveLength(1);
    expect(routeburn.doc[0]).toMatchObject({
      heading: 'Avalanche risk between Lake Mackenzie and Harris Saddle',
      display_date: '12 June 2026',
      place: { type: 'Track', slug: 'routeburn-track', title: 'Routeburn Track' },
    });
    // DOC's HTML is sanitised before it is stored.
    expect(routeburn.doc[0]?.detail).toBe('<p>Check conditions before you go.</p>');
    expect(routeburn.huts.map((a) => [a.heading, a.place.slug])).toEqual([
      ['Gas cookers not working', 'routeburn-falls-hut'],
    ]);
    expect(routeburn.has_alerts).toBe(true);

    const hut = await alerts('hut/routeburn-falls-hut');
    expect(hut.huts.map((a) => a.heading)).toEqual(['Gas cookers not working']);
    expect(hut.doc).toEqual([]);
    expect((await alerts('campsite/totaranui-campground')).campsites.map((a) => a.heading)).toEqual([
      'Water supply: boil before drinking',
    ]);
    expect((await alerts('track/abel-tasman-coast-track')).campsites.map((a) => a.place.title)).toEqual([
      'Tōtaranui Campground',
    ]);
    expect((await alerts('track/kepler-track')).has_alerts).toBe(false);
  });

  test('an alert keeps its id across refreshes; one DOC no longer lists is gone', async () => {
    const source = docApi({ tracks: trackAlerts, huts: hutAlerts, campsites: campsiteAlerts });
    await refreshNow(ctx, 'doc', source);
    const before = (await alerts('track/routeburn-track')).doc[0]?.id;
    await refreshNow(ctx, 'doc', source);
    expect((await alerts('track/routeburn-track')).doc[0]?.id).toBe(before);

    await refreshNow(ctx, 'doc', docApi({ tracks: trackAlerts, huts: '[]', campsites: campsiteAlerts }));
    expect((await alerts('hut/routeburn-falls-hut')).huts).toEqual([]);
  });

  test('an endpoint that times out or returns garbage keeps its cached alerts, and the API still answers', async () => {
    await refreshNow(ctx, 'doc', docApi({ tracks: trackAlerts, huts: hutAlerts, campsites: campsiteAlerts }));

    const partly = await refreshNow(
      ctx,
      'doc',
      docApi({ tracks: 'never answers', huts: '<html>oops', campsites: campsiteAlerts }),
    );
    expect(partly).toEqual({ source: 'doc', stored: 1, rejected: 0 });
    const nothing = await refreshNow(
      ctx,
      'doc',
      docApi({ tracks: 'never answers', huts: '{"message":"Forbidden"}', campsites: { status: 500 } }),
    );
    expect(nothing.error).toMatch(/timed out.*not a list.*answered 500/);

    const routeburn = await alerts('track/routeburn-track');
    expect(routeburn.doc.map((a) => a.heading)).toEqual([
      'Avalanche risk between Lake Mackenzie and Harris Saddle',
    ]);
    expect(routeburn.huts.map((a) => a.heading)).toEqual(['Gas cookers not working']);
  });

  test('without DOC_API_KEY the refresh fails and says why, and the cached alerts stay', async () => {
    await refreshNow(ctx, 'doc', docApi({ tracks: trackAlerts, huts: hutAlerts, campsites: campsiteAlerts }));
    const source = docApi({ tracks: '[]', huts: '[]', campsites: '[]' });
    const keyless = await runRefresh(
      'doc',
      {
        db: ctx.database.db,
        config: { ...ctx.config.sources, docApiKey: undefined },
        now: ctx.clock.now(),
        fetchText: source,
      },
      ctx.app.log,
    );
    expect(keyless.error).toMatch(/DOC_API_KEY/);
    expect(source.requests).toEqual([]);
    expect((await alerts('track/routeburn-track')).doc).toHaveLength(1);
  });
});

describe('reading DOC alert answers', () => {
  test('asset ids compare without case or hyphens', () => {
    expect(docAssetKey(ROUTEBURN)).toBe('b213ff1ca69446c69727789520c97359');
    expect(docAssetKey(100072002)).toBe('100072002');
  });

  test('an answer that is not a list, or holds nothing usable, is a source error', () => {
    expect(() => parseDocAlerts('not json', 'Track')).toThrow(SourceError);
    expect(() => parseDocAlerts('{"alerts": []}', 'Track')).toThrow(/not a list/);
    expect(() => parseDocAlerts('[{"name": "x"}]', 'Hut')).toThrow(/nothing usable/);
    expect(parseDocAlerts('[]', 'Hut')).toEqual({ alerts: [], rejected: 0 });
    expect(parseDocAlerts('[{"assetId": 1, "alerts": []}]', 'Hut')).toEqual({ alerts: [], rejected: 0 });
  });
});
