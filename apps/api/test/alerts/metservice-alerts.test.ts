import { AlertGroupsSchema, type AlertGroups } from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { metserviceAlerts } from '#api/db/schema/index.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { lastRefresh } from '#api/jobs/source-refreshes.repository.ts';
import { readRecordings, recordedFetch } from '#api/jobs/recorded-fetch.ts';
import { createTestContext, type TestContext } from '#test/test-context.ts';
import {
  AROUND_TONGARIRO,
  CAP_INDEX_URL,
  OVER_RED_CRATER,
  capFeed,
  type CapFields,
} from './cap-documents.ts';
import { CAP_DIR, fakeSource, refreshNow } from './sources.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SOURCE_TIMEOUT_MS: '200' });
  await seedDemoCatalogue(ctx.database.db, DEMO_CATALOGUE);
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;

async function alerts(path: string): Promise<AlertGroups> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/alerts/${path}` });
  expect(res.statusCode, res.body).toBe(200);
  return AlertGroupsSchema.parse(res.json());
}
const headlines = (groups: AlertGroups) => groups.metservice.map((a) => a.headline);

async function publish(feed: CapFields[]) {
  const report = await refreshNow(ctx, 'metservice', fakeSource(capFeed(feed)));
  expect(report.error).toBeUndefined();
  return report;
}

describe('MetService warnings on places', () => {
  test('a warning polygon drawn around Tongariro matches the Tongariro Alpine Crossing and not the Abel Tasman Coast Track', async () => {
    await publish([
      {
        identifier: 'rain-1',
        headline: 'Heavy Rain Warning - Orange',
        colour: 'Orange',
        polygon: AROUND_TONGARIRO,
      },
    ]);
    const crossing = await alerts('track/tongariro-alpine-crossing');
    expect(headlines(crossing)).toEqual(['Heavy Rain Warning - Orange']);
    expect(crossing.has_alerts).toBe(true);
    expect(crossing.metservice[0]).toMatchObject({
      event: 'rain',
      severity: 'moderate',
      area: { description: 'Tongariro National Park' },
    });
    // A hut inside the polygon matches by its point.
    expect(headlines(await alerts('hut/mangatepopo-hut'))).toEqual(['Heavy Rain Warning - Orange']);
    const abelTasman = await alerts('track/abel-tasman-coast-track');
    expect(abelTasman.metservice).toEqual([]);
    expect(abelTasman.has_alerts).toBe(false);
  });

  test('a track matches when its line crosses a polygon, even with its start point outside it', async () => {
    await publish([
      {
        identifier: 'wind-1',
        headline: 'Strong Wind Watch',
        event: 'wind',
        colour: 'Yellow',
        polygon: OVER_RED_CRATER,
      },
    ]);
    expect(headlines(await alerts('track/tongariro-alpine-crossing'))).toEqual(['Strong Wind Watch']);
    expect(headlines(await alerts('hut/mangatepopo-hut'))).toEqual([]);
  });

  test('an Update replaces the alert it references and a Cancel removes it', async () => {
    const first: CapFields = { identifier: 'rain-10', headline: 'Heavy Rain Watch', colour: 'Yellow' };
    await publish([first]);
    expect(headlines(await alerts('track/tongariro-alpine-crossing'))).toEqual(['Heavy Rain Watch']);

    const upgrade: CapFields = {
      identifier: 'rain-11',
      msgType: 'Update',
      references: ['rain-10'],
      headline: 'Heavy Rain Warning - Orange',
      colour: 'Orange',
    };
    // The index may still list the old alert beside its update: the update wins.
    const report = await publish([first, upgrade]);
    expect(report).toMatchObject({ stored: 1, rejected: 0 });
    expect(headlines(await alerts('track/tongariro-alpine-crossing'))).toEqual([
      'Heavy Rain Warning - Orange',
    ]);

    await publish([upgrade, { identifier: 'rain-12', msgType: 'Cancel', references: ['rain-11'] }]);
    expect((await alerts('track/tongariro-alpine-crossing')).metservice).toEqual([]);
  });

  test('warnings come red, orange, yellow, each by event wind, snow, rain, thunderstorm', async () => {
    await publish([
      { identifier: 'a', headline: 'Heavy Rain Watch', event: 'rain', colour: 'Yellow' },
      { identifier: 'b', headline: 'Heavy Rain Warning - Red', event: 'rain', colour: 'Red' },
      { identifier: 'c', headline: 'Strong Wind Watch', event: 'wind', colour: 'Yellow' },
      { identifier: 'd', headline: 'Heavy Snow Warning - Orange', event: 'snow', colour: 'Orange' },
      { identifier: 'e', headline: 'Thunderstorm Watch', event: 'thunderstorm', colour: 'Yellow' },
    ]);
    expect(headlines(await alerts('track/tongariro-alpine-crossing'))).toEqual([
      'Heavy Rain Warning - Red',
      'Heavy Snow Warning - Orange',
      'Strong Wind Watch',
      'Heavy Rain Watch',
      'Thunderstorm Watch',
    ]);
  });

  test('with trip dates, only warnings in force during the trip show; without, only unexpired ones', async () => {
    const now = ctx.clock.now();
    await publish([
      {
        identifier: 'now',
        headline: 'Heavy Rain Warning - Orange',
        colour: 'Orange',
        expires: new Date(now.getTime() + 6 * HOUR),
      },
      {
        identifier: 'ended',
        headline: 'Strong Wind Watch',
        event: 'wind',
        colour: 'Yellow',
        onset: new Date(now.getTime() - 9 * HOUR),
        expires: new Date(now.getTime() - HOUR),
      },
    ]);
    expect(headlines(await alerts('track/tongariro-alpine-crossing'))).toEqual([
      'Heavy Rain Warning - Orange',
    ]);
    const day = (offset: number) => new Date(now.getTime() + offset * 24 * HOUR).toISOString().slice(0, 10);
    const nextWeek = await alerts(`track/tongariro-alpine-crossing?start=${day(7)}&end=${day(9)}`);
    expect(nextWeek.metservice).toEqual([]);
    const badDates = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/alerts/track/tongariro-alpine-crossing?start=${day(2)}`,
    });
    expect(badDates.statusCode).toBe(400);
    expect(badDates.json().error).toMatch(/both a start and an end/);
  });
});

