import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { defaultNotifications, ReviewSavedSchema } from '@waymark/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from '#api/db/client.ts';
import { users } from '#api/db/schema/index.ts';
import { bearer, freshIp } from './accounts-helpers.ts';
import { planCast } from './plan-cast.ts';

/** Review photos published at once (REVIEW_IMAGES_AUTO_PUBLISH), the photo limit under a race, and `npm run user`. */

const cast = planCast('publish', () => ({ REVIEW_IMAGES_AUTO_PUBLISH: 'true' }));

function attach(reviewId: number, content: Buffer) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'photo.png');
  return cast.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/review/${reviewId}/attach`,
    remoteAddress: freshIp(),
    headers: bearer(cast.token.owner),
    payload: form,
  });
}

describe('REVIEW_IMAGES_AUTO_PUBLISH=true', () => {
  test('four photos sent at once: three are published at once, the fourth refused', async () => {
    const created = await cast.call('POST', `track/${cast.routeburn}/feedback`, 'owner', {
      type: 'track',
      date: cast.tripIn(0).start,
      difficulty: 'expected',
      rating: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { reviewID } = ReviewSavedSchema.parse(created.json());
    const png = await sharp({ create: { width: 2000, height: 500, channels: 4, background: '#0af8' } })
      .png()
      .toBuffer();

    const answers = await Promise.all([1, 2, 3, 4].map(() => attach(reviewID, png)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 400]);
    const published = answers.filter((res) => res.statusCode === 201).map((res) => res.json());
    expect(published.every((photo) => photo.state === 'approved')).toBe(true);

    const stored = await cast.ctx.app.inject({ method: 'GET', url: published[0].url });
    expect(stored.statusCode).toBe(200);
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1280,
      height: 320,
    });
    expect(stored.headers['content-type']).toBe('image/png');
  });
});

describe('npm run user', () => {
  const API_DIR = path.resolve(import.meta.dirname, '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-user-cli-'));
  // The command's own folder, whatever database the other tests use.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function user(args: string[]) {
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.join(API_DIR, 'src/cli/user.ts'), ...args],
        { cwd: API_DIR, env },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      return error as { code: number; stdout: string; stderr: string };
    }
  }

  async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      await database.migrate();
      return await use(database.db);
    } finally {
      await database.close();
    }
  }

  test('promote makes an account staff and demote undoes it; an unknown address or a wrong call is refused', async () => {
    await withDatabase((db) =>
      db.insert(users).values({
        email: 'ranger@example.nz',
        passwordHash: 'not used here',
        notifications: defaultNotifications(),
      }),
    );
    const promoted = await user(['promote', 'Ranger@example.nz']);
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(promoted.stdout).toContain('is now staff');
    const [ranger] = await withDatabase((db) =>
      db.select({ role: users.role }).from(users).where(eq(users.email, 'ranger@example.nz')),
    );
    expect(ranger?.role).toBe('staff');

    const demoted = await user(['demote', 'ranger@example.nz']);
    expect(demoted.code, demoted.stderr).toBe(0);
    expect(demoted.stdout).toContain('is now an ordinary user');

    const unknown = await user(['promote', 'nobody@example.nz']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the address nobody@example.nz.');

    const wrong = await user(['crown', 'ranger@example.nz']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('usage: npm run user -- promote <email>');
  }, 240_000);
});
