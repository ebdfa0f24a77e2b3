import { existsSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uploads } from '#api/db/schema/index.ts';
import {
  createUploadsService,
  QUOTA_MESSAGE,
  TOO_MANY_UPLOADS,
} from '#api/modules/uploads/uploads.service.ts';
import { activeUser, bearer, freshIp, loginToken } from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// The smallest valid PNG: the 8-byte signature is what the server checks.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PROFILE = { firstname: 'Aroha', lastname: 'Ngata', gender: 'Female', level: 'Intermediate' };

function pngOf(bytes: number): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(Math.max(0, bytes - PNG.length))]);
}

function upload(token: Parameters<typeof bearer>[0], content: Buffer, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'photo.png');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/upload',
    remoteAddress: freshIp(),
    headers: { ...bearer(token), ...headers },
    payload: form,
  });
}

const uploadsDir = () => path.join(ctx.config.dataDir, 'uploads');
const filesOf = (userId: number) => {
  const dir = path.join(uploadsDir(), String(userId));
  return existsSync(dir) ? readdirSync(dir) : [];
};
const rowsOf = (userId: number) => ctx.database.db.select().from(uploads).where(eq(uploads.userId, userId));
const userIdOf = async (token: Parameters<typeof bearer>[0]) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) })).json().id as number;

describe('upload quota and rate (issue 9 item 6)', () => {
  test('sixteen parallel 9 MB uploads store no more than the 100 MB an account may keep', async () => {
    const token = await activeUser(ctx, 'hoarder@example.nz');
    const userId = await userIdOf(token);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => upload(token, pngOf(9 * 1024 * 1024))),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(11);
    expect(statuses.filter((status) => status === 413)).toHaveLength(5);
    const refused = answers.find((res) => res.statusCode === 413);
    expect(refused?.json()).toEqual({ error: QUOTA_MESSAGE });
    const rows = await rowsOf(userId);
    expect(rows.reduce((sum, row) => sum + row.sizeBytes, 0)).toBeLessThanOrEqual(100 * 1024 * 1024);
    // Every refused file is gone from the disk too.
    expect(filesOf(userId)).toHaveLength(rows.length);
  });

  test('the hourly limit is the account’s: new addresses and forwarded headers do not reset it', async () => {
    const token = await activeUser(ctx, 'busy@example.nz');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await upload(token, PNG, { 'x-forwarded-for': `203.0.113.${i + 1}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    const last = await upload(token, PNG);
    expect(last.json()).toEqual({ error: TOO_MANY_UPLOADS });
  });
});

describe('abandoned uploads are removed (issue 9 item 6)', () => {
  test('a day-old unused file goes; a portrait in use and a new file stay; a replaced portrait goes', async () => {
    const token = await activeUser(ctx, 'tidy@example.nz');
    const userId = await userIdOf(token);
    const first = (await upload(token, PNG)).json() as { url: string };
    const second = (await upload(token, PNG)).json() as { url: string };
    const abandoned = (await upload(token, PNG)).json() as { url: string };
    const save = (portrait: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/user',
        headers: bearer(token),
        payload: { ...PROFILE, portrait },
      });
    expect((await save(first.url)).statusCode).toBe(200);
    // A new portrait replaces the first, which is then no longer used.
    expect((await save(second.url)).statusCode).toBe(200);

    ctx.clock.advance(25 * 60 * 60 * 1000);
    const young = (await upload(await loginToken(ctx, 'tidy@example.nz'), PNG)).json() as { url: string };
    // What the hourly job runs.
    expect(await createUploadsService(ctx).removeAbandoned()).toBeGreaterThanOrEqual(2);

    const status = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).statusCode;
    expect(await status(second.url)).toBe(200);
    expect(await status(young.url)).toBe(200);
    expect(await status(first.url)).toBe(404);
    expect(await status(abandoned.url)).toBe(404);
    expect(filesOf(userId).sort()).toEqual([second.url, young.url].map((url) => path.basename(url)).sort());
    expect((await rowsOf(userId)).map((row) => `/uploads/${row.storageKey}`).sort()).toEqual(
      [second.url, young.url].sort(),
    );
  });

  test('a removed portrait goes a day later; the clean-up runs the same on every server', async () => {
    const token = await activeUser(ctx, 'bare@example.nz');
    const userId = await userIdOf(token);
    const { url } = (await upload(token, PNG)).json() as { url: string };
    const save = (portrait: string | null) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/user',
        headers: bearer(token),
        payload: { ...PROFILE, portrait },
      });
    expect((await save(url)).statusCode).toBe(200);
    expect((await save(null)).statusCode).toBe(200);

    ctx.clock.advance(25 * 60 * 60 * 1000);
    // Two servers' jobs at once: each row is deleted, and its file removed, by one of them.
    const service = createUploadsService(ctx);
    await Promise.all([service.removeAbandoned(), service.removeAbandoned()]);
    expect(await rowsOf(userId)).toEqual([]);
    expect(filesOf(userId)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  test('a portrait removed by the clean-up cannot be saved afterwards', async () => {
    const token = await activeUser(ctx, 'late@example.nz');
    const { url } = (await upload(token, PNG)).json() as { url: string };
    ctx.clock.advance(25 * 60 * 60 * 1000);
    await createUploadsService(ctx).removeAbandoned();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: bearer(await loginToken(ctx, 'late@example.nz')),
      payload: { ...PROFILE, portrait: url },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please upload the portrait before saving it to your profile.' });
  });
});

describe('serving uploaded files (issue 9 item 17)', () => {
  test('a file is served with its stored type and a short cache', async () => {
    const token = await activeUser(ctx, 'served@example.nz');
    const { url } = (await upload(token, PNG)).json() as { url: string };
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  test('after the account is deleted its files answer 404', async () => {
    const token = await activeUser(ctx, 'gone@example.nz');
    const { url } = (await upload(token, PNG)).json() as { url: string };
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: bearer(token),
      payload: { ...PROFILE, portrait: url },
    });
    const { url: unused } = (await upload(token, PNG)).json() as { url: string };
    const userId = await userIdOf(token);
    expect(filesOf(userId)).toHaveLength(2);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/v1/user', headers: bearer(token) })).statusCode,
    ).toBe(204);
    for (const gone of [url, unused]) {
      const res = await ctx.app.inject({ method: 'GET', url: gone });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'There is no such file.' });
    }
    // Removed from the disk too, not only hidden.
    expect(filesOf(userId)).toEqual([]);
    expect(await rowsOf(userId)).toEqual([]);
  });

  test('uploads racing the account’s deletion leave no file behind', async () => {
    const token = await activeUser(ctx, 'racing@example.nz');
    const userId = await userIdOf(token);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => upload(token, pngOf(512 * 1024))),
      ctx.app.inject({ method: 'DELETE', url: '/api/v1/user', headers: bearer(token) }),
      ...Array.from({ length: 6 }, () => upload(token, pngOf(512 * 1024))),
    ]);
    for (const res of answers) expect([201, 204, 401]).toContain(res.statusCode);
    expect(await rowsOf(userId)).toEqual([]);
    expect(filesOf(userId)).toEqual([]);
  });

  test('a file on disk without an upload row is never served', async () => {
    mkdirSync(path.join(uploadsDir(), '999'), { recursive: true });
    writeFileSync(path.join(uploadsDir(), '999', 'left-behind.png'), PNG);
    const res = await ctx.app.inject({ method: 'GET', url: '/uploads/999/left-behind.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'There is no such file.' });
    expect((await ctx.app.inject({ method: 'GET', url: '/uploads/../../etc/passwd' })).statusCode).toBe(404);
  });
});
