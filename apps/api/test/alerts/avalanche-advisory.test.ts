import { AlertGroupsSchema, nzWallClock, type AlertGroups } from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import {
  advisoryInstant,
  parseAvalancheForecasts,
  parseAvalancheRegions,
} from '#api/providers/alerts/avalanche-advisory.ts';
import { SourceError } from '#api/providers/alerts/source.ts';
import { createTestContext, type TestContext } from '#test/test-context.ts';
import { fakeSource, refreshNow, type Answer } from './sources.ts';

const API = 'https://www.avalanche.net.nz/api';
const HOUR = 3_600_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SOURCE_TIMEOUT_MS: '200' });
  await seedDemoCatalogue(ctx.database.db, DEMO_CATALOGUE);
});
afterAll(() => ctx.close());

/** Regions as the advisory's `GET /api/region` lists them (written here; no capture exists). */
const REGIONS = {
  regions: [
    { id: 1, title: 'Tongariro', urlSegment: 'tongariro', latitude: -39.28, longitude: 175.57 },
    { id: 7, title: 'Aoraki/Mount Cook', urlSegment: 'aoraki-mt-cook', latitude: -43.7, longitude: 170.1 },
    { id: 15, title: 'Fiordland', urlSegment: 'fiordland', latitude: -44.8, longitude: 168.1 },
  ],
};

/** A forecast object as the public clients declare it, last edited `hoursAgo` in NZ wall-clock time. */
function forecast(id: number, regionId: number, ratings: number[], hoursAgo = 1, validPeriod = '48hrs') {
  const edited = new Date(ctx.clock.now().getTime() - hoursAgo * HOUR);
  const c = nzWallClock(edited);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    id,
    regionId,
    created: `${c.year}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}:${two(c.second)}`,
    lastEdited: edited.toISOString(),
    validPeriod,
    forecaster: 'A. Forecaster',
    altitudeDanger: ratings.map((rating, i) => ({
      rating,
      description: '',
      ...(i === 0
        ? { altitudeFrom: 2000 }
        : i === 1
          ? { altitudeFrom: 1600, altitudeTo: 2000 }
          : { altitudeFrom: 1600 }),
    })),
    avalancheDangers: [],
    importantInformation: '<p>Wind slabs on lee slopes.</p><img src=x onerror=alert(1)>',
    additionalInformation: [],
    metserviceForecastLink: '',
  };
}

function advisory(answers: { region?: Answer; forecast?: Answer }) {
  return fakeSource((url) =>
    url === `${API}/region` ? answers.region : url === `${API}/forecast` ? answers.forecast : undefined,
  );
}

