import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoLocationRow } from '#api/modules/catalogue/demo/demo-location-row.ts';
import { DEMO_CATALOGUE } from '#api/modules/catalogue/demo/demo-catalogue.ts';
import { seedDemoCatalogue } from '#api/modules/catalogue/demo/seed-demo-catalogue.ts';
import { insertLocation } from '#api/modules/catalogue/catalogue.repository.ts';
import { AFTER_PAINT_LOADER_SOURCE } from '#api/web/after-paint.ts';
import { createTestContext, type TestContext } from './test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoCatalogue(ctx.database.db, DEMO_CATALOGUE);
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

  test.each(['/nothere$`', "/nothere$'", '/nothere$&'])(
    '%s is answered with one page, not the page repeated inside its head',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body.match(/<html/g)).toHaveLength(1);
      expect(res.body.match(/<\/head>/g)).toHaveLength(1);
    },
  );

  test('hashed assets are cached for a year; the page itself is revalidated', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await ctx.app.inject({ method: 'GET', url: '/home' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  test.each([
    { accepts: 'gzip, deflate, br', sent: 'br', file: 'app-abc123.js.br' },
    { accepts: 'gzip, deflate', sent: 'gzip', file: 'app-abc123.js.gz' },
    { accepts: 'identity', sent: undefined, file: 'app-abc123.js' },
  ])(
    'a script goes to a browser accepting $accepts as the file the build wrote, $file, not compressed again',
    async ({ accepts, sent, file }) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accepts },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(sent);
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      // Caches keep one copy per encoding.
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.rawPayload).toEqual(readFileSync(path.join(ctx.config.webDistDir, 'assets', file)));
      const decoded = { br: brotliDecompressSync, gzip: gunzipSync }[sent ?? ''] ?? ((raw: Buffer) => raw);
      expect(decoded(res.rawPayload).toString()).toContain('console.log("app")');
    },
  );

  test.each([
    { accepts: 'gzip, deflate, br', sent: 'br' },
    { accepts: 'gzip', sent: 'gzip' },
  ])('a page goes to a browser accepting $accepts compressed as $sent', async ({ accepts, sent }) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/tracks/routeburn-track',
      headers: { 'accept-encoding': accepts },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(sent);
    const decoded = sent === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
    expect(decoded.toString()).toContain('<title>Routeburn Track');
  });

  test("a page's content security policy runs scripts from here and the one inline loader, nothing else", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/home' });
    expect(res.headers['content-security-policy']).toContain(
      `script-src 'self' ${AFTER_PAINT_LOADER_SOURCE};`,
    );
  });

  test('a write to a page path is refused with a readable error', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/home', payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({ error: 'POST is not allowed here.' });
  });
});

describe('pages are served with their head filled in, for link previews and crawlers', () => {
  const headOf = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    return { status: res.statusCode, html: res.body };
  };

  test('a track page names the track in its title, description, og: and twitter: tags', async () => {
    const { status, html } = await headOf('/tracks/routeburn-track');
    expect(status).toBe(200);
    expect(html).toMatch(/<title>Routeburn Track, [^<]+, New Zealand \| Waymark/);
    expect(html).toMatch(/<meta property="og:title" content="Routeburn Track/);
    expect(html).toMatch(/<meta name="twitter:title" content="Routeburn Track/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/tracks/routeburn-track" />');
    expect(html).toContain('"@type":"TouristAttraction"');
    // The static description of index.html is replaced, not repeated.
    expect(html).not.toContain('content="Static"');
  });

  test('a closed track says so in its title', async () => {
    expect((await headOf('/tracks/bowen-falls-walk')).html).toContain(
      '<title>Bowen Falls Walk - TRACK CLOSED',
    );
  });

  test('sub-pages point crawlers at the place itself', async () => {
    const { html } = await headOf('/huts/mueller-hut/weather');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/huts/mueller-hut" />');
    expect(html).toContain('"@type":"LodgingBusiness"');
  });

  test('the search page carries structured data and a canonical link', async () => {
    const { html } = await headOf('/tracks');
    expect(html).toContain('"@type":"WebSite"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/tracks" />');
  });

  test('an unknown place answers 404', async () => {
    expect((await headOf('/campsites/no-such-campsite')).status).toBe(404);
  });

  test('text from the catalogue cannot break out of the head', async () => {
    await insertLocation(
      ctx.database.db,
      demoLocationRow({
        type: 'Hut',
        title: 'Bob\'s "Hut" </script><script>alert(1)</script>',
        slug: 'bobs-hut',
        introduction: '<img src=x onerror=alert(1)>',
        region: 'Canterbury',
        areas: [],
        lng: 171.5,
        lat: -43.2,
      }),
      ['Canterbury'],
    );
    const { html } = await headOf('/huts/bobs-hut');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      "<title>Bob's &quot;Hut&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;",
    );
  });
});
