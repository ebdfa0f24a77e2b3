import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { metserviceAlerts } from '#api/db/schema/index.ts';
import { startScheduler } from '#api/jobs/scheduler.ts';
import { claimRefresh, lastRefresh } from '#api/jobs/source-refreshes.repository.ts';
import { createTestContext, type TestContext } from '#test/test-context.ts';
import { capFeed } from './cap-documents.ts';

const silent = pino({ level: 'silent' });
const ADMIN_API_TOKEN = 'staff-token-for-the-refresh-tests-0123456789';

describe('the interval scheduler', () => {
  test('runs each job soon after start and again after its interval, never two runs at once', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const scheduler = startScheduler(
      [
        {
          name: 'count',
          everyMs: 10,
          run: async () => {
            running += 1;
            most = Math.max(most, running);
            await new Promise((resolve) => setTimeout(resolve, 20));
            running -= 1;
            runs += 1;
          },
        },
      ],
      silent,
    );
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    await scheduler.stop();
    expect(most).toBe(1);
  });

  test('stopping aborts the run in progress and waits for it to finish', async () => {
    let finished = false;
    let started = false;
    const scheduler = startScheduler(
      [
        {
          name: 'slow',
          everyMs: 60_000,
          run: (signal) =>
            new Promise<void>((resolve) => {
              started = true;
              signal.addEventListener('abort', () => {
                finished = true;
                resolve();
              });
            }),
        },
      ],
      silent,
    );
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000 });
    await scheduler.stop();
    expect(finished).toBe(true);
  });
});

describe('refresh jobs in the server', () => {
  let ctx: TestContext;
  let feed: Server;
  beforeAll(async () => {
    const answer = capFeed([
      { identifier: 'from-the-job', headline: 'Heavy Rain Warning - Orange', colour: 'Orange' },
    ]);
    // MetService's feed, served from here: its links point back here too.
    let base = '';
    feed = createServer((request, response) => {
      const url = `https://alerts.metservice.com${request.url?.replace(/^\/metservice/, '/cap') ?? ''}`;
      const body = answer(url)?.replaceAll('https://alerts.metservice.com/cap/', `${base}/metservice/`);
      response.writeHead(body ? 200 : 404).end(body ?? '');
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
    ctx = await createTestContext({
      REFRESH_JOBS: 'true',
      METSERVICE_CAP_URL: `${base}/metservice/rss`,
      // The other sources answer 404 here: failing sources must not stop the server.
      AVALANCHE_API_URL: `${base}/avalanche`,
      OPEN_METEO_URL: `${base}/weather`,
      ADMIN_API_TOKEN,
    });
  });
  afterAll(async () => {
    await ctx.close();
    feed.closeAllConnections();
    await new Promise((resolve) => feed.close(resolve));
  });

  test('start when the server listens, store what the sources answer, record failures, and stop with it', async () => {
    expect(await ctx.database.db.select().from(metserviceAlerts)).toEqual([]);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(
      async () => {
        const stored = await ctx.database.db.select().from(metserviceAlerts);
        expect(stored.map((a) => a.identifier)).toEqual(['from-the-job']);
      },
      { timeout: 20_000, interval: 200 },
    );
    await vi.waitFor(
      async () => expect((await lastRefresh(ctx.database.db, 'avalanche'))?.lastError).toMatch(/404/),
      {
        timeout: 20_000,
        interval: 200,
      },
    );
    expect((await lastRefresh(ctx.database.db, 'doc'))?.lastError).toMatch(/DOC_API_KEY/);
  });

  test('staff refresh a source now through the admin API; nobody else can', async () => {
    const refresh = (source: string, token?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/refresh/${source}`,
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      });
    expect((await refresh('metservice')).statusCode).toBe(403);
    expect((await refresh('metservice', 'x'.repeat(40))).statusCode).toBe(403);
    expect((await refresh('everything', ADMIN_API_TOKEN)).statusCode).toBe(400);
    const res = await refresh('metservice', ADMIN_API_TOKEN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ source: 'metservice', stored: 1, rejected: 0 });
    const failing = await refresh('avalanche', ADMIN_API_TOKEN);
    expect(failing.json()).toMatchObject({
      source: 'avalanche',
      stored: 0,
      error: expect.stringMatching(/404/),
    });
  });

  test('a refresh is claimed once per interval, however many servers share the database', async () => {
    const now = new Date(ctx.clock.now().getTime() + 3_600_000);
    const claims = await Promise.all(
      [1, 2, 3].map(() => claimRefresh(ctx.database.db, 'claim-test', now, 60_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRefresh(ctx.database.db, 'claim-test', new Date(now.getTime() + 30_000), 60_000)).toBe(
      false,
    );
    expect(await claimRefresh(ctx.database.db, 'claim-test', new Date(now.getTime() + 60_000), 60_000)).toBe(
      true,
    );
  });
});
