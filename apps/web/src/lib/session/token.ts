import { TOKEN_REFRESH_MARGIN_S } from '@waymark/domain';
import type { Token } from '@waymark/domain';
import type { AccessToken } from '@/lib/app-store.ts';

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The token as the server gave it, stamped with when this device received it (spec 1 §3). */
export function stampToken(token: Token, now: number = nowInSeconds()): AccessToken {
  return { ...token, created: now };
}

export function secondsUntilExpiry(token: AccessToken, now: number = nowInSeconds()): number {
  return token.created + token.expires_in - now;
}

/** Spec 1 §4: the token is refreshed when it is within 60 seconds of expiry (or past it). */
export function isRefreshDue(token: AccessToken, now: number = nowInSeconds()): boolean {
  return secondsUntilExpiry(token, now) <= TOKEN_REFRESH_MARGIN_S;
}
