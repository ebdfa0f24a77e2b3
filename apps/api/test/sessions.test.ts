import { TokenSchema, UserSchema } from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  bearer,
  freshIp,
  login,
  loginToken,
  register,
  tokenForm,
  activeUser,
  PASSWORD,
  refreshSession,
} from './accounts-helpers.ts';
import { REFRESH_GRACE_S } from '#api/modules/auth/auth.service.ts';
import { createTestContext, type TestContext } from './test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const refresh = (refreshToken: string) => refreshSession(ctx, refreshToken);

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) });

describe('logging in (POST auth/oauth, password grant)', () => {
  test('the right password gives an opaque token pair that lasts about an hour', async () => {
    await register(ctx, 'aroha@example.nz');
    const res = await login(ctx, 'Aroha@Example.nz');
    expect(res.statusCode).toBe(200);
    const token = TokenSchema.parse(res.json());
    expect(token.expires_in).toBe(3600);
    expect(token.access_token).not.toBe(token.refresh_token);
    const user = UserSchema.parse((await me(token.access_token)).json());
    expect(user).toMatchObject({ email: 'aroha@example.nz', verified: false, inited: false });
  });

  test('a wrong password and an unknown user get the same readable answer', async () => {
    await register(ctx, 'wiremu@example.nz');
    const wrong = await login(ctx, 'wiremu@example.nz', 'not-the-password');
    const unknown = await login(ctx, 'nobody@example.nz');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password.' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Invalid email or password.' });
  });

  test('an unknown client is refused', async () => {
    const form = tokenForm({ grant_type: 'password', username: 'aroha@example.nz', password: PASSWORD }, ctx);
    form.set('client_secret', 'guessed');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/oauth', payload: form });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toContain('not recognised');
  });

  test('an unknown grant type is refused with a readable error', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oauth',
      payload: tokenForm({ grant_type: 'client_credentials' }, ctx),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('grant_type must be password or refresh_token');
  });

  test('urlencoded forms are accepted too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oauth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        client_id: ctx.config.oauthClient.id,
        client_secret: ctx.config.oauthClient.secret,
        username: 'aroha@example.nz',
        password: PASSWORD,
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });

  test('a brute-force run is slowed down with 429', async () => {
    await register(ctx, 'target@example.nz');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await login(ctx, 'target@example.nz', `guess-${i}`, ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await login(ctx, 'target@example.nz', PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
  });
});

describe('tokens', () => {
  test('calls without a token, or with a made-up one, answer 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user' })).statusCode).toBe(401);
    const res = await me('made-up-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
  });

  test('an access token stops working after an hour', async () => {
    const token = await activeUser(ctx, 'hour@example.nz');
    expect((await me(token.access_token)).statusCode).toBe(200);
    ctx.clock.advance(3601 * 1000);
    expect((await me(token.access_token)).statusCode).toBe(401);
    // The refresh token still renews the session.
    const renewed = await refresh(token.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().access_token)).statusCode).toBe(200);
  });

  test('refresh tokens rotate, and re-using a rotated one ends the whole login', async () => {
    const first = await activeUser(ctx, 'rotate@example.nz');
    const second = TokenSchema.parse((await refresh(first.refresh_token)).json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second.access_token)).statusCode).toBe(200);

    // Past the grace window that covers two tabs refreshing at once, a replay is theft.
    ctx.clock.advance((REFRESH_GRACE_S + 1) * 1000);
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
    // The thief's replay also logs out the tokens issued after it.
    expect((await me(second.access_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(400);
  });

  test('logging out revokes the tokens of that login only', async () => {
    const phone = await activeUser(ctx, 'two-devices@example.nz');
    const laptop = await loginToken(ctx, 'two-devices@example.nz');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(phone) });
    expect(out.statusCode).toBe(204);
    expect((await me(phone.access_token)).statusCode).toBe(401);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(400);
    expect((await me(laptop.access_token)).statusCode).toBe(200);
  });
});
