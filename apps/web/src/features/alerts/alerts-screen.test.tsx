import { NO_ALERTS_NOTE, NO_ALERTS_TITLE } from '@waymark/domain';
import type { WeatherAlert } from '@waymark/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import {
  alertGroupsFixture,
  customTrackFixture,
  locationFixture,
  stubCatalogueApi,
} from '@/test/catalogue-api-stub.ts';
import { currentPath, renderApp } from '@/test/render-app.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await Promise.all([import('./alerts-screen.tsx'), import('@/features/places/location-screen.tsx')]);
}, 30_000);

afterEach(() => vi.unstubAllGlobals());

const routeburn = locationFixture();

function warning(overrides: Partial<WeatherAlert>): WeatherAlert {
  return {
    id: 'urn:oid:2.49.0.1.554.0.2026.11.21.1',
    headline: 'Heavy Rain Watch for Fiordland',
    event: 'rain',
    severity: 'minor',
    area: { description: 'Fiordland north of Doubtful Sound' },
    onset: '2026-11-21T20:00:00Z',
    expires: '2026-11-22T18:00:00Z',
    sent: '2026-11-21T01:00:00Z',
    description: 'Periods of heavy rain may approach warning amounts.',
    instruction: null,
    web: 'https://www.metservice.com/warnings/home',
    parameters: [{ name: 'NextUpdate', value: '2026-11-21T09:00:00+13:00' }],
    ...overrides,
  };
}

