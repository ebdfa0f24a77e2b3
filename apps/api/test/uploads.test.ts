import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uploads, users } from '#api/db/schema/index.ts';
import { createLogger } from '#api/http/logging.ts';
import { cleanStoredImagesJob } from '#api/modules/uploads/clean-stored-images.job.ts';
import {
  createUploadsService,
  QUOTA_MESSAGE,
  TOO_MANY_UPLOADS,
} from '#api/modules/uploads/uploads.service.ts';
import { activeUser, bearer, freshIp, loginToken } from './accounts-helpers.ts';
import { phonePhotoWithGps } from './photo-fixtures.ts';
import { createTestContext, type TestContext } from './test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// The smallest valid PNG: the server decodes what it is sent and stores the image made anew.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PROFILE = { firstname: 'Aroha', lastname: 'Ngata', gender: 'Female', level: 'Intermediate' };

function pngOf(bytes: number): Buffer {
  return Buffer.concat([PNG, Buffer.alloc(Math.max(0, bytes - PNG.length))]);
}

function upload(
  token: Parameters<typeof bearer>[0],
  content: Buffer,
  headers: Record<string, string> = {},
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'photo.png');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
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
    // Documents, as they are kept byte for byte; an image is stored as re-encoded, far smaller.
    const routeNotes = Buffer.alloc(9 * 1024 * 1024, 'Day 1: Routeburn Shelter to Falls Hut.\n');
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => upload(token, routeNotes, {}, { isprivate: 'false' })),
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
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
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

describe('uploaded images are made anew, documents only download (issue 27 item 4)', () => {
  const servedTo = (url: string) => ctx.app.inject({ method: 'GET', url });
  // One walker for all: activations are rate-limited by address, and every test here is a new file.
  let token: Parameters<typeof bearer>[0];
  beforeAll(async () => {
    token = await activeUser(ctx, 'walker@example.nz');
  });

  test('a JPEG portrait with GPS in its EXIF is served to anyone with no EXIF, at most 512 px', async () => {
    const phonePhoto = await phonePhotoWithGps();
    expect((await sharp(phonePhoto).metadata()).exif).toBeDefined();

    const res = await upload(token, phonePhoto);
    expect(res.statusCode, res.body).toBe(201);
    const served = await servedTo((res.json() as { url: string }).url);
    expect(served.statusCode).toBe(200);
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 512, height: 384 });
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.includes('GPS')).toBe(false);
  });

  test('a sideways phone photo is served upright', async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(token, sideways);
    expect(res.statusCode, res.body).toBe(201);
    const stored = await sharp((await servedTo((res.json() as { url: string }).url)).rawPayload).metadata();
    expect(stored).toMatchObject({ width: 200, height: 400 });
    expect(stored.orientation).toBeUndefined();
  });

  test('a 153-byte PNG claiming 60000 × 60000 pixels is refused in words, and nothing is kept', async () => {
    const userId = await userIdOf(token);
    const kept = filesOf(userId).length;
    const bomb = pngClaiming(60_000, 60_000);
    expect(bomb.length).toBe(153);
    const res = await upload(token, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'This photo is 60000 × 60000 pixels; a photo may have at most 50 megapixels.',
    });
    expect(filesOf(userId)).toHaveLength(kept);
    expect(await rowsOf(userId)).toHaveLength(kept);
  });

  test('a GIF that is also a script is served only as a GIF made anew, without the script', async () => {
    const polyglot = gifThatIsAlsoScript("alert('polyglot')");
    // The fixture is both: a browser would run it as a script from our own origin.
    expect(() => new Function(polyglot.toString('latin1'))).not.toThrow();
    expect((await sharp(polyglot).metadata()).format).toBe('gif');

    const res = await upload(token, polyglot);
    expect(res.statusCode, res.body).toBe(201);
    const served = await servedTo((res.json() as { url: string }).url);
    expect(served.headers['content-type']).toBe('image/gif');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('gif');
    expect(served.rawPayload.includes('alert')).toBe(false);
  });

  test('a document keeps its bytes but only ever downloads, under its title', async () => {
    const page = Buffer.from('<html><script>alert(document.cookie)</script></html>\n');
    const res = await upload(token, page, {}, { isprivate: 'false', title: 'Route notes.txt' });
    expect(res.statusCode, res.body).toBe(201);
    const served = await servedTo((res.json() as { url: string }).url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/plain/);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="Route notes.txt"/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(page)).toBe(true);
  });
});

