import { readdirSync } from 'node:fs';
import path from 'node:path';
import { UserSchema } from '@waymark/domain';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { analyticsEvents, users } from '#api/db/schema/index.ts';
import {
  activationCodeFor,
  activeUser,
  bearer,
  freshIp,
  lastEmail,
  login,
  loginToken,
  PASSWORD,
  register,
  requestPasswordReset,
  resetTokenFor,
} from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function userCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
const me = async (token: Parameters<typeof bearer>[0]) =>
  UserSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) })).json(),
  );

const PROFILE = {
  firstname: 'Aroha',
  lastname: 'Ngata',
  gender: 'Female',
  level: 'Intermediate',
  dob: '1990-04-12',
};

describe('registration (POST user)', () => {
  test('creates the account and emails a 6-character activation code', async () => {
    const res = await register(ctx, 'kiri@example.nz');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true });
    const code = activationCodeFor(ctx, 'kiri@example.nz');
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    const email = lastEmail(ctx, 'kiri@example.nz');
    expect(email.body).toContain('Waymark');
    // Whose code it is comes with it, for the link opened on another device (issue 28 item 9).
    expect(email.body).toContain(`/activate?code=${code}&email=kiri%40example.nz`);
  });

  test('a taken email answers "User already exists" and adds nobody', async () => {
    await register(ctx, 'taken@example.nz');
    const before = await userCount();
    const res = await register(ctx, 'TAKEN@example.nz');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'User already exists' });
    expect(await userCount()).toBe(before);
  });

  test.each([
    [{ email: '', password: PASSWORD, agreed_to_terms: true }, 'Email is required.'],
    [
      { email: 'not-an-email', password: PASSWORD, agreed_to_terms: true },
      'Please enter a valid email address.',
    ],
    [
      { email: `${'a'.repeat(300)}@example.nz`, password: PASSWORD, agreed_to_terms: true },
      'at most 300 characters',
    ],
    [{ email: 'short@example.nz', password: 'kea', agreed_to_terms: true }, 'at least 8 characters'],
    [{ email: 'weak@example.nz', password: 'password', agreed_to_terms: true }, 'too easy to guess'],
    [{ email: 'terms@example.nz', password: PASSWORD, agreed_to_terms: false }, 'agree to the terms'],
    [{ email: 'typed@example.nz', password: 12345678, agreed_to_terms: true }, 'password:'],
  ])('refuses %j with a readable error and adds nobody', async (payload, message) => {
    const before = await userCount();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user',
      remoteAddress: freshIp(),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await userCount()).toBe(before);
  });
});

describe('activation (POST activate)', () => {
  const activate = (payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/activate', remoteAddress: freshIp(), payload, headers });

  test('the emailed code verifies a logged-in user', async () => {
    await register(ctx, 'activate@example.nz');
    const token = await loginToken(ctx, 'activate@example.nz');
    const res = await activate(
      { code: activationCodeFor(ctx, 'activate@example.nz').toLowerCase() },
      bearer(token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verified: true, inited: false });
  });

  test('someone not logged in can activate with the email they registered with', async () => {
    await register(ctx, 'device@example.nz');
    const res = await activate({
      code: activationCodeFor(ctx, 'device@example.nz'),
      email: 'device@example.nz',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verified: true });
  });

  test('a code must be exactly 6 characters', async () => {
    const res = await activate({ code: 'ABC', email: 'device@example.nz' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('exactly 6 characters');
  });

  test('after 5 wrong codes even the right one is refused until a new code is sent', async () => {
    await register(ctx, 'guesser@example.nz');
    const token = await loginToken(ctx, 'guesser@example.nz');
    const right = activationCodeFor(ctx, 'guesser@example.nz');
    const wrong = right === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const errors: string[] = [];
    for (let i = 0; i < 5; i++) errors.push((await activate({ code: wrong }, bearer(token))).json().error);
    expect(errors[0]).toBe('That code is not right. You have 4 tries left.');
    expect(errors[3]).toBe('That code is not right. You have 1 try left.');
    expect(errors[4]).toBe('Too many wrong codes. Please ask for a new code.');
    const sixth = await activate({ code: right }, bearer(token));
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ error: 'Too many wrong codes. Please ask for a new code.' });
    expect((await me(token)).verified).toBe(false);

    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/activate/resend',
      payload: { email: 'guesser@example.nz' },
    });
    expect(resend.statusCode).toBe(200);
    await ctx.background.drain();
    const fresh = activationCodeFor(ctx, 'guesser@example.nz');
    expect((await activate({ code: fresh }, bearer(token))).statusCode).toBe(200);
  });

  test('a code expires after 24 hours', async () => {
    await register(ctx, 'late@example.nz');
    const code = activationCodeFor(ctx, 'late@example.nz');
    ctx.clock.advance(24 * 3600 * 1000 + 1000);
    const res = await activate({ code }, bearer(await loginToken(ctx, 'late@example.nz')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'That code has expired. Please ask for a new code.' });
  });
});