describe('the alerts page', () => {
  test('groups weather warnings red, orange, yellow, wind before rain, and badges the navigation', async () => {
    stubCatalogueApi({
      places: [routeburn],
      alerts: () =>
        alertGroupsFixture({
          metservice: [
            warning({ id: 'a', headline: 'Heavy Rain Watch', event: 'rain', severity: 'minor' }),
            warning({ id: 'b', headline: 'Heavy Rain Warning', event: 'rain', severity: 'moderate' }),
            warning({ id: 'c', headline: 'Strong Wind Warning', event: 'wind', severity: 'moderate' }),
            warning({ id: 'd', headline: 'Red Heavy Rain Warning', event: 'rain', severity: 'severe' }),
          ],
        }),
    });
    renderApp('/tracks/routeburn-track/alerts');

    const groups = await screen.findAllByRole('region', { name: /warnings/ });
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Red warnings',
      'Orange warnings',
      'Yellow warnings and watches',
    ]);
    expect(groups.map((group) => group.dataset.colour)).toEqual(['red', 'orange', 'yellow']);
    const orange = within(groups[1]!)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(orange).toEqual(['Strong Wind Warning', 'Heavy Rain Warning']);
    expect(within(groups[2]!).getByText('Fiordland north of Doubtful Sound')).toBeInTheDocument();
    expect(within(groups[2]!).getByText('9:00am Sat 21st Nov 2026')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Track sections' });
    expect(within(nav).getByRole('link', { name: /Alerts/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByLabelText('(has alerts)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MetService' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Routeburn Track – Track Alerts & Weather Warnings/));
  });

  test('with nothing in force: the empty state and no badge', async () => {
    stubCatalogueApi({ places: [routeburn], alerts: () => alertGroupsFixture() });
    renderApp('/tracks/routeburn-track/alerts');

    expect(await screen.findByRole('heading', { name: NO_ALERTS_TITLE })).toBeInTheDocument();
    expect(screen.getByText(NO_ALERTS_NOTE)).toBeInTheDocument();
    expect(screen.queryByLabelText('(has alerts)')).toBeNull();
  });

  test('asks for the alerts of the trip dates kept in the working plan', async () => {
    const api = stubCatalogueApi({ places: [routeburn], alerts: () => alertGroupsFixture() });
    const place = { id: routeburn.id, type: 'Track', slug: routeburn.slug, title: routeburn.title };
    const dates = {
      date: { start: '2026-11-28', end: '2026-11-29' },
      start_time: '08:00',
      end_time: '17:00',
    };
    renderApp('/tracks/routeburn-track/alerts', { store: { plan: { location: place, ...dates } } });

    await screen.findByRole('heading', { name: NO_ALERTS_TITLE });
    const asked = api.conditionsAsked.filter((url) => url.pathname.endsWith('alerts/track/routeburn-track'));
    expect(asked.length).toBeGreaterThan(0);
    for (const url of asked) {
      expect(Object.fromEntries(url.searchParams)).toEqual({ start: '2026-11-28', end: '2026-11-29' });
    }
  });

  test('shows DOC alerts, staff notices and avalanche advisories with their ratings', async () => {
    stubCatalogueApi({
      places: [routeburn],
      alerts: () =>
        alertGroupsFixture({
          closedAlerts: [
            {
              id: 1,
              alert_name: 'closure',
              title: 'Track closed at Lake Howden',
              content: '<p>Closed by a <strong>slip</strong>.</p>',
            },
          ],
          huts: [
            {
              id: 'h1',
              heading: 'Gas not available',
              detail: '<p>Bring your own <b>stove</b>.</p><img src=x onerror="alert(1)">',
              display_date: '20 November 2026',
              place: { type: 'Hut', slug: 'routeburn-falls-hut', title: 'Routeburn Falls Hut' },
            },
          ],
          nzaa: [
            {
              id: 9,
              region: 'Fiordland',
              created: '2026-11-21T00:00:00Z',
              valid_period: 48,
              last_edited: '2026-11-21T00:00:00Z',
              important_information: '<p>Wet slides on sunny slopes.</p>',
              altitude_danger: [
                { rating: 3, altitude_from: 1600, altitude_to: null },
                { rating: 1, altitude_from: null, altitude_to: 1200 },
              ],
              level: 3,
            },
          ],
        }),
    });
    const { container } = renderApp('/tracks/routeburn-track/alerts');

    const closures = await screen.findByRole('region', { name: 'Closures' });
    expect(within(closures).getByText('Track closed at Lake Howden')).toBeInTheDocument();
    expect(within(closures).getByText('slip').tagName).toBe('STRONG');
    const doc = screen.getByRole('region', { name: 'DOC alerts' });
    expect(within(doc).getByRole('link', { name: 'Routeburn Falls Hut' })).toHaveAttribute(
      'href',
      '/huts/routeburn-falls-hut',
    );
    expect(within(doc).getByText('stove')).toBeInTheDocument();
    expect(container.querySelector('img[onerror]')).toBeNull();
    const avalanche = screen.getByRole('region', { name: 'Avalanche advisories' });
    expect(
      within(avalanche).getByRole('heading', { name: 'Avalanche danger: Considerable' }),
    ).toBeInTheDocument();
    const rows = within(avalanche)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Above 1600 m3 Considerable', 'Below 1200 m1 Low']);
    expect(within(avalanche).getByText('3 Considerable')).toHaveAttribute('data-rating', 'orange');
    expect(within(avalanche).getByText('Valid until 1:00pm Mon 23rd Nov 2026.')).toBeInTheDocument();
  });

  test('when the alerts cannot be fetched it says so and offers to try again, never "no alerts"', async () => {
    let failing = true;
    stubCatalogueApi({
      places: [routeburn],
      alerts: () => {
        if (failing) throw new TypeError('Failed to fetch');
        return alertGroupsFixture({
          site: [{ id: 2, alert_name: 'fire', title: 'Fire ban', content: 'No fires.' }],
        });
      },
    });
    const { user } = renderApp('/tracks/routeburn-track/alerts');

    expect(await screen.findByText('We couldn’t check for alerts just now')).toBeInTheDocument();
    expect(screen.queryByText(NO_ALERTS_TITLE)).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fire ban')).toBeInTheDocument();
  });
});

test('when a fetch fails, the alerts kept with the trip plan stand in, marked as possibly old', async () => {
  const place = { id: routeburn.id, type: 'Track', slug: routeburn.slug, title: routeburn.title };
  const dates = { date: { start: '2026-11-28', end: '2026-11-29' }, start_time: '08:00', end_time: '17:00' };
  const kept = alertGroupsFixture({ metservice: [warning({ headline: 'Heavy Rain Watch kept' })] });
  let failing = false;
  stubCatalogueApi({
    places: [routeburn],
    alerts: () => {
      if (failing) throw new TypeError('Failed to fetch');
      return kept;
    },
  });
  const first = renderApp('/tracks/routeburn-track/alerts', {
    store: { plan: { location: place, ...dates } },
  });
  expect(await screen.findByText('Heavy Rain Watch kept')).toBeInTheDocument();
  await waitFor(() => expect(useAppStore.getState().plan?.location.alerts).toEqual(kept));
  first.unmount();

  failing = true;
  renderApp('/tracks/routeburn-track/alerts', { store: { plan: useAppStore.getState().plan } });
  expect(await screen.findByText(/These are the alerts saved with your trip/)).toBeInTheDocument();
  expect(screen.getByText('Heavy Rain Watch kept')).toBeInTheDocument();
});

describe('/alerts', () => {
  test('with no selected location: "You haven\'t selected a location", linking to tracks', async () => {
    stubCatalogueApi();
    renderApp('/alerts');
    expect(
      await screen.findByRole('heading', { name: "You haven't selected a location" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a track' })).toHaveAttribute('href', '/tracks');
  });

  test('opens the alerts of the selected location', async () => {
    stubCatalogueApi({ places: [routeburn], alerts: () => alertGroupsFixture() });
    const selectedLocation = { id: 2, type: 'Track', slug: 'routeburn-track', title: 'Routeburn Track' };
    const { router } = renderApp('/alerts', { store: { selectedLocation } });
    await waitFor(() => expect(currentPath(router)).toBe('/tracks/routeburn-track/alerts'));
    expect(await screen.findByRole('heading', { name: NO_ALERTS_TITLE })).toBeInTheDocument();
  });
});

describe('a custom track’s alerts page', () => {
  test('asks GET track/{id}/alerts-custom and shows them in the track’s frame', async () => {
    const track = customTrackFixture();
    const api = stubCatalogueApi({
      customTracks: [track],
      alerts: () => alertGroupsFixture({ metservice: [warning({ headline: 'Heavy Rain Watch' })] }),
    });
    renderApp(`/custom-tracks/${track.id}/alerts`);
    expect(await screen.findByRole('heading', { level: 4, name: 'Heavy Rain Watch' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lake Harris loop' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Custom track sections' });
    expect(within(nav).getByRole('link', { name: /Alerts/ })).toHaveAttribute('aria-current', 'page');
    expect(api.conditionsAsked.map((url) => url.pathname)).toContain(
      `/api/v1/track/${track.id}/alerts-custom`,
    );
    await waitFor(() => expect(document.title).toMatch(/^Lake Harris loop – Custom track Alerts/));
  });
});
