import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the web app is served by the same process', () => {
  test.each([
    '/',
    '/home',
    '/tracks/routeburn-track',
    '/huts/mueller-hut/weather',
    '/account/my-gear-lists/7',
  ])('%s answers the app with 200', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  test('a path the route table does not know answers the app with 404, for crawlers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/anything-unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  test('hashed assets are cached for a year; the page itself is revalidated', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await ctx.app.inject({ method: 'GET', url: '/home' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  test('a write to a page path is refused with a readable error', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/home', payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({ error: 'POST is not allowed here.' });
  });
});