describe('when MetService fails', () => {
  test('a feed that times out or returns garbage keeps the cached warnings, and the API still answers', async () => {
    await publish([{ identifier: 'kept', headline: 'Heavy Rain Warning - Orange', colour: 'Orange' }]);

    const silent = await refreshNow(
      ctx,
      'metservice',
      fakeSource(() => 'never answers'),
    );
    expect(silent.error).toMatch(/timed out/);
    const garbage = await refreshNow(
      ctx,
      'metservice',
      fakeSource(() => '<html><h1>502 Bad Gateway'),
    );
    expect(garbage.error).toMatch(/not XML/);
    const down = await refreshNow(
      ctx,
      'metservice',
      fakeSource(() => ({ status: 503 })),
    );
    expect(down.error).toMatch(/answered 503/);

    expect(headlines(await alerts('track/tongariro-alpine-crossing'))).toEqual([
      'Heavy Rain Warning - Orange',
    ]);
    expect((await lastRefresh(ctx.database.db, 'metservice'))?.lastError).toMatch(/answered 503/);
  });

  test('an alert that cannot be read is rejected and its last good copy kept', async () => {
    await publish([{ identifier: 'steady', headline: 'Heavy Rain Warning - Orange', colour: 'Orange' }]);
    const feed = capFeed([
      { identifier: 'steady' },
      { identifier: 'new', headline: 'Strong Wind Watch', event: 'wind' },
    ]);
    const report = await refreshNow(
      ctx,
      'metservice',
      fakeSource((url) => (url === CAP_INDEX_URL || url.endsWith('id=new') ? feed(url) : 'never answers')),
    );
    expect(report).toMatchObject({ stored: 1, rejected: 1 });
    expect(headlines(await alerts('track/tongariro-alpine-crossing')).sort()).toEqual([
      'Heavy Rain Warning - Orange',
      'Strong Wind Watch',
    ]);
  });

  test('the real recorded feed replays through the same path: one alert stored, the unrecorded one rejected', async () => {
    const report = await refreshNow(ctx, 'metservice', recordedFetch('metservice', readRecordings(CAP_DIR)));
    expect(report).toEqual({ source: 'metservice', stored: 1, rejected: 1 });
    const stored = await ctx.database.db.select().from(metserviceAlerts);
    expect(stored.map((a) => [a.headline, a.areaDescription])).toEqual([
      ['Road Snowfall Warning', 'Desert Road (SH1)'],
    ]);
    // The road runs east of the mountains, clear of the walking tracks.
    expect((await alerts('track/tongariro-alpine-crossing')).metservice).toEqual([]);
  });
});
