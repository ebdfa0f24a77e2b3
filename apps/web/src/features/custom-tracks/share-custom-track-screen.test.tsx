import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, memberSession, serverToken, userWith } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { customTrackFixture } from '@/test/custom-track-fixture.ts';
import { currentPath, renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./share-custom-track-screen.tsx');
  await import('./my-custom-tracks-screen.tsx');
}, 30_000);

const SHARED = 'Shr0000000000001';
const sharePath = `/share-custom-track/${SHARED}`;
const copy = customTrackFixture({ id: 'Cpy0000000000001', title: 'Roys Peak loop' });

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'POST events': { status: 202 },
    'GET custom-track': { body: { tracks: [copy], all_loaded: true } },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const duplicateCalls = () => api.calls(`GET custom-track/${SHARED}/duplicate`);

describe('opening a shared custom track’s link (spec 2 §2)', () => {
  test('a guest logs in first, then gets their own copy in My Custom Tracks', async () => {
    api.on(`GET custom-track/${SHARED}/duplicate`, { body: { id: copy.id } });
    api.on('POST auth/oauth', { body: serverToken });
    api.on('GET user', { body: userWith() });
    const { router, user } = renderApp(sharePath);

    await waitFor(() =>
      expect(currentPath(router)).toBe(`/signin?redirect=${encodeURIComponent(sharePath)}`),
    );
    expect(duplicateCalls()).toHaveLength(0);
    await user.type(await screen.findByLabelText('Email'), 'aroha@example.nz');
    await user.type(screen.getByLabelText('Password'), 'kea-tussock');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('article', { name: 'Roys Peak loop' })).toBeVisible();
    expect(currentPath(router)).toBe('/account/my-custom-tracks');
    expect(duplicateCalls()).toHaveLength(1);
  });

  test('a signed-in walker gets exactly one copy, even in StrictMode, and the link leaves history', async () => {
    api.on(`GET custom-track/${SHARED}/duplicate`, { body: { id: copy.id } });
    const { router } = renderApp(sharePath, { session: memberSession(api), strict: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Custom Tracks' })).toBeVisible();
    expect(await screen.findByText('The track is copied to your custom tracks')).toBeVisible();
    expect(duplicateCalls()).toHaveLength(1);
    // Replaced, so Back does not make a second copy.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('a loader shows while the copy is made', async () => {
    api.on(`GET custom-track/${SHARED}/duplicate`, () => new Promise(() => {}));
    renderApp(sharePath, { session: memberSession(api) });

    expect(await screen.findByRole('status')).toHaveTextContent('Copying the track to your account…');
  });

  test('a track that no longer exists says so, with a way on to My Custom Tracks', async () => {
    api.on(`GET custom-track/${SHARED}/duplicate`, {
      status: 404,
      body: { error: 'We could not find that custom track.' },
    });
    renderApp(sharePath, { session: memberSession(api) });

    expect(await screen.findByRole('heading', { name: 'We couldn’t copy this track' })).toBeVisible();
    expect(
      screen.getByText('This link is not a custom track, or the track has since been deleted.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Custom Tracks' })).toHaveAttribute(
      'href',
      '/account/my-custom-tracks',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('a link that cannot be a custom track says so without asking the server', async () => {
    renderApp('/share-custom-track/not-a-track', { session: memberSession(api) });

    expect(
      await screen.findByText('This link is not a custom track, or the track has since been deleted.'),
    ).toBeVisible();
    expect(api.requests.filter((request) => request.path.includes('duplicate'))).toHaveLength(0);
  });

  test('a failure of the server can be tried again', async () => {
    let fails = true;
    api.on(`GET custom-track/${SHARED}/duplicate`, () =>
      fails ? { status: 503, body: { error: 'The service is busy.' } } : { body: { id: copy.id } },
    );
    const { router, user } = renderApp(sharePath, { session: memberSession(api) });

    expect(await screen.findByText('The service is busy.')).toBeVisible();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentPath(router)).toBe('/account/my-custom-tracks'));
    expect(duplicateCalls()).toHaveLength(2);
  });
});