describe('profile (PUT user) and notifications (POST toggle-alert)', () => {
  test('saving the profile finishes set-up', async () => {
    const token = await activeUser(ctx, 'profile@example.nz');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: bearer(token),
      payload: PROFILE,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Aroha',
      last_name: 'Ngata',
      level: 'Intermediate',
      inited: true,
    });
  });

  test.each([
    [{ ...PROFILE, firstname: 'x'.repeat(301) }, 'First name must be at most 300 characters.'],
    [{ ...PROFILE, lastname: '   ' }, 'Last name is required.'],
    [{ ...PROFILE, level: 'Legend' }, 'Please choose your experience level.'],
    [{ ...PROFILE, dob: '1990-02-31' }, 'Please choose a whole date.'],
    [{ ...PROFILE, portrait: '/uploads/someone-elses.png' }, 'Please upload the portrait'],
  ])('refuses %j and changes nothing', async (payload, message) => {
    const token = await loginToken(ctx, 'profile@example.nz');
    const before = await me(token);
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/user', headers: bearer(token), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await me(token)).toEqual(before);
  });

  test('a notification switch stays as it was set', async () => {
    const token = await loginToken(ctx, 'profile@example.nz');
    const form = new FormData();
    form.set('toggledFieldName', 'fortyEightPrior.Email');
    form.set('toggledFieldValue', '0');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/toggle-alert',
      headers: bearer(token),
      payload: form,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).notifications.fortyEightPrior).toEqual({ Email: false, InApp: true });
  });

  test('an unknown switch is refused', async () => {
    const token = await loginToken(ctx, 'profile@example.nz');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/toggle-alert',
      headers: bearer(token),
      payload: { toggledFieldName: 'endTripEmergencyContact.InApp', toggledFieldValue: '1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Unknown notification setting.');
  });
});

