import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HttpError } from '../src/http/http-error.ts';
import { createTestContext, type TestContext } from './test-context.ts';

let ctx: TestContext;
const secret = 'connection string postgres://user:hunter2@db';

beforeAll(async () => {
  ctx = await createTestContext();
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
