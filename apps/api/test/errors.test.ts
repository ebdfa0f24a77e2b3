import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HttpError } from '#api/http/http-error.ts';
import type { Token } from '@waymark/domain';
import { activeUser, bearer, freshIp } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

let ctx: TestContext;
const secret = 'connection string postgres://user:hunter2@db';
const ADMIN_TOKEN = 'errors-staff-token-0123456789abcdefghijkl';

beforeAll(async () => {
  ctx = await createTestContext({ REFRESH_JOBS: 'false', ADMIN_API_TOKEN: ADMIN_TOKEN });
  // Routes that exist only to drive the one error handler through each kind of failure.
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/v1/test/echo',
    { schema: { body: z.object({ name: z.string().min(1).max(300), age: z.number().int() }) } },
    async (request) => request.body,
  );
  app.get('/api/v1/test/crash', async () => {
    throw new Error(secret);
  });
  app.get('/api/v1/test/missing', async () => {
    throw HttpError.notFound('That track does not exist.');
  });
  // A server fault before any form is read, as a database failing in an upload's onRequest hook.
  app.post('/api/v1/test/crash-before-form', {
    onRequest: async () => {
      throw new Error(secret);
    },
    handler: async () => ({}),
  });
});
afterAll(() => ctx.close());

describe('one error shape: {error: "message a person can read"}', () => {
  test('an unknown API path answers 404 naming the path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'There is nothing at GET /api/v1/no-such-thing.' });
  });

  test('a body that fails its schema answers 400 naming each field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { name: 'x'.repeat(301), age: 'old' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as { error: string };
    expect(error).toContain('name:');
    expect(error).toContain('age:');
  });

  test('an empty body answers 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  test('malformed JSON answers 400 saying so', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  test('a body over the size limit answers 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { name: 'x'.repeat(2 * 1024 * 1024), age: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request is too large.' });
  });

  test('a service error keeps its status and message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/test/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'That track does not exist.' });
  });

  test('a crash answers 500 without leaking its details', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
  });
});

