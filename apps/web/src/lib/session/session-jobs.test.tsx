import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configQueryOptions } from '@/lib/app-config.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { resetStore, sampleConfig } from '@/test/render-app.tsx';
import { refreshTokenIfDue } from './refresh-token.ts';
import { SessionJobs } from './session-jobs.tsx';
import { deferred, fakeApi, freshToken, serverToken, userWith } from './testing/fake-api.ts';
import type { FakeApi } from './testing/fake-api.ts';
import { isRefreshDue } from './token.ts';

let api: FakeApi;
beforeEach(() => {
  resetStore();
  api = fakeApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const NOW = 1_800_000_000;
const tokenExpiringIn = (seconds: number) => ({ ...freshToken(), created: NOW - 3600 + seconds });

function renderJobs(intervalMs = 40) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(configQueryOptions().queryKey, sampleConfig);
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionJobs intervalMs={intervalMs} now={() => NOW} />
    </QueryClientProvider>,
  );
}

describe('when a token is due for refresh (spec 1 §4: within 60 s of expiry)', () => {
  test('61 s before expiry it is not; 60 s before, and after, it is', () => {
    expect(isRefreshDue(tokenExpiringIn(61), NOW)).toBe(false);
    expect(isRefreshDue(tokenExpiringIn(60), NOW)).toBe(true);
    expect(isRefreshDue(tokenExpiringIn(-5), NOW)).toBe(true);
  });
});

describe('refreshing the token', () => {
  test('posts the refresh_token grant as a form and stores the new token with created', async () => {
    useAppStore.setState({ accessToken: tokenExpiringIn(30) });
    api.on('POST auth/oauth', {
      body: { ...serverToken, access_token: 'renewed', refresh_token: 'renewed-r' },
    });
    await refreshTokenIfDue(sampleConfig.oauth, () => NOW);

    expect(api.calls('POST auth/oauth')[0]?.body).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-new',
      client_id: sampleConfig.oauth.client_id,
      client_secret: sampleConfig.oauth.client_secret,
      scope: '*',
    });
    expect(useAppStore.getState().accessToken).toMatchObject({ access_token: 'renewed', created: NOW });
  });

  test('a token with time to spare is left alone', async () => {
    useAppStore.setState({ accessToken: tokenExpiringIn(600) });
    await refreshTokenIfDue(sampleConfig.oauth, () => NOW);
    expect(api.calls('POST auth/oauth')).toHaveLength(0);
  });

  test('two checks at once send one refresh: a refresh token works only once', async () => {
    useAppStore.setState({ accessToken: tokenExpiringIn(10) });
    const answer = deferred();
    api.on('POST auth/oauth', () => answer.promise);
    const first = refreshTokenIfDue(sampleConfig.oauth, () => NOW);
    const second = refreshTokenIfDue(sampleConfig.oauth, () => NOW);
    answer.resolve({ body: serverToken });
    await Promise.all([first, second]);
    expect(api.calls('POST auth/oauth')).toHaveLength(1);
  });

  test('a failed refresh is silent and leaves the session as it was', async () => {
    const token = tokenExpiringIn(10);
    useAppStore.setState({ accessToken: token });
    api.on('POST auth/oauth', {
      status: 400,
      body: { error: 'Your session has expired. Please log in again.' },
    });
    await expect(refreshTokenIfDue(sampleConfig.oauth, () => NOW)).resolves.toBeUndefined();
    expect(useAppStore.getState().accessToken).toEqual(token);
  });
});

describe('the background jobs of a signed-in tab', () => {
  test('re-read the user at once and then on every tick', async () => {
    useAppStore.setState({ accessToken: tokenExpiringIn(600), user: userWith() });
    api.on('GET user', { body: userWith({ first_name: 'Hemi' }) });
    renderJobs();

    await waitFor(() => expect(useAppStore.getState().user?.first_name).toBe('Hemi'));
    await waitFor(() => expect(api.calls('GET user').length).toBeGreaterThanOrEqual(3));
  });

  test('a failing user fetch is silent and keeps the user', async () => {
    useAppStore.setState({ accessToken: tokenExpiringIn(600), user: userWith() });
    api.on('GET user', { status: 500, body: { error: 'Something went wrong.' } });
    renderJobs();

    await waitFor(() => expect(api.calls('GET user').length).toBeGreaterThanOrEqual(2));
    expect(useAppStore.getState().user?.first_name).toBe('Aroha');
  });

  test('check the token when the window gets focus', async () => {
    useAppStore.setState({ accessToken: tokenExpiringIn(600), user: userWith() });
    api.on('GET user', { body: userWith() });
    api.on('POST auth/oauth', { body: serverToken });
    renderJobs(60_000);
    await waitFor(() => expect(api.calls('GET user')).toHaveLength(1));
    expect(api.calls('POST auth/oauth')).toHaveLength(0);

    act(() => useAppStore.setState({ accessToken: tokenExpiringIn(20) }));
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(api.calls('POST auth/oauth')).toHaveLength(1));
  });

  test('a user answer that arrives after logout does not bring the user back', async () => {
    useAppStore.setState({ accessToken: tokenExpiringIn(600), user: userWith() });
    const answer = deferred();
    api.on('GET user', () => answer.promise);
    renderJobs(60_000);
    await waitFor(() => expect(api.calls('GET user')).toHaveLength(1));

    act(() => useAppStore.getState().logout());
    answer.resolve({ body: userWith() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useAppStore.getState().user).toBeNull();
  });

  test('a user answer sent before a change on this tab does not put the older user back', async () => {
    useAppStore.setState({ accessToken: tokenExpiringIn(600), user: userWith() });
    const answer = deferred();
    api.on('GET user', () => answer.promise);
    renderJobs(60_000);
    await waitFor(() => expect(api.calls('GET user')).toHaveLength(1));

    // A contact deleted meanwhile answered the user as it is now.
    act(() => useAppStore.getState().setUser(userWith({ first_name: 'Newer' })));
    answer.resolve({ body: userWith({ first_name: 'Older' }) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useAppStore.getState().user?.first_name).toBe('Newer');
  });
});
