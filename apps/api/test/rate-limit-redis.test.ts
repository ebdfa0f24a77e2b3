import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { login, register } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

// Runs where a Redis server is given (CI sets REDIS_URL); the in-memory store is covered by
// sessions.test.ts. Two API processes must share one count, or a brute-force run could spread
// its guesses across them.
describe.runIf(process.env.REDIS_URL)('rate limits kept in Redis (REDIS_URL)', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await createTestContext({ REDIS_URL: process.env.REDIS_URL! });
    second = await createTestContext({ REDIS_URL: process.env.REDIS_URL! });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  test('login attempts spread over two API processes are counted together', async () => {
    await register(first, 'spread@example.nz');
    // A fresh address per run, so counts left by an earlier run in the same minute do not count.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login(first, 'spread@example.nz', `guess-${i}`, ip)).statusCode);
    for (let i = 0; i < 5; i++)
      statuses.push((await login(second, 'spread@example.nz', `guess-${i}`, ip)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
