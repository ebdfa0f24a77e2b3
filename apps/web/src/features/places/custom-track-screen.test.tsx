import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { customTrackFixture, stubCatalogueApi } from '@/test/catalogue-api-stub.ts';
import { currentPath, MOBILE_WIDTH, renderApp } from '@/test/render-app.tsx';

// The whole app renders here, lazily loaded screens and all; a busy machine needs the time.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await Promise.all([import('./location-screen.tsx'), import('@/features/not-found/not-found-screen.tsx')]);
}, 30_000);

afterEach(() => vi.unstubAllGlobals());

const track = customTrackFixture();

describe('a custom track’s page (spec 2 "Custom track page")', () => {
  test('shows "Loading tracks...", then the header, the details and the way back to My Custom Tracks', async () => {
    stubCatalogueApi({ customTracks: [track] });
    renderApp(`/custom-tracks/${track.id}`);

    expect(await screen.findByText('Loading tracks...')).toBeInTheDocument();
    const title = await screen.findByRole('heading', { level: 1, name: 'Lake Harris loop' });
    expect(title.previousElementSibling).toHaveTextContent('Track');
    expect(title.nextElementSibling).toHaveTextContent('Custom track');
    expect(screen.getByRole('link', { name: 'My Custom Tracks' })).toHaveAttribute(
      'href',
      '/account/my-custom-tracks',
    );
    expect(screen.getByRole('link', { name: 'Show map view' })).toHaveAttribute(
      'href',
      `/custom-tracks/${track.id}/map`,
    );

    const details = screen.getByRole('region', { name: 'Track details' });
    const fact = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(fact('Distance')).toBe('4.25 km');
    expect(fact('Markers')).toBe('3 markers');
    expect(fact('Last edited')).toBe('20/11/2026');
    expect(within(details).getByRole('link', { name: 'Download GPX' })).toHaveAttribute(
      'href',
      `/api/v1/custom-track/${track.id}/track.gpx`,
    );
    expect(screen.getByText('Up to the saddle and back.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Lake Harris loop – Custom track/));
  });

  test('its navigation shows the Custom Track item as "Track", and the track becomes the selected place', async () => {
    stubCatalogueApi({ customTracks: [track] });
    renderApp(`/custom-tracks/${track.id}`, { width: MOBILE_WIDTH });
    const nav = await screen.findByRole('navigation', { name: 'Custom track sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Track', 'Alerts', 'Weather', 'Gear', 'Plan']);
    expect(within(nav).getByRole('link', { name: 'Track' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Plan' })).toHaveAttribute(
      'href',
      `/custom-tracks/${track.id}/plan`,
    );
    expect(useAppStore.getState().selectedLocation).toMatchObject({
      id: track.id,
      type: 'Custom track',
      slug: track.id,
    });
  });

  test('only its maker is offered "Edit this track"', async () => {
    stubCatalogueApi({ customTracks: [customTrackFixture({ is_own: true })] });
    const { unmount } = renderApp(`/custom-tracks/${track.id}`);
    expect(await screen.findByRole('link', { name: 'Edit this track' })).toHaveAttribute(
      'href',
      `/custom-track-editor/${track.id}`,
    );
    unmount();

    stubCatalogueApi({ customTracks: [track] });
    renderApp(`/custom-tracks/${track.id}`);
    await screen.findByRole('region', { name: 'Track details' });
    expect(screen.queryByRole('link', { name: 'Edit this track' })).toBeNull();
  });

  test('an unknown custom track goes to /404, and so does an address no track’s link could be', async () => {
    const api = stubCatalogueApi();
    for (const path of ['/custom-tracks/NoSuchTrack00000', '/custom-tracks/42/weather']) {
      const { router, unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(currentPath(router)).toBe('/404');
      unmount();
    }
    const asked = api.fetch.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('custom-track/42'))).toBe(false);
  });

  test('its map page lists the details beside the map and goes back to the page', async () => {
    stubCatalogueApi({ customTracks: [track] });
    renderApp(`/custom-tracks/${track.id}/map`);
    const panel = await screen.findByRole('complementary', { name: 'Custom track details' });
    expect(within(panel).getByRole('heading', { level: 1, name: 'Lake Harris loop' })).toBeInTheDocument();
    expect(within(panel).getByText('3 markers')).toBeInTheDocument();
    expect(within(panel).getByText('Last edited 20/11/2026')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/custom-tracks/${track.id}`,
    );
  });
});
