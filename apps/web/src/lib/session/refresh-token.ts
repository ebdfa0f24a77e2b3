import { useAppStore } from '@/lib/app-store.ts';
import { requestRefreshedToken } from './session-api.ts';
import type { OAuthClient } from './session-api.ts';
import { isRefreshDue, nowInSeconds, stampToken } from './token.ts';

/**
 * Refresh tokens work once: the server treats a second use as theft and ends the whole login
 * (docs/decisions/002-sessions.md). So only one refresh may be in flight per tab, and tabs
 * take turns through a Web Lock, re-reading the stored token first in case another tab has
 * just renewed it.
 */

const LOCK_NAME = 'waymark-token-refresh';

let inFlight: Promise<void> | null = null;

async function withTabLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) await locks.request(LOCK_NAME, work);
  else await work();
}

async function refreshNow(client: OAuthClient, now: () => number): Promise<void> {
  await useAppStore.persist.rehydrate();
  const current = useAppStore.getState().accessToken;
  if (!current || !isRefreshDue(current, now())) return;

  const renewed = await requestRefreshedToken(client, current.refresh_token);
  // Logged out, or logged in afresh, while the request was out: that session is not ours to touch.
  if (useAppStore.getState().accessToken?.refresh_token !== current.refresh_token) return;
  useAppStore.getState().setAccessToken(stampToken(renewed, now()));
}

/**
 * Spec 1 §4: renew the token when it is within 60 s of expiry. Errors are silent (spec 1 §8);
 * a token that cannot be renewed meets the 401 rule on the next call.
 */
export function refreshTokenIfDue(client: OAuthClient, now: () => number = nowInSeconds): Promise<void> {
  const token = useAppStore.getState().accessToken;
  if (!token || !isRefreshDue(token, now())) return Promise.resolve();
  inFlight ??= withTabLock(() => refreshNow(client, now))
    .catch(() => {
      // Silent by design.
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
