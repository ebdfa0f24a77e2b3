import { NO_FORECAST_NOTE, NO_FORECAST_TITLE, PART_DAYS } from '@waymark/domain';
import type { ForecastDay, ForecastSet } from '@waymark/domain';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { customTrackFixture, locationFixture, stubCatalogueApi } from '@/test/catalogue-api-stub.ts';
import { renderApp } from '@/test/render-app.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./weather-screen.tsx');
}, 30_000);

afterEach(() => vi.unstubAllGlobals());

const routeburn = locationFixture();

function day(date: string, overrides: Partial<ForecastDay> = {}): ForecastDay {
  return {
    date,
    display_date: date === '2026-11-28' ? 'Sat 28th Nov' : 'Sun 29th Nov',
    forecast_word: 'partlycloudy',
    max_temp: 17.4,
    min_temp: 6.6,
    sunrise: '05:52',
    sunset: '21:08',
    description: 'Partly cloudy. Westerlies.',
    freezing_level: 2450,
    partdays: [
      { name: 'Overnight', date_from: '2026-11-27', time_from: '23:00', forecast_word: 'fine' },
      { name: 'Morning', date_from: date, time_from: '05:00', forecast_word: 'fine' },
      { name: 'Afternoon', date_from: date, time_from: '11:00', forecast_word: 'showers' },
      { name: 'Evening', date_from: date, time_from: '17:00', forecast_word: 'rain' },
    ],
    wind: [],
    hazards: [],
    ...overrides,
  };
}

function forecastSet(overrides: Partial<ForecastSet>): ForecastSet {
  return {
    type: 'forecast',
    issued: '2026-11-21T08:03:00Z',
    forecasts: [day('2026-11-28'), day('2026-11-29', { forecast_word: 'rain', max_temp: 12 })],
    partdays: [...PART_DAYS],
    ...overrides,
  };
}

describe('the weather page', () => {
  test('shows "Loading weather...", then each day with its icons, temperatures, sun times and issue time', async () => {
    stubCatalogueApi({ places: [routeburn], forecast: () => forecastSet({}) });
    renderApp('/tracks/routeburn-track/weather');

    expect(await screen.findByText('Loading weather...')).toBeInTheDocument();
    const saturday = (await screen.findByRole('heading', { level: 3, name: 'Sat 28th Nov' })).closest('li')!;
    expect(within(saturday).getByRole('img', { name: 'Partly cloudy' })).toBeInTheDocument();
    expect(within(saturday).getByLabelText('High 17 °C')).toHaveTextContent('17°');
    expect(within(saturday).getByLabelText('Low 7 °C')).toHaveTextContent('7°');
    const parts = within(within(saturday).getByRole('list', { name: 'Through the day' })).getAllByRole(
      'listitem',
    );
    expect(parts.map((part) => part.textContent)).toEqual(['Overnight', 'Morning', 'Afternoon', 'Evening']);
    expect(within(parts[3]!).getByRole('img', { name: 'Rain' })).toBeInTheDocument();
    expect(within(saturday).getByText('05:52')).toBeInTheDocument();
    expect(within(saturday).getByText('21:08')).toBeInTheDocument();
    expect(within(saturday).getByText('2,450 m')).toBeInTheDocument();
    expect(screen.getByText('Issued at 9:03pm Sat 21st Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open-Meteo.com' })).toHaveAttribute(
      'href',
      'https://open-meteo.com/',
    );
  });

  test('explains the freezing level in a dialog', async () => {
    stubCatalogueApi({ places: [routeburn], forecast: () => forecastSet({}) });
    const { user } = renderApp('/tracks/routeburn-track/weather');

    const [help] = await screen.findAllByRole('button', { name: 'What is the freezing level?' });
    await user.click(help!);
    const dialog = await screen.findByRole('dialog', { name: 'What is the freezing level?' });
    expect(within(dialog).getByText(/falls to 0 °C/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('an alpine forecast opens the first day and expands or minimises each day', async () => {
    const stormy = day('2026-11-29', {
      forecast_word: 'snowing',
      wind: [{ description: 'Wind at 1,500 m', forecast: 'Southerly 110 km/h' }],
      hazards: [{ displayName: 'Snow', impactStatement: '8 cm of snow. Tracks and markers may be hidden.' }],
    });
    stubCatalogueApi({
      places: [routeburn],
      forecast: () => forecastSet({ type: 'alpine', forecasts: [day('2026-11-28'), stormy] }),
    });
    const { user } = renderApp('/tracks/routeburn-track/weather');

    expect(await screen.findByRole('heading', { name: 'Mountain forecast' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Minimise forecast' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const sunday = screen.getByRole('heading', { level: 3, name: 'Sun 29th Nov' }).closest('li')!;
    expect(within(sunday).queryByText('Southerly 110 km/h')).not.toBeVisible();

    await user.click(within(sunday).getByRole('button', { name: 'Expand forecast' }));
    expect(within(sunday).getByText('Southerly 110 km/h')).toBeVisible();
    const hazards = within(sunday).getByRole('region', { name: 'Mountain weather hazards' });
    expect(within(hazards).getByText('Snow')).toBeVisible();
    expect(within(hazards).getByText(/8 cm of snow/)).toBeVisible();

    await user.click(within(sunday).getByRole('button', { name: 'Minimise forecast' }));
    expect(within(sunday).queryByText('Southerly 110 km/h')).not.toBeVisible();
  });

  test('with no days to show: the empty state of the spec', async () => {
    stubCatalogueApi({ places: [routeburn], forecast: () => forecastSet({ issued: null, forecasts: [] }) });
    renderApp('/tracks/routeburn-track/weather');

    expect(await screen.findByRole('heading', { name: NO_FORECAST_TITLE })).toBeInTheDocument();
    expect(screen.getByText(NO_FORECAST_NOTE)).toBeInTheDocument();
  });

  test('asks for the forecast of the trip dates', async () => {
    const api = stubCatalogueApi({ places: [routeburn], forecast: () => forecastSet({}) });
    const location = { id: routeburn.id, type: 'Track', slug: routeburn.slug, title: routeburn.title };
    const plan = {
      location,
      date: { start: '2026-11-28', end: '2026-11-29' },
      start_time: '08:00',
      end_time: '17:00',
    };
    renderApp('/tracks/routeburn-track/weather', { store: { plan } });

    await screen.findByRole('heading', { level: 3, name: 'Sat 28th Nov' });
    const asked = api.conditionsAsked.find((url) => url.pathname.endsWith('forecasts/track/routeburn-track'));
    expect(Object.fromEntries(asked!.searchParams)).toEqual({ start: '2026-11-28', end: '2026-11-29' });
  });
});

describe('a custom track’s weather page', () => {
  test('asks GET track/{id}/forecasts-custom', async () => {
    const track = customTrackFixture();
    const api = stubCatalogueApi({ customTracks: [track], forecast: () => forecastSet({}) });
    renderApp(`/custom-tracks/${track.id}/weather`);
    expect(await screen.findByRole('heading', { level: 3, name: 'Sat 28th Nov' })).toBeInTheDocument();
    expect(api.conditionsAsked.map((url) => url.pathname)).toContain(
      `/api/v1/track/${track.id}/forecasts-custom`,
    );
  });
});
