import { TokenSchema, UserSchema } from '@waymark/domain';
import type { AppConfig, Token, User } from '@waymark/domain';
import { api } from '@/lib/api-client.ts';

/** The calls that start, renew, read and end a session (spec 1 §7). */

export type OAuthClient = AppConfig['oauth'];

type Grant =
  | { grant_type: 'password'; username: string; password: string }
  | {
      grant_type: 'refresh_token';
      refresh_token: string;
    };

/** POST auth/oauth takes a multipart form (spec 1 §7). */
function requestToken(client: OAuthClient, grant: Grant): Promise<Token> {
  const form = new FormData();
  form.set('client_id', client.client_id);
  form.set('client_secret', client.client_secret);
  form.set('scope', '*');
  for (const [key, value] of Object.entries(grant)) form.set(key, value);
  return api('auth/oauth', { form, schema: TokenSchema });
}

export function requestPasswordToken(client: OAuthClient, email: string, password: string): Promise<Token> {
  return requestToken(client, { grant_type: 'password', username: email, password });
}

export function requestRefreshedToken(client: OAuthClient, refreshToken: string): Promise<Token> {
  return requestToken(client, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

export function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  return api('user', { schema: UserSchema, signal });
}

/**
 * POST auth/logout ends this login on the server. The device has already forgotten the token
 * by the time this answers, so a 401 (it had expired anyway) must not send anyone to sign-in.
 */
export function endLoginOnServer(accessToken: string): Promise<void> {
  return api<void>('auth/logout', { method: 'POST', accessToken, keepSessionOn401: true });
}
