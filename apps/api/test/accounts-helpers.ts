import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Token } from '@waymark/domain';
import type { TestContext } from './test-context.ts';

export const PASSWORD = 'kea-tussock-ridgeline-42';

/** The newest email in the outbox, decoded from quoted-printable. */
export function lastEmail(ctx: TestContext, to: string): { subject: string; body: string } {
  const last = emailsTo(ctx, to).at(-1);
  if (!last) throw new Error(`No email to ${to}`);
  return last;
}

/** Every email in the outbox to this address, oldest first, decoded from quoted-printable. */
export function emailsTo(ctx: TestContext, to: string): { subject: string; body: string }[] {
  const dir = path.join(ctx.config.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((raw) => raw.includes(`To: ${to}`))
    .map((raw) => {
      const decoded = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return { subject: /^Subject: (.*)$/m.exec(decoded)?.[1] ?? '', body: decoded };
    });
}

export function activationCodeFor(ctx: TestContext, email: string): string {
  const code = /activation code: ([A-Z0-9]{6})/.exec(lastEmail(ctx, email).subject)?.[1];
  if (!code) throw new Error('No activation code in the email');
  return code;
}

/** Asks for a reset link and waits for its mail, which goes out after the answer. */
export async function requestPasswordReset(ctx: TestContext, email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/forgot-password',
    remoteAddress: freshIp(),
    payload: { email },
  });
  await ctx.background.drain();
  return res;
}

export function emailChangeTokenFor(ctx: TestContext, email: string): string {
  const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(lastEmail(ctx, email).body)?.[1];
  if (!token) throw new Error('No confirmation link in the email');
  return token;
}

export function resetTokenFor(ctx: TestContext, email: string): string {
  const token = /recovery_token=([A-Za-z0-9_-]+)/.exec(lastEmail(ctx, email).body)?.[1];
  if (!token) throw new Error('No reset link in the email');
  return token;
}

let nextAddress = 1;
/** Each caller gets its own IP, so rate limits in one test do not leak into another. */
export function freshIp(): string {
  nextAddress += 1;
  return `10.0.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

export async function register(ctx: TestContext, email: string, password = PASSWORD) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user',
    remoteAddress: freshIp(),
    payload: { email, password, agreed_to_terms: true },
  });
}

export function tokenForm(fields: Record<string, string>, ctx: TestContext): FormData {
  const form = new FormData();
  form.set('client_id', ctx.config.oauthClient.id);
  form.set('client_secret', ctx.config.oauthClient.secret);
  form.set('scope', '*');
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

export async function login(ctx: TestContext, email: string, password = PASSWORD, ip = freshIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/oauth',
    remoteAddress: ip,
    payload: tokenForm({ grant_type: 'password', username: email, password }, ctx),
  });
}

export async function loginToken(ctx: TestContext, email: string, password = PASSWORD): Promise<Token> {
  const res = await login(ctx, email, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json() as Token;
}

/** A registered, activated user with a live token. */
export async function activeUser(ctx: TestContext, email: string): Promise<Token> {
  await register(ctx, email);
  const token = await loginToken(ctx, email);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/activate',
    headers: { authorization: `Bearer ${token.access_token}` },
    payload: { code: activationCodeFor(ctx, email) },
  });
  if (res.statusCode !== 200) throw new Error(`activation failed: ${res.body}`);
  return token;
}

export const bearer = (token: Token | string) => ({
  authorization: `Bearer ${typeof token === 'string' ? token : token.access_token}`,
});

/** POST auth/oauth with the refresh_token grant, from an address of its own. */
export function refreshSession(ctx: TestContext, refreshToken: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/oauth',
    remoteAddress: freshIp(),
    payload: tokenForm({ grant_type: 'refresh_token', refresh_token: refreshToken }, ctx),
  });
}

/** POST update-password with both fields the same. */
export function changePassword(ctx: TestContext, token: Token | string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/update-password',
    headers: bearer(token),
    payload: { newpassword: password, repassword: password },
  });
}
