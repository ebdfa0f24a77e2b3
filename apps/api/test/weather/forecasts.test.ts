import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, ForecastSetSchema, nzDateOf, type ForecastSet } from '@waymark/domain';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { runRefresh } from '#api/jobs/run-refresh.ts';
import { networkFetch } from '#api/providers/alerts/source.ts';
import { createTestContext, type TestContext } from '#test/test-context.ts';
import { openMeteoResponse } from './open-meteo-fixture.ts';

/**
 * A stand-in Open-Meteo on a local port, reached through OPEN_METEO_URL by the real fetch:
 * it answers a forecast, garbage, an error status, or nothing at all.
 */
type Mode = 'forecast' | 'garbage' | 'error' | 'silent';
let mode: Mode = 'forecast';
let elevation = 12;
const asked: URL[] = [];
let server: Server;
let ctx: TestContext;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    asked.push(url);
    if (mode === 'silent') return; // never answers
    if (mode === 'error') return void response.writeHead(502).end('Bad Gateway');
    if (mode === 'garbage') return void response.writeHead(200).end('<html><body>Service Unavailable');
    const body = openMeteoResponse({
      lat: Number(url.searchParams.get('latitude')),
      lng: Number(url.searchParams.get('longitude')),
      elevation,
      // Open-Meteo starts at today where the forecast is; start a day early to see it dropped.
      firstDay: addDays(nzDateOf(ctx.clock.now()), -1),
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  ctx = await createTestContext({
    OPEN_METEO_URL: `http://127.0.0.1:${port}/v1/forecast`,
    SOURCE_TIMEOUT_MS: '300',
  });
  await seedDemoCatalogue(ctx.database.db, DEMO_CATALOGUE);
});
afterAll(async () => {
  await ctx.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  mode = 'forecast';
  elevation = 12;
});

async function forecast(path: string): Promise<ForecastSet> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/forecasts/${path}` });
  expect(res.statusCode, res.body).toBe(200);
  return ForecastSetSchema.parse(res.json());
}
const today = () => nzDateOf(ctx.clock.now());

describe('forecasts for places', () => {
  test('a lowland track gets the everyday forecast, from today onward', async () => {
    const set = await forecast('track/abel-tasman-coast-track');
    expect(set.type).toBe('forecast');
    expect(set.forecasts[0]?.date).toBe(today());
    expect(set.forecasts).toHaveLength(9);
    expect(set.forecasts[0]).toMatchObject({ sunrise: '06:48', sunset: '17:59', wind: [], hazards: [] });
    expect(asked.at(-1)?.searchParams.get('latitude')).toBe('-40.9960');
  });

  test('a high place gets the alpine forecast, by the priority rule', async () => {
    elevation = 1120;
    const set = await forecast('track/tongariro-alpine-crossing');
    expect(set.type).toBe('alpine');
    expect(set.forecasts[0]?.wind.map((w) => w.description)).toEqual([
      'Near the ground',
      'At about 1,500 m',
      'At about 3,000 m',
    ]);
    expect(set.forecasts[0]?.hazards.map((h) => h.displayName)).toEqual([
      'Wind',
      'Wind Chill',
      'Rain',
      'Snow',
      'Thunderstorm',
    ]);
  });

  test('with trip dates, only the days of the trip; beyond the forecast, the empty state', async () => {
    const trip = await forecast(
      `hut/routeburn-falls-hut?start=${addDays(today(), 2)}&end=${addDays(today(), 3)}`,
    );
    expect(trip.forecasts.map((d) => d.date)).toEqual([addDays(today(), 2), addDays(today(), 3)]);
    const far = await forecast(
      `hut/routeburn-falls-hut?start=${addDays(today(), 30)}&end=${addDays(today(), 31)}`,
    );
    expect(far.forecasts).toEqual([]);
    expect(far.issued).not.toBeNull();
  });

  test('a forecast is cached for an hour: a second visit does not ask Open-Meteo again', async () => {
    await forecast('campsite/anapai-bay-campsite');
    const before = asked.length;
    await forecast('campsite/anapai-bay-campsite');
    expect(asked.length).toBe(before);
    ctx.clock.advance(2 * HOUR);
    await forecast('campsite/anapai-bay-campsite');
    expect(asked.length).toBe(before + 1);
  });

  test('an unknown place or custom track is a 404 with a readable error', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/forecasts/track/no-such-track' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'We could not find that track.' });
    const custom = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/track/${'A'.repeat(16)}/forecasts-custom`,
    });
    expect(custom.statusCode).toBe(404);
    expect(custom.json()).toEqual({ error: 'We could not find that custom track.' });
  });
});

describe('when Open-Meteo fails', () => {
  test('a source that times out or returns garbage keeps the cached forecast, and the API still answers', async () => {
    const first = await forecast('hut/mueller-hut');
    expect(first.forecasts.length).toBeGreaterThan(0);
    for (const failure of ['silent', 'garbage', 'error'] as const) {
      ctx.clock.advance(2 * HOUR);
      mode = failure;
      const stale = await forecast('hut/mueller-hut');
      expect(stale.issued, failure).toBe(first.issued);
      expect(stale.forecasts.length, failure).toBeGreaterThan(0);
    }
    // A source that just failed is not asked again at once: the next visitor does not wait on it.
    const before = asked.length;
    await forecast('hut/mueller-hut');
    expect(asked.length).toBe(before);
  });

  test('with nothing cached, or only a forecast more than a day old, the page gets the empty state', async () => {
    mode = 'silent';
    expect(await forecast('track/kepler-track')).toEqual({
      type: 'forecast',
      issued: null,
      forecasts: [],
      partdays: [
        { name: 'Overnight', time_from: '23:00', time_to: '05:00' },
        { name: 'Morning', time_from: '05:00', time_to: '11:00' },
        { name: 'Afternoon', time_from: '11:00', time_to: '17:00' },
        { name: 'Evening', time_from: '17:00', time_to: '23:00' },
      ],
    });
    mode = 'forecast';
    expect((await forecast('track/milford-track')).issued).not.toBeNull();
    ctx.clock.advance(25 * HOUR);
    mode = 'garbage';
    expect((await forecast('track/milford-track')).issued).toBeNull();
  });

  test('the refresh job refetches the forecasts people asked for, and a failing source keeps them', async () => {
    const log = pino({ level: 'silent' });
    const refresh = () =>
      runRefresh(
        'weather',
        { db: ctx.database.db, config: ctx.config.sources, now: ctx.clock.now(), fetchText: networkFetch },
        log,
      );
    await forecast('track/routeburn-track');
    ctx.clock.advance(2 * HOUR);
    const before = asked.length;
    const report = await refresh();
    expect(report.error).toBeUndefined();
    expect(report.stored).toBeGreaterThan(0);
    expect(asked.length - before).toBe(report.stored);

    ctx.clock.advance(2 * HOUR);
    mode = 'garbage';
    const failed = await refresh();
    expect(failed.error).toMatch(/not JSON/);
    mode = 'silent';
    expect((await forecast('track/routeburn-track')).forecasts.length).toBeGreaterThan(0);
  });
});