describe("hostile input is the client's error, never a 500 (issue 9)", () => {
  let uploader: Token | undefined;

  test.each([
    [
      'GET',
      '/api/v1/tracks/a%00b',
      undefined,
      "track: The place's slug must not contain control characters.",
    ],
    ['GET', '/api/v1/alerts/hut/a%00b', undefined, "slug: The place's slug must not contain control"],
    [
      'POST',
      '/api/v1/search-tracks',
      { term: 'a\u0000b' },
      'term: The search term must not contain control characters.',
    ],
    [
      'POST',
      '/api/v1/forgot-password',
      { email: 'kiri\u0000@example.nz' },
      'email: Email must not contain control characters.',
    ],
    [
      'POST',
      '/api/v1/events',
      { name: 'hut_viewed', properties: { id: 1, slug: 'pinnacles-hut', title: 'Pinnacles\u0000' } },
      'properties.title: The title must not contain control characters.',
    ],
    [
      'POST',
      '/api/v1/search-tracks',
      { term: 'half \ud800 a character' },
      'term: The search term must not contain broken characters.',
    ],
    // Filters arrive as JSON inside a form field; the strings inside reached the database.
    [
      'POST',
      '/api/v1/search-tracks',
      { durations: '["multi\\u0000day"]' },
      'durations.0: durations must not contain control characters.',
    ],
    // A field no schema names as one line is still refused a NUL, by the check every route passes.
    [
      'POST',
      '/api/v1/reset-password',
      { password: 'kea-tussock\u0000', token: 'abc' },
      'password: must not contain control characters.',
    ],
  ])('%s %s with a NUL or a broken character answers 400', async (method, url, payload, message) => {
    const res = await ctx.app.inject({
      method: method as 'GET' | 'POST',
      url,
      payload,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining(message) });
  });

  test("a one-line field refuses tabs and line breaks; an alert's content keeps them", async () => {
    const term = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/search-tracks',
      payload: { term: 'kepler\ntrack' },
    });
    expect(term.statusCode).toBe(400);
    expect(term.json()).toEqual({ error: 'term: The search term must not contain control characters.' });

    const alert = (fields: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/admin/site-alerts',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: { kind: 'site', alert_name: 'slip', title: 'Track closed', content: 'Closed.', ...fields },
      });
    const titled = await alert({ title: 'Track\tclosed' });
    expect(titled.statusCode).toBe(400);
    expect(titled.json()).toEqual({ error: 'title: The title must not contain control characters.' });
    const nul = await alert({ content: 'Closed\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ error: 'content: The content must not contain control characters.' });
    const lines = await alert({ content: 'Closed between\r\n\tIris Burn and Moturau huts.' });
    expect(lines.statusCode).toBe(201);
  });

  test('a profile name with a control character answers 400 naming the field', async () => {
    const member = await activeUser(ctx, 'profiled@example.nz');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: bearer(member),
      payload: { firstname: 'Kiri\u0000', lastname: 'Te Kanawa', gender: 'Female', level: 'Beginner' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'firstname: First name must not contain control characters.' });
  });

  test.each([
    ['a region id beyond the database integers', { regions: '[99999999999]' }, 400],
    ['a region id with a fraction', { regions: '[1.5]' }, 400],
    ['a region written as a number beyond the database integers', { regions: '["99999999999"]' }, 200],
  ])('%s is not a 500', async (_case, payload, status) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/search-tracks', payload });
    expect(res.statusCode).toBe(status);
  });

  test('a date PostgreSQL cannot store answers 400, not a 500', async () => {
    const member = await activeUser(ctx, 'born@example.nz');
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: bearer(member),
      payload: {
        firstname: 'Kiri',
        lastname: 'Te Kanawa',
        gender: 'Female',
        level: 'Beginner',
        dob: '0000-01-01',
      },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual({ error: 'dob: Please choose a date from 1900 to 2999.' });
    const alert = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/site-alerts',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: {
        kind: 'site',
        alert_name: 'slip',
        title: 'Track closed',
        content: 'Closed.',
        until: '9999-12-31',
      },
    });
    expect(alert.statusCode).toBe(400);
    expect(alert.json()).toEqual({ error: 'until: Please choose a date from 1900 to 2999.' });
  });

  test('a body nested a hundred thousand deep answers 400, not a stack overflow', async () => {
    for (const url of ['/api/v1/search-tracks', '/api/v1/events']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"term":${'['.repeat(100_000)}${']'.repeat(100_000)},"name":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  test('an OAuth username with a NUL answers 400', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      grant_type: 'password',
      client_id: ctx.config.oauthClient.id,
      client_secret: ctx.config.oauthClient.secret,
      username: 'a\u0000b@example.nz',
      password: 'whatever-it-is',
    }))
      form.set(key, value);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/oauth', payload: form });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'username: Username must not contain control characters.' });
  });

  test('a place page with a NUL in its address is a 404 page, not a crash', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/tracks/a%00b' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  test.each([
    ['a urlencoded body labelled multipart', 'multipart/form-data', 'email=a%40b.nz'],
    ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
    ['a boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, '--\r\n'],
    [
      'a truncated body',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nkiri@exa',
    ],
  ])(
    '%s answers 400 saying the form could not be read, on every route that takes a body',
    async (_case, contentType, body) => {
      uploader ??= await activeUser(ctx, 'uploader@example.nz');
      const document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => (method === 'post' || method === 'put') && !path.startsWith('/api/v1/test/'))
          .map((method) => ({ method: method.toUpperCase() as 'POST' | 'PUT', url: path })),
      );
      expect(routes.length).toBeGreaterThanOrEqual(13);
      for (const { method, url } of routes) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: {
            'content-type': contentType,
            ...(url.includes('/admin/') ? { authorization: `Bearer ${ADMIN_TOKEN}` } : bearer(uploader)),
          },
          payload: body,
          remoteAddress: freshIp(),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json()).toEqual({ error: expect.stringContaining('form data could not be read') });
      }
    },
  );

  test('a server fault while a multipart form arrives is still a 500, not blamed on the form', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/test/crash-before-form',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nkiri@example.nz\r\n--XYZ--\r\n',
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
  });

  test.each([
    ['a field named __proto__', 'name="__proto__"', 'v', 'The form has a field name that is not allowed.'],
    [
      'a field labelled JSON that is not',
      'name="term"\r\nContent-Type: application/json',
      '{kepler',
      'A form field labelled JSON is not valid JSON.',
    ],
  ])('a multipart form with %s answers 400 in words', async (_case, part, value, message) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/search-tracks',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: `--XYZ\r\nContent-Disposition: form-data; ${part}\r\n\r\n${value}\r\n--XYZ--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  test('a multipart form with too many fields answers 413 in words', async () => {
    const fields = Array.from(
      { length: 40 },
      (_, i) => `--XYZ\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`,
    ).join('');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/search-tracks',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: `${fields}--XYZ--\r\n`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The form has too many fields.' });
  });

  test.each([
    ['a broken %-encoding', '/api/v1/tracks/%E0%A4%A', 400, 'broken %-encoding'],
    ['a path part over 100 characters', `/api/v1/tracks/${'a'.repeat(150)}`, 414, 'too long'],
  ])('%s answers {error} alone', async (_case, url, status, message) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: expect.stringContaining(message) });
  });

  test('a 20 kB header, refused by the HTTP parser itself, answers {error} alone', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/v1/health`, { headers: { 'x-padding': 'a'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ error: 'The request headers are too large.' });
  });
});
