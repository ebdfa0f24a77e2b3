import { Writable } from 'node:stream';
import { TokenSchema, UserSchema } from '@waymark/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TOO_MANY_FAILED_LOGINS, TOO_MANY_MAILS } from '#api/modules/auth/account-limits.ts';
import { ACTIVATION_FAILED_BY_EMAIL } from '#api/modules/auth/auth.service.ts';
import { loadConfig } from '#api/config.ts';
import { createLogger } from '#api/http/logging.ts';
import {
  activationCodeFor,
  activeUser,
  bearer,
  emailChangeTokenFor,
  emailsTo,
  freshIp,
  lastEmail,
  login,
  loginToken,
  PASSWORD,
  refreshSession,
  changePassword,
  register,
  requestPasswordReset,
  resetTokenFor,
  tokenForm,
} from './accounts-helpers.ts';
import { createTestContext, type TestContext } from './test-context.ts';

/** Everything the server logs, as lines, so a test can look for secrets in them. */
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ LOG_LEVEL: 'info' }, { log: createLogger('info', logSink) });
});
afterAll(() => ctx.close());

const PROFILE = { firstname: 'Aroha', lastname: 'Ngata', gender: 'Female', level: 'Intermediate' };
const me = async (token: Parameters<typeof bearer>[0]) =>
  UserSchema.parse(
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(token) })).json(),
  );
const activate = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/activate', remoteAddress: freshIp(), payload, headers });
const refresh = (refreshToken: string) => refreshSession(ctx, refreshToken);
const resetPassword = (token: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/reset-password',
    remoteAddress: freshIp(),
    payload: { token, password },
  });
const saveProfile = (token: Parameters<typeof bearer>[0], payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/user', headers: bearer(token), payload });
const confirmEmail = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/email/confirm',
    remoteAddress: freshIp(),
    payload: { token },
  });

describe('activation by email proves nothing without the code', () => {
  test("a verified user's address with a made-up code returns no profile", async () => {
    const token = await activeUser(ctx, 'verified@example.nz');
    await saveProfile(token, { ...PROFILE, phone: '021 555 0101', dob: '1990-04-12' });
    const res = await activate({ code: 'ZZZZZZ', email: 'verified@example.nz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: ACTIVATION_FAILED_BY_EMAIL });
    expect(res.body).not.toContain('021 555 0101');
  });

  test('unknown, unverified and verified addresses get the same answer to a wrong code', async () => {
    await register(ctx, 'pending@example.nz');
    const right = activationCodeFor(ctx, 'pending@example.nz');
    const wrong = right === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    const answers = await Promise.all(
      ['pending@example.nz', 'verified@example.nz', 'nobody-here@example.nz'].map(async (email) => {
        const res = await activate({ code: wrong, email });
        return { status: res.statusCode, body: res.json() as unknown };
      }),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // …and the right code still activates the unverified account.
    expect((await activate({ code: right, email: 'pending@example.nz' })).json()).toMatchObject({
      verified: true,
    });
  });

  test('an expired code by email reads like a wrong one; logged in, it says it expired', async () => {
    await register(ctx, 'slow@example.nz');
    const code = activationCodeFor(ctx, 'slow@example.nz');
    ctx.clock.advance(24 * 3600 * 1000 + 1000);
    expect((await activate({ code, email: 'slow@example.nz' })).json()).toEqual({
      error: ACTIVATION_FAILED_BY_EMAIL,
    });
    const token = await loginToken(ctx, 'slow@example.nz');
    expect((await activate({ code }, bearer(token))).json()).toEqual({
      error: 'That code has expired. Please ask for a new code.',
    });
  });
});

describe('limits no header can dodge', () => {
  test('X-Forwarded-For from an untrusted client does not buy more guesses', async () => {
    await register(ctx, 'spoof@example.nz');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/oauth',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: tokenForm(
          { grant_type: 'password', username: 'spoof@example.nz', password: `guess-${i}` },
          ctx,
        ),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  test('wrong passwords from many addresses lock the account, even for the right one', async () => {
    await register(ctx, 'target@example.nz');
    for (let i = 0; i < 10; i++)
      expect((await login(ctx, 'target@example.nz', `guess-${i}`)).statusCode).toBe(400);
    const right = await login(ctx, 'target@example.nz');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ error: TOO_MANY_FAILED_LOGINS });
    ctx.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(ctx, 'target@example.nz')).statusCode).toBe(200);
  });

  test('reset mails to one address stop after five an hour, known or not', async () => {
    await register(ctx, 'flooded@example.nz');
    for (const email of ['flooded@example.nz', 'no-account@example.nz']) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await requestPasswordReset(ctx, email)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
    expect(emailsTo(ctx, 'flooded@example.nz').filter((mail) => /Reset/.test(mail.subject))).toHaveLength(5);
    const refused = await requestPasswordReset(ctx, 'flooded@example.nz');
    expect(refused.json()).toEqual({ error: TOO_MANY_MAILS });
  });

  test('activation codes to one address stop after five an hour', async () => {
    await register(ctx, 'resend@example.nz');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/activate/resend',
        remoteAddress: freshIp(),
        payload: { email: 'resend@example.nz' },
      });
      statuses.push(res.statusCode);
    }
    await ctx.background.drain();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The registration's code and five more.
    expect(emailsTo(ctx, 'resend@example.nz')).toHaveLength(6);
  });
});