describe('passwords', () => {
  test('changing the password needs both fields to match', async () => {
    const token = await activeUser(ctx, 'change@example.nz');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/update-password',
      headers: bearer(token),
      payload: { newpassword: 'moss-lichen-tarn-77', repassword: 'moss-lichen-tarn-78' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Passwords must match');
    expect((await login(ctx, 'change@example.nz')).statusCode).toBe(200);
  });

  test('a changed password works, the old one does not, and other logins end', async () => {
    const other = await loginToken(ctx, 'change@example.nz');
    const token = await loginToken(ctx, 'change@example.nz');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/update-password',
      headers: bearer(token),
      payload: { newpassword: 'moss-lichen-tarn-77', repassword: 'moss-lichen-tarn-77' },
    });
    expect(res.statusCode).toBe(200);
    expect((await login(ctx, 'change@example.nz')).statusCode).toBe(400);
    expect((await login(ctx, 'change@example.nz', 'moss-lichen-tarn-77')).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(other) })).statusCode,
    ).toBe(401);
  });

  test('forgot-password answers the same whether or not the account exists', async () => {
    await register(ctx, 'forgetful@example.nz');
    const known = await requestPasswordReset(ctx, 'forgetful@example.nz');
    const unknown = await requestPasswordReset(ctx, 'stranger@example.nz');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });

  test('a reset link works once', async () => {
    await requestPasswordReset(ctx, 'forgetful@example.nz');
    const token = resetTokenFor(ctx, 'forgetful@example.nz');
    const reset = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/reset-password',
        remoteAddress: freshIp(),
        payload: { password, token },
      });
    expect((await reset('weak')).statusCode).toBe(400);
    // A refused weak password does not use the link up.
    expect((await reset('southern-alps-kea-9')).statusCode).toBe(200);
    expect((await login(ctx, 'forgetful@example.nz', 'southern-alps-kea-9')).statusCode).toBe(200);
    const again = await reset('another-new-password-1');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toContain('not valid any more');
  });

  test('an expired reset link says so', async () => {
    await requestPasswordReset(ctx, 'forgetful@example.nz');
    const token = resetTokenFor(ctx, 'forgetful@example.nz');
    ctx.clock.advance(3600 * 1000 + 1000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { password: 'never-gets-set-12', token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The password reset token has expired.' });
    expect((await login(ctx, 'forgetful@example.nz', 'southern-alps-kea-9')).statusCode).toBe(200);
  });
});

// The smallest valid PNG: the server decodes what it is sent and stores the image made anew.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function fileForm(content: Buffer, name: string, type: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(content)], { type }), name);
  return form;
}

describe('uploads (POST upload)', () => {
  test('a real PNG is stored and served back, made anew', async () => {
    const token = await activeUser(ctx, 'portrait@example.nz');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      headers: bearer(token),
      payload: fileForm(PNG, 'me.png', 'image/png'),
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    // …and can become the portrait.
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: bearer(token),
      payload: { ...PROFILE, portrait: url },
    });
    expect(saved.json().portrait).toEqual({ url });
  });

  test('a file named .png that is not an image is refused', async () => {
    const token = await loginToken(ctx, 'portrait@example.nz');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      headers: bearer(token),
      payload: fileForm(Buffer.from('<?php echo "hi"; ?>'), 'innocent.png', 'image/png'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Allowed file types are: .jpg, .gif, .png' });
  });

  test('a file over 10 MB is refused and not kept', async () => {
    const token = await loginToken(ctx, 'portrait@example.nz');
    const storedBefore = readdirSync(path.join(ctx.config.dataDir, 'uploads'), { recursive: true }).length;
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      headers: bearer(token),
      payload: fileForm(big, 'huge.png', 'image/png'),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The file is too large. The limit is 10 MB.' });
    expect(readdirSync(path.join(ctx.config.dataDir, 'uploads'), { recursive: true }).length).toBe(
      storedBefore,
    );
  });

  test('uploading needs a login', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      payload: fileForm(PNG, 'a.png', 'image/png'),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('deleting the account (DELETE user)', () => {
  test('removes the person, their files and their logins', async () => {
    const token = await activeUser(ctx, 'leaving@example.nz');
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      headers: bearer(token),
      payload: fileForm(PNG, 'me.png', 'image/png'),
    });
    const { url } = upload.json() as { url: string };
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/user', headers: bearer(token) });
    expect(res.statusCode).toBe(204);

    const stale = await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
    expect((await login(ctx, 'leaving@example.nz')).json()).toEqual({ error: 'Invalid email or password.' });
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const [left] = await ctx.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'leaving@example.nz'));
    expect(left?.n).toBe(0);
  });
});

describe('analytics events (POST events)', () => {
  test('known events are stored first-party, with the user when logged in', async () => {
    const token = await loginToken(ctx, 'profile@example.nz');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: bearer(token),
      payload: { name: 'login', properties: { method: 'website' } },
    });
    expect(res.statusCode).toBe(202);
    const [row] = await ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'login'));
    expect(row).toMatchObject({ properties: { method: 'website' } });
    expect(row?.userId).not.toBeNull();
  });

  test('unknown events are refused', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      payload: { name: 'track_everything' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Unknown event name.');
  });
});