describe('images stored as uploaded, before issue 27, are cleaned before they are served', () => {
  // One walker for all, as activations are rate-limited by address.
  let token: Parameters<typeof bearer>[0];
  let userId: number;
  beforeAll(async () => {
    token = await activeUser(ctx, 'early-walker@example.nz');
    userId = await userIdOf(token);
  });
  /** An image kept the way every image was before issue 27: its bytes as sent, its row to be cleaned. */
  async function storedAsUploaded(content: Buffer | undefined, contentType: string) {
    const key = `${userId}/${randomUUID()}.${contentType.split('/')[1]}`;
    if (content) await ctx.storage.put(key, content, contentType);
    await ctx.database.db.insert(uploads).values({
      userId,
      storageKey: key,
      contentType,
      sizeBytes: content?.length ?? 1,
      attachedAt: ctx.clock.now(),
      needsCleaning: true,
    });
    return { key, url: ctx.storage.urlFor(key) };
  }
  const setPortrait = (url: string) =>
    ctx.database.db.update(users).set({ portraitUrl: url }).where(eq(users.id, userId));
  const rowOf = async (key: string) =>
    (await ctx.database.db.select().from(uploads).where(eq(uploads.storageKey, key)))[0];
  const portraitOf = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) })).json().portrait;

  test('a portrait with GPS in its EXIF is not served until the job has made it anew, at the same address', async () => {
    const phonePhoto = await phonePhotoWithGps();
    const { key, url } = await storedAsUploaded(phonePhoto, 'image/jpeg');
    await setPortrait(url);

    const before = await ctx.app.inject({ method: 'GET', url });
    expect(before.statusCode).toBe(404);
    expect(before.rawPayload.includes('GPS')).toBe(false);

    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const job = cleanStoredImagesJob(createUploadsService(ctx), createLogger('info', sink));
    await job.run(new AbortController().signal);
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ cleaned: 1, removed: 0, msg: 'images stored as uploaded cleaned' }),
    ]);
    expect(lines.join('')).not.toContain(key);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const image = await sharp(served.rawPayload).metadata();
    expect(image).toMatchObject({ format: 'jpeg', width: 512, height: 384 });
    expect(image.exif).toBeUndefined();
    expect(served.rawPayload.includes('GPS')).toBe(false);
    expect(await rowOf(key)).toMatchObject({ needsCleaning: false, sizeBytes: served.rawPayload.length });
    expect(served.rawPayload.length).not.toBe(phonePhoto.length);
    expect(await portraitOf()).toEqual({ url });
  });

  test('a bomb, a page posing as a photo and a missing file are removed, and the profile shows initials', async () => {
    const bomb = await storedAsUploaded(pngClaiming(60_000, 60_000), 'image/png');
    const page = await storedAsUploaded(
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
      'image/png',
    );
    const missing = await storedAsUploaded(undefined, 'image/gif');
    await setPortrait(bomb.url);

    expect(await createUploadsService(ctx).cleanStoredImages()).toEqual({ cleaned: 0, removed: 3 });
    for (const { key, url } of [bomb, page, missing]) {
      expect(await rowOf(key)).toBeUndefined();
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const files = filesOf(userId);
    for (const { key } of [bomb, page]) expect(files).not.toContain(path.basename(key));
    expect(await portraitOf()).toBeNull();
  });

  test('two servers cleaning at once clean each image once', async () => {
    const photo = await phonePhotoWithGps();
    const stored = await Promise.all([1, 2, 3].map(() => storedAsUploaded(photo, 'image/jpeg')));

    const service = createUploadsService(ctx);
    const runs = await Promise.all([service.cleanStoredImages(), service.cleanStoredImages()]);
    expect(runs.reduce((sum, run) => sum + run.cleaned, 0)).toBe(3);
    expect(runs.reduce((sum, run) => sum + run.removed, 0)).toBe(0);
    for (const { key } of stored) expect(await rowOf(key)).toMatchObject({ needsCleaning: false });
  });
});

/** A PNG whose header claims `width` × `height` one-bit pixels, all of them a few zlib bytes. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // one bit a pixel, greyscale
  // The first ten rows, each a filter byte and width / 8 bytes of zeros: enough to start decoding.
  const rows = deflateSync(Buffer.alloc(10 * (1 + Math.ceil(width / 8))));
  return Buffer.concat([
    PNG.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A 1×1 GIF that is also JavaScript: `GIF89a/*` opens a comment over the binary header, a GIF
 * comment block closes it and runs `script`, and a last comment block hides the trailer.
 */
function gifThatIsAlsoScript(script: string): Buffer {
  const comment = (text: string) =>
    Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), Buffer.from(text, 'latin1'), Buffer.from([0])]);
  return Buffer.concat([
    Buffer.from('GIF89a/*', 'latin1'), // the screen's width is the bytes of "/*"
    Buffer.from([1, 0, 0x80, 0, 0]), // height 1; a two-colour palette follows
    Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    comment(`*/=1;${script};/*`),
    Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]), // one 1×1 image
    Buffer.from([2, 2, 0x44, 1, 0]), // its pixel
    comment('*///'),
    Buffer.from([0x3b]), // the trailer
  ]);
}