describe('a configured proxy (TRUST_PROXY)', () => {
  test('is the only one whose X-Forwarded-For names the client', async () => {
    const behindProxy = await createTestContext({ TRUST_PROXY: '10.9.9.9' });
    try {
      const guess = (remoteAddress: string, client: string, i: number) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/api/v1/auth/oauth',
          remoteAddress,
          headers: { 'x-forwarded-for': client },
          payload: tokenForm(
            { grant_type: 'password', username: `nobody-${i}@example.nz`, password: 'guess' },
            behindProxy,
          ),
        });
      for (let i = 0; i < 10; i++) expect((await guess('10.9.9.9', '198.51.100.1', i)).statusCode).toBe(400);
      expect((await guess('10.9.9.9', '198.51.100.1', 10)).statusCode).toBe(429);
      // Another walker behind the same proxy has their own count.
      expect((await guess('10.9.9.9', '198.51.100.2', 11)).statusCode).toBe(400);
    } finally {
      await behindProxy.close();
    }
  });

  test('must be addresses or ranges', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe('10.0.0.0/8, loopback');
  });
});

describe('changing the email address', () => {
  test('needs the current password, and a wrong one changes nothing', async () => {
    const token = await activeUser(ctx, 'mover@example.nz');
    const without = await saveProfile(token, { ...PROFILE, email: 'thief@example.nz' });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({
      error: 'Please enter your current password to change your email address.',
    });
    const wrong = await saveProfile(token, {
      ...PROFILE,
      email: 'thief@example.nz',
      current_password: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Your current password is not right.' });
    expect(await me(token)).toMatchObject({ email: 'mover@example.nz', pending_email: null });
    expect(emailsTo(ctx, 'thief@example.nz')).toHaveLength(0);
  });

  test('takes effect only from the new address, and the old one is told', async () => {
    const token = await loginToken(ctx, 'mover@example.nz');
    const res = await saveProfile(token, {
      ...PROFILE,
      email: 'New.Home@example.nz',
      current_password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'mover@example.nz', pending_email: 'new.home@example.nz' });
    await ctx.background.drain();
    expect(lastEmail(ctx, 'mover@example.nz').body).toContain('new.home@example.nz');
    // Until confirmed, the account is still reached by its old address only.
    expect((await login(ctx, 'new.home@example.nz')).statusCode).toBe(400);

    const confirmed = await confirmEmail(emailChangeTokenFor(ctx, 'new.home@example.nz'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Your email address is now new.home@example.nz.');
    expect(await me(token)).toMatchObject({ email: 'new.home@example.nz', pending_email: null });
    expect((await login(ctx, 'new.home@example.nz')).statusCode).toBe(200);
    expect((await login(ctx, 'mover@example.nz')).statusCode).toBe(400);
  });

  test('a confirmation link works once and expires after a day', async () => {
    const token = await activeUser(ctx, 'twice@example.nz');
    await saveProfile(token, { ...PROFILE, email: 'twice-new@example.nz', current_password: PASSWORD });
    await ctx.background.drain();
    const link = emailChangeTokenFor(ctx, 'twice-new@example.nz');
    expect((await confirmEmail(link)).statusCode).toBe(200);
    const replay = await confirmEmail(link);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toContain('not valid any more');

    await saveProfile(token, { ...PROFILE, email: 'late-new@example.nz', current_password: PASSWORD });
    await ctx.background.drain();
    ctx.clock.advance(24 * 3600 * 1000 + 1000);
    const late = await confirmEmail(emailChangeTokenFor(ctx, 'late-new@example.nz'));
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toContain('expired');
    expect((await me(await loginToken(ctx, 'twice-new@example.nz'))).email).toBe('twice-new@example.nz');
  });

  test('changing the password cancels a pending change', async () => {
    const token = await activeUser(ctx, 'cancel@example.nz');
    await saveProfile(token, { ...PROFILE, email: 'cancel-new@example.nz', current_password: PASSWORD });
    await ctx.background.drain();
    const link = emailChangeTokenFor(ctx, 'cancel-new@example.nz');
    await changePassword(ctx, token, 'moss-lichen-tarn-77');
    expect((await me(token)).pending_email).toBeNull();
    expect((await confirmEmail(link)).statusCode).toBe(400);
    expect((await me(token)).email).toBe('cancel@example.nz');
  });

  test('two accounts confirming the same new address at once: one wins, the other gets a 409', async () => {
    const first = await activeUser(ctx, 'race-a@example.nz');
    const second = await activeUser(ctx, 'race-b@example.nz');
    const links: string[] = [];
    for (const token of [first, second]) {
      await saveProfile(token, { ...PROFILE, email: 'contested@example.nz', current_password: PASSWORD });
      await ctx.background.drain();
      links.push(emailChangeTokenFor(ctx, 'contested@example.nz'));
    }
    const answers = await Promise.all(links.map(confirmEmail));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json()).toEqual({
      error: 'Another account already uses that email address.',
    });
  });
});

describe('notification switches', () => {
  test('seven switches toggled at once all keep their change', async () => {
    const token = await activeUser(ctx, 'switches@example.nz');
    const fields = [
      'fortyEightPrior.Email',
      'fortyEightPrior.InApp',
      'twentyFourPrior.Email',
      'twentyFourPrior.InApp',
      'changedAlerts.Email',
      'changedAlerts.InApp',
      'endTripEmergencyContact.Email',
    ];
    const answers = await Promise.all(
      fields.map((toggledFieldName) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/toggle-alert',
          headers: bearer(token),
          payload: { toggledFieldName, toggledFieldValue: '0' },
        }),
      ),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect((await me(token)).notifications).toEqual({
      fortyEightPrior: { Email: false, InApp: false },
      twentyFourPrior: { Email: false, InApp: false },
      changedAlerts: { Email: false, InApp: false },
      endTripEmergencyContact: { Email: false },
    });
  });
});

describe('refreshing a session from two tabs at once', () => {
  test('both get the same new pair, and it works', async () => {
    await register(ctx, 'tabs@example.nz');
    const token = await loginToken(ctx, 'tabs@example.nz');
    const [one, two] = await Promise.all([refresh(token.refresh_token), refresh(token.refresh_token)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json()).toEqual(two.json());
    const pair = TokenSchema.parse(one.json());
    expect((await me(pair.access_token)).email).toBe('tabs@example.nz');
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });
});

describe('password reset links', () => {
  test('using one voids the others', async () => {
    await register(ctx, 'two-links@example.nz');
    await requestPasswordReset(ctx, 'two-links@example.nz');
    const first = resetTokenFor(ctx, 'two-links@example.nz');
    await requestPasswordReset(ctx, 'two-links@example.nz');
    const second = resetTokenFor(ctx, 'two-links@example.nz');
    expect(first).not.toBe(second);
    expect((await resetPassword(first, 'southern-alps-kea-9')).statusCode).toBe(200);
    const stale = await resetPassword(second, 'attacker-chosen-pw-1');
    expect(stale.statusCode).toBe(400);
    expect((await login(ctx, 'two-links@example.nz', 'southern-alps-kea-9')).statusCode).toBe(200);
  });

  test('changing the password voids an outstanding link', async () => {
    const token = await activeUser(ctx, 'changed@example.nz');
    await requestPasswordReset(ctx, 'changed@example.nz');
    const link = resetTokenFor(ctx, 'changed@example.nz');
    await changePassword(ctx, token, 'moss-lichen-tarn-77');
    expect((await resetPassword(link, 'attacker-chosen-pw-1')).statusCode).toBe(400);
  });

  test('forgot-password answers before the mail goes out', async () => {
    await register(ctx, 'prompt@example.nz');
    const send = ctx.mailer.send;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    ctx.mailer.send = async (message) => {
      await held;
      return send(message);
    };
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/forgot-password',
        remoteAddress: freshIp(),
        payload: { email: 'prompt@example.nz' },
      });
      expect(res.statusCode).toBe(200);
      expect(emailsTo(ctx, 'prompt@example.nz').some((mail) => /Reset/.test(mail.subject))).toBe(false);
    } finally {
      release();
      ctx.mailer.send = send;
    }
    await ctx.background.drain();
    expect(lastEmail(ctx, 'prompt@example.nz').subject).toContain('Reset');
  });
});

describe('logs', () => {
  test('never carry activation codes, reset tokens or confirmation tokens', async () => {
    await register(ctx, 'logged@example.nz');
    const code = activationCodeFor(ctx, 'logged@example.nz');
    await requestPasswordReset(ctx, 'logged@example.nz');
    const reset = resetTokenFor(ctx, 'logged@example.nz');
    // The links in those mails open pages of the web app: their URLs are logged as requests.
    await ctx.app.inject({ method: 'GET', url: `/activate?code=${code}` });
    await ctx.app.inject({ method: 'GET', url: `/account/password-recovery?recovery_token=${reset}` });
    await resetPassword(reset, 'southern-alps-kea-9');

    const logged = logLines.join('\n');
    expect(logged).toContain('/account/password-recovery?recovery_token=[redacted]');
    expect(logged).toContain('"kind":"activation code"');
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(reset);
  });
});
