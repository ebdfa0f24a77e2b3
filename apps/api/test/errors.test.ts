import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HttpError } from '../src/http/http-error.ts';
import type { Token } from '@waymark/domain';
import { activeUser, bearer } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

let ctx: TestContext;
const secret = 'connection string postgres://user:hunter2@db';

beforeAll(async () => {
  ctx = await createTestContext({ REFRESH_JOBS: 'false' });
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
    ['GET', '/api/v1/tracks/a%00b', undefined, 'track: must not contain control characters.'],
    ['POST', '/api/v1/search-tracks', { term: 'a\u0000b' }, 'term: must not contain control characters.'],
    ['POST', '/api/v1/forgot-password', { email: 'kiri\u0000@example.nz' }, 'email: must not contain'],
    ['POST', '/api/v1/events', { name: 'login', properties: { method: 'web\u0000' } }, 'properties.method:'],
    [
      'POST',
      '/api/v1/search-tracks',
      { term: 'half \ud800 a character' },
      'must not contain broken characters',
    ],
  ])('%s %s with a NUL or a broken character answers 400', async (method, url, payload, message) => {
    const res = await ctx.app.inject({ method: method as 'GET' | 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining(message) });
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
    expect(res.json()).toEqual({ error: 'username: must not contain control characters.' });
  });

  test('a place page with a NUL in its address is a 404 page, not a crash', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/tracks/a%00b' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  test.each([
    ['a urlencoded body labelled multipart', 'multipart/form-data', 'email=a%40b.nz'],
    ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
    [
      'a truncated body',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nkiri@exa',
    ],
  ])('%s answers 400 saying the form could not be read', async (_case, contentType, body) => {
    uploader ??= await activeUser(ctx, 'uploader@example.nz');
    for (const url of ['/api/v1/forgot-password', '/api/v1/auth/oauth', '/api/v1/upload', '/api/v1/user']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType, ...bearer(uploader) },
        payload: body,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: expect.stringContaining('form data could not be read') });
    }
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
