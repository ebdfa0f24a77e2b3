import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LegSchema, type LngLat } from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '#api/config.ts';
import {
  decodePolyline,
  readGraphhopperRoute,
  readOsrmRoute,
  readValhallaRoute,
} from '#api/providers/directions/remote-router.ts';
import { SHARED_DATA_DIR } from '#test/alerts/sources.ts';
import { activeUser, bearer } from '#test/accounts-helpers.ts';
import { createTestContext, type TestContext } from '#test/test-context.ts';

/**
 * The outside routers (issue 15): their answers read as the routers document them in
 * ../shared/data/routing, and a router that fails or never answers gives a straight leg in time.
 */
const ROUTING = path.join(SHARED_DATA_DIR, 'routing');
const doc = (name: string) => readFileSync(path.join(ROUTING, name), 'utf8');

/** The first ```json block after `marker` in a router's documentation. */
function documentedJson(text: string, marker: string): unknown {
  const from = text.indexOf(marker);
  const block = /```json\n([\s\S]*?)\n```/.exec(text.slice(from));
  if (from < 0 || !block) throw new Error(`no example after "${marker}"`);
  return JSON.parse(block[1]!);
}

describe('reading what routers answer', () => {
  test('Google’s encoded polyline, at the precision each router uses', () => {
    // The algorithm's own worked example.
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@', 5)).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ]);
    expect(decodePolyline('_p~iF~ps|U', 6)).toEqual([[-12.02, 3.85]]);
    expect(() => decodePolyline('_p~iF~ps|', 5)).toThrow(/ends in the middle/);
  });

  test('OSRM’s documented route, with a GeoJSON geometry', () => {
    const route = documentedJson(doc('osrm_docs_http.md'), 'Three input coordinates, `geometry=geojson`');
    expect(readOsrmRoute({ code: 'Ok', routes: [route] })).toEqual({
      coordinates: [
        [120, 10],
        [120.1, 10],
        [120.2, 10],
        [120.3, 10],
      ],
      metres: 90,
    });
    expect(readOsrmRoute({ code: 'NoRoute', message: 'Impossible route between points' })).toBeUndefined();
  });

  test('GraphHopper’s documented encoded points, and Valhalla’s polyline6 shape', () => {
    const points = /"points": "([^"]+)"/.exec(doc('graphhopper_docs_web_api-doc.md'))![1]!;
    const path = readGraphhopperRoute({ paths: [{ points, distance: 1234.5 }] })!;
    // The documentation's example walks through Berlin.
    expect(path.metres).toBe(1234.5);
    for (const [lng, lat] of path.coordinates) {
      expect(lng).toBeGreaterThan(13.3);
      expect(lng).toBeLessThan(13.5);
      expect(lat).toBeGreaterThan(52.4);
      expect(lat).toBeLessThan(52.6);
    }
    const trip = readValhallaRoute({ trip: { legs: [{ shape: '_p~iF~ps|U' }], summary: { length: 1.5 } } });
    expect(trip).toEqual({ coordinates: [[-12.02, 3.85]], metres: 1500 });
    expect(readGraphhopperRoute({ message: 'Cannot find point 0' })).toBeUndefined();
  });

  test('a leg never waits more than five seconds on a router', () => {
    expect(loadConfig({ DIRECTIONS_URL: 'http://router.example' }).directions?.timeoutMs).toBeLessThanOrEqual(
      5_000,
    );
    expect(() =>
      loadConfig({ DIRECTIONS_URL: 'http://router.example', DIRECTIONS_TIMEOUT_MS: '60000' }),
    ).toThrow();
  });
});

describe('the editor’s directions through an outside router', () => {
  const from: LngLat = [168.3068, -44.7188];
  const to: LngLat = [168.29, -44.725];
  let router: Server;
  let answer: 'route' | 'no route' | 'silence' = 'route';
  const asked: string[] = [];
  let ctx: TestContext;
  let token: Awaited<ReturnType<typeof activeUser>>;

  beforeAll(async () => {
    router = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (answer === 'silence') return;
      const body =
        answer === 'route'
          ? {
              code: 'Ok',
              routes: [
                {
                  distance: 1650,
                  geometry: { type: 'LineString', coordinates: [from, [168.3, -44.72], to] },
                },
              ],
            }
          : { code: 'NoRoute', message: 'Impossible route between points' };
      response
        .writeHead(answer === 'route' ? 200 : 400, { 'content-type': 'application/json' })
        .end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => router.listen(0, '127.0.0.1', resolve));
    ctx = await createTestContext({
      DIRECTIONS_URL: `http://127.0.0.1:${(router.address() as AddressInfo).port}`,
      DIRECTIONS_KIND: 'osrm',
      DIRECTIONS_TIMEOUT_MS: '500',
    });
    token = await activeUser(ctx, 'remote-router@example.nz');
  });
  afterAll(async () => {
    await ctx.close();
    router.closeAllConnections();
    router.close();
  });

  const leg = async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/directions?from=${from.join(',')}&to=${to.join(',')}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return LegSchema.parse(res.json());
  };

  test('a routed leg comes back as the router drew it, asked with the foot profile and a 100 m radius', async () => {
    answer = 'route';
    expect(await leg()).toEqual({
      snapped: true,
      coordinates: [from, [168.3, -44.72], to],
      length: 1.65,
      terrain: 'tramping track',
    });
    expect(asked.at(-1)).toBe(
      `/route/v1/foot/${from.join(',')};${to.join(',')}?overview=full&geometries=polyline6&radiuses=100;100`,
    );
  });

  test('no route, or no answer in time, gives a straight leg that says why', async () => {
    answer = 'no route';
    expect(await leg()).toMatchObject({ snapped: false, coordinates: [from, to], reason: 'no_route' });
    answer = 'silence';
    const started = Date.now();
    expect(await leg()).toMatchObject({ snapped: false, reason: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
