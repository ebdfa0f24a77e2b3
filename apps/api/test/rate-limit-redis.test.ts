import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TOO_MANY_FAILED_LOGINS } from '#api/modules/auth/account-limits.ts';
import { login, register } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

// Runs where a Redis server is given (CI sets REDIS_URL); the in-memory store is covered by
// sessions.test.ts. Two API processes must share one count, or a brute-force run could spread
// its guesses across them.
describe.runIf(process.env.REDIS_URL)('rate limits kept in Redis (REDIS_URL)', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    // Two processes of one deployment share a namespace; another test file's counts stay apart.
    const limitNamespace = `waymark-test-${randomUUID()}-`;
    first = await createTestContext({ REDIS_URL: process.env.REDIS_URL! }, { limitNamespace });
    second = await createTestContext({ REDIS_URL: process.env.REDIS_URL! }, { limitNamespace });
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

  test('wrong passwords for one account from many addresses and two processes lock it', async () => {
    await register(first, 'locked@example.nz');
    // Each guess from its own address, so only the per-account count can stop them.
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? first : second;
      expect((await login(app, 'locked@example.nz', `guess-${i}`)).statusCode).toBe(400);
    }
    const right = await login(second, 'locked@example.nz');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ error: TOO_MANY_FAILED_LOGINS });
  });
});
