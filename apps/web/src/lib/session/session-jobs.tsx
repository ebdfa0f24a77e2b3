import { USER_POLL_INTERVAL_MS } from '@waymark/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { configQueryOptions } from '@/lib/app-config.ts';
import { STORE_NAME, useAppStore } from '@/lib/app-store.ts';
import { hasGuestDraft, uploadGuestDraft } from '@/lib/guest-draft.ts';
import { forgetPushWanted, isPushWanted } from '@/lib/push-wish.ts';
import { refreshTokenIfDue } from './refresh-token.ts';
import { fetchCurrentUser } from './session-api.ts';
import { nowInSeconds } from './token.ts';

export type SessionJobsOptions = {
  /** How often the user is re-read and the token checked; 30 s (spec 1 §4, §9). */
  intervalMs?: number;
  now?: () => number;
};

/**
 * The background work of a signed-in tab (spec 1 §4): every 30 s check the token, re-read the
 * user and upload anything a guest left on this device; on window focus check the token. Failures are silent (spec 1 §8), except that a
 * 401 still ends the session, as every call's does. Another tab logging in or out is picked up
 * from the shared storage.
 */
export function useSessionJobs({
  intervalMs = USER_POLL_INTERVAL_MS,
  now = nowInSeconds,
}: SessionJobsOptions = {}) {
  const queryClient = useQueryClient();

  useEffect(() => {
    let stopped = false;

    async function checkToken() {
      try {
        const { oauth } = await queryClient.fetchQuery(configQueryOptions());
        await refreshTokenIfDue(oauth, now);
      } catch {
        // Silent: without the config there is nothing to refresh with yet.
      }
    }

    async function refreshUser() {
      await checkToken();
      if (stopped || !useAppStore.getState().accessToken) return;
      try {
        const revision = useAppStore.getState().userRevision;
        const user = await fetchCurrentUser();
        const state = useAppStore.getState();
        // Logged out while the request was out: do not bring the user back. Changed meanwhile
        // (a contact saved, a profile edited): this answer is older than what the tab holds.
        if (!stopped && state.accessToken && state.userRevision === revision) state.setUser(user);
      } catch {
        // Silent (spec 1 §8).
        return;
      }
      // Spec 1 §4: what a guest made on this device is uploaded once they are logged in.
      if (!stopped && hasGuestDraft()) await uploadGuestDraft().catch(() => undefined);
    }

    void refreshUser();
    const timer = window.setInterval(() => void refreshUser(), intervalMs);
    const onFocus = () => void checkToken();
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORE_NAME) void useAppStore.persist.rehydrate();
    };
    window.addEventListener('focus', onFocus);
    window.addEventListener('storage', onStorage);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient, intervalMs, now]);
}

/**
 * Once someone logs in on a phone whose installed app was allowed to notify (home's push
 * prompt), the phone is subscribed for them, as the native app registers its device after a
 * login. A failure is left for the notifications page's switch, which says what happened.
 */
function usePushAfterLogin() {
  useEffect(() => {
    if (!isPushWanted() || Notification.permission !== 'granted') return;
    void import('@/lib/push-subscription.ts')
      .then((push) => push.turnOnDevicePush())
      .then(forgetPushWanted)
      .catch(() => undefined);
  }, []);
}

/** Mounted by the shell while the device holds a token. */
export function SessionJobs(options: SessionJobsOptions) {
  useSessionJobs(options);
  usePushAfterLogin();
  return null;
}