async function alerts(path: string): Promise<AlertGroups> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/alerts/${path}` });
  expect(res.statusCode, res.body).toBe(200);
  return AlertGroupsSchema.parse(res.json());
}

describe('avalanche advisories on places', () => {
  test('a place gets the advisory of the nearest region within 50 km: Tongariro for the Crossing, none for Abel Tasman', async () => {
    const report = await refreshNow(
      ctx,
      'avalanche',
      advisory({
        region: JSON.stringify(REGIONS),
        forecast: JSON.stringify({ forecasts: [forecast(101, 1, [3, 2, 1]), forecast(102, 7, [4, 3, 2])] }),
      }),
    );
    expect(report).toEqual({ source: 'avalanche', stored: 2, rejected: 0 });

    const crossing = await alerts('track/tongariro-alpine-crossing');
    expect(crossing.nzaa).toHaveLength(1);
    expect(crossing.nzaa[0]).toMatchObject({
      id: 101,
      region: 'Tongariro',
      valid_period: 48,
      level: 3,
      important_information: '<p>Wind slabs on lee slopes.</p>',
      altitude_danger: [
        { rating: 3, altitude_from: 2000, altitude_to: null },
        { rating: 2, altitude_from: 1600, altitude_to: 2000 },
        { rating: 1, altitude_from: 1600, altitude_to: null },
      ],
    });
    expect(crossing.has_alerts).toBe(true);
    expect((await alerts('hut/mueller-hut')).nzaa.map((a) => a.region)).toEqual(['Aoraki/Mount Cook']);
    expect((await alerts('track/abel-tasman-coast-track')).nzaa).toEqual([]);
  });

  test('only the newest advisory of a region shows, and none when any band is centre closed (-3)', async () => {
    await refreshNow(
      ctx,
      'avalanche',
      advisory({
        region: JSON.stringify(REGIONS),
        forecast: JSON.stringify({
          forecasts: [
            forecast(201, 1, [2, 2, 1], 30),
            forecast(202, 1, [3, 3, 2], 2),
            forecast(203, 7, [2, -3, -2]),
          ],
        }),
      }),
    );
    expect((await alerts('track/tongariro-alpine-crossing')).nzaa.map((a) => a.id)).toEqual([202]);
    expect((await alerts('hut/mueller-hut')).nzaa).toEqual([]);
  });

  test('an advisory shows for its valid period from last_edited, then disappears', async () => {
    await refreshNow(
      ctx,
      'avalanche',
      advisory({
        region: JSON.stringify(REGIONS),
        forecast: JSON.stringify({ forecasts: [forecast(301, 1, [2, 1, 1], 1, '24hrs')] }),
      }),
    );
    expect((await alerts('track/tongariro-alpine-crossing')).nzaa).toHaveLength(1);
    ctx.clock.advance(24 * HOUR);
    expect((await alerts('track/tongariro-alpine-crossing')).nzaa).toEqual([]);
  });

  test('an advisory that times out or returns garbage keeps the cached advisories, and the API still answers', async () => {
    await refreshNow(
      ctx,
      'avalanche',
      advisory({
        region: JSON.stringify(REGIONS),
        forecast: JSON.stringify({ forecasts: [forecast(401, 1, [3, 2, 1])] }),
      }),
    );
    const slow = await refreshNow(
      ctx,
      'avalanche',
      advisory({ region: JSON.stringify(REGIONS), forecast: 'never answers' }),
    );
    expect(slow.error).toMatch(/timed out/);
    const garbage = await refreshNow(
      ctx,
      'avalanche',
      advisory({ region: '<!doctype html><p>Maintenance', forecast: '{}' }),
    );
    expect(garbage.error).toMatch(/not JSON/);
    const nonsense = await refreshNow(
      ctx,
      'avalanche',
      advisory({ region: JSON.stringify(REGIONS), forecast: JSON.stringify({ forecasts: [{ id: 'x' }] }) }),
    );
    expect(nonsense.error).toMatch(/nothing usable/);
    expect((await alerts('track/tongariro-alpine-crossing')).nzaa.map((a) => a.id)).toEqual([401]);
  });

  test('out of season the advisory has no forecasts, which is an answer: none show', async () => {
    const report = await refreshNow(
      ctx,
      'avalanche',
      advisory({ region: JSON.stringify(REGIONS), forecast: '{"forecasts": []}' }),
    );
    expect(report).toEqual({ source: 'avalanche', stored: 0, rejected: 0 });
    expect((await alerts('track/tongariro-alpine-crossing')).nzaa).toEqual([]);
  });
});

describe('reading the advisory', () => {
  test('"created" is a naive New Zealand time; a time with an offset is taken as it is', () => {
    expect(advisoryInstant('2026-07-14T07:30:00')?.toISOString()).toBe('2026-07-13T19:30:00.000Z');
    expect(advisoryInstant('2026-07-14T07:30:00+12:00')?.toISOString()).toBe('2026-07-13T19:30:00.000Z');
    expect(advisoryInstant('yesterday')).toBeUndefined();
  });

  test('regions and forecasts without what we need are rejected one by one', () => {
    const regions = parseAvalancheRegions(
      JSON.stringify({ regions: [...REGIONS.regions, { id: 99, title: 'Nowhere' }] }),
    );
    expect(regions.regions).toHaveLength(3);
    expect(regions.rejected).toBe(1);
    expect(() => parseAvalancheRegions('{"regions": []}')).toThrow(SourceError);
    const forecasts = parseAvalancheForecasts(
      JSON.stringify([
        forecast(1, 1, [2, 1, 1]),
        { ...forecast(2, 1, [2]), altitudeDanger: [{ rating: 'high' }] },
      ]),
    );
    expect(forecasts.forecasts.map((f) => [f.id, f.validPeriodHours])).toEqual([[1, 48]]);
    expect(forecasts.rejected).toBe(1);
  });
});
