import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { locationFixture, summaryFixture, stubCatalogueApi } from '@/test/catalogue-api-stub.ts';
import { currentPath, MOBILE_WIDTH, renderApp, sampleConfig } from '@/test/render-app.tsx';

// The whole app renders here, lazily loaded screens and all; a busy machine needs the time.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// Load the lazily split screens once up front, so each test waits on its data, not on the import.
beforeAll(async () => {
  await Promise.all([import('./location-screen.tsx'), import('@/features/not-found/not-found-screen.tsx')]);
}, 30_000);

afterEach(() => vi.unstubAllGlobals());

const routeburn = locationFixture();

describe('the track page', () => {
  test('shows "Loading tracks..." with the title from the address, then the track', async () => {
    stubCatalogueApi({ places: [routeburn] });
    renderApp('/tracks/routeburn-track');

    expect(await screen.findByText('Loading tracks...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Routeburn Track' })).toBeInTheDocument();

    const details = await screen.findByRole('region', { name: 'Track details' });
    const fact = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(fact('Distance')).toBe('33.00 km');
    expect(fact('Walking duration')).toBe('2–4 days');
    expect(fact('Track type')).toBe('One way');
    expect(fact('Difficulty')).toBe('Intermediate, Advanced');
    expect(fact('Dogs')).toBe('No dogs');
    expect(fact('Wheelchair / buggy accessible')).toBe('No');
    expect(fact('Shared use')).toBe('No');
    const title = screen.getByRole('heading', { level: 1, name: 'Routeburn Track' });
    expect(title.nextElementSibling).toHaveTextContent('Mount Aspiring National Park, Fiordland');
  });

  test('sets the page title from the place, and makes it the selected location', async () => {
    stubCatalogueApi({ places: [routeburn] });
    renderApp('/tracks/routeburn-track');
    await screen.findByRole('region', { name: 'Track details' });
    await waitFor(() =>
      expect(document.title).toBe(
        `Routeburn Track, Mount Aspiring National Park, New Zealand | ${sampleConfig.social.title}`,
      ),
    );
    expect(useAppStore.getState().selectedLocation).toMatchObject({ slug: 'routeburn-track', type: 'Track' });
  });

  test('a track with a line offers it as GPX', async () => {
    const drawn = locationFixture({
      geojson: {
        type: 'LineString',
        coordinates: [
          [168.2, -44.8],
          [168.1, -44.7],
        ],
      },
    });
    stubCatalogueApi({ places: [drawn] });
    renderApp('/tracks/routeburn-track');
    const details = await screen.findByRole('region', { name: 'Track details' });
    const download = within(details).getByRole('link', { name: 'Download GPX' });
    expect(download).toHaveAttribute('href', '/api/v1/tracks/routeburn-track/track.gpx');
    expect(download).toHaveAttribute('download');
  });

  test('a track without a line has no GPX to download', async () => {
    stubCatalogueApi({ places: [locationFixture({ geojson: null })] });
    renderApp('/tracks/routeburn-track');
    const details = await screen.findByRole('region', { name: 'Track details' });
    expect(within(details).queryByRole('link', { name: 'Download GPX' })).toBeNull();
  });

  test('sanitises the HTML about the track', async () => {
    stubCatalogueApi({ places: [routeburn] });
    const { container } = renderApp('/tracks/routeburn-track');
    expect(await screen.findByText('before')).toBeInTheDocument();
    expect(container.querySelector('main script')).toBeNull();
  });

  test('a closed track says " - TRACK CLOSED"; stars show only for more than one rating', async () => {
    stubCatalogueApi({
      places: [
        locationFixture({
          slug: 'bowen-falls-walk',
          title: 'Bowen Falls Walk',
          is_closed: true,
          average_rating: 4,
          rating_count: 1,
        }),
        locationFixture({
          id: 5,
          slug: 'kepler-track',
          title: 'Kepler Track',
          average_rating: 4.5,
          rating_count: 12,
        }),
      ],
    });
    const { unmount } = renderApp('/tracks/bowen-falls-walk');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bowen Falls Walk - TRACK CLOSED' }),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Track details' });
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    unmount();

    renderApp('/tracks/kepler-track');
    expect(
      await screen.findByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' }),
    ).toBeInTheDocument();
  });

  test('the header links back to tracks, to the map view and to the trip dates', async () => {
    stubCatalogueApi({ places: [routeburn] });
    renderApp('/tracks/routeburn-track', { width: MOBILE_WIDTH });
    expect(await screen.findByRole('link', { name: 'Back to tracks' })).toHaveAttribute('href', '/tracks');
    expect(screen.getByRole('link', { name: 'Show map view' })).toHaveAttribute(
      'href',
      '/tracks/routeburn-track/map',
    );
    expect(screen.getByRole('link', { name: 'Add trip dates' })).toHaveAttribute('href', '/select-date');
  });

  test('the main navigation offers the track and its sections', async () => {
    stubCatalogueApi({ places: [routeburn] });
    renderApp('/tracks/routeburn-track');
    const nav = await screen.findByRole('navigation', { name: 'Track sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Track', '/tracks/routeburn-track'],
      ['Alerts', '/tracks/routeburn-track/alerts'],
      ['Weather', '/tracks/routeburn-track/weather'],
      ['Gear', '/tracks/routeburn-track/gear'],
      ['Plan', '/tracks/routeburn-track/plan'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Track' })).toHaveAttribute('aria-current', 'page');
  });

  test('related places filter by kind: multi-select, All exclusive, clearing selects All', async () => {
    stubCatalogueApi({ places: [routeburn] });
    const { user } = renderApp('/tracks/routeburn-track');
    const related = await screen.findByRole('region', { name: 'Related tracks, huts, and campsites' });
    const button = (name: string) => within(related).getByRole('button', { name });
    const shown = () =>
      within(related)
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href'));

    expect(shown()).toEqual(['/tracks/key-summit-track', '/huts/routeburn-falls-hut']);
    await user.click(button('Huts'));
    expect(shown()).toEqual(['/huts/routeburn-falls-hut']);
    expect(button('All')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Campsites'));
    expect(shown()).toEqual(['/huts/routeburn-falls-hut']);
    await user.click(button('Huts'));
    expect(within(related).getByText('No campsites found.')).toBeInTheDocument();
    await user.click(button('Campsites'));
    expect(button('All')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a related tile shows its stars once more than one walker has rated it', async () => {
    const rated = locationFixture({
      related: {
        tracks: [
          summaryFixture({
            id: 3,
            slug: 'key-summit-track',
            title: 'Key Summit Track',
            average_rating: 4.5,
            rating_count: 2,
          }),
        ],
        huts: [
          summaryFixture({
            id: 40,
            slug: 'routeburn-falls-hut',
            title: 'Routeburn Falls Hut',
            type: 'Hut',
            average_rating: 5,
            rating_count: 1,
          }),
        ],
        campsites: [],
      },
    });
    stubCatalogueApi({ places: [rated] });
    renderApp('/tracks/routeburn-track');
    const related = await screen.findByRole('region', { name: 'Related tracks, huts, and campsites' });
    const tile = (name: RegExp) => within(related).getByRole('link', { name });
    expect(
      within(tile(/Key Summit Track/)).getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' }),
    ).toBeVisible();
    expect(within(tile(/Routeburn Falls Hut/)).queryByRole('img', { name: /^Rated/ })).toBeNull();
  });

  test('reviews show their empty state and the difficulty slider at 50%', async () => {
    stubCatalogueApi({ places: [routeburn] });
    renderApp('/tracks/routeburn-track');
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByRole('meter', { name: 'How walkers found it' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(reviews).getByText('No reviews yet for this track.')).toBeInTheDocument();
  });

  test('an unknown track goes to /404', async () => {
    stubCatalogueApi();
    const { router } = renderApp('/tracks/no-such-track');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/404');
    expect(screen.getByText('/tracks/no-such-track')).toBeInTheDocument();
  });
});

describe('the hut page', () => {
  test('lists bunks, category, bookings, road end and facilities', async () => {
    stubCatalogueApi({
      places: [
        locationFixture({
          id: 30,
          type: 'Hut',
          slug: 'mueller-hut',
          title: 'Mueller Hut',
          number_of_bunks: 28,
          category: 'Serviced Alpine',
          bookable: true,
          roadend_proximity: '3-6 hours',
          facilities: [{ title: 'Mattresses' }, { title: 'Toilets - non-flush' }],
        }),
      ],
    });
    renderApp('/huts/mueller-hut');
    const details = await screen.findByRole('region', { name: 'Hut details' });
    expect(within(details).getByText('28 bunk beds')).toBeInTheDocument();
    expect(within(details).getByText('Serviced Alpine')).toBeInTheDocument();
    expect(within(details).getByText('Bookable: book before you go')).toBeInTheDocument();
    expect(within(details).getByText('3-6 hours')).toBeInTheDocument();
    expect(within(details).getByText('Mattresses')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hut sections' })).toBeInTheDocument();
  });
});

describe('the campsite page', () => {
  const campsite = locationFixture({
    id: 60,
    type: 'Campsite',
    slug: 'white-horse-hill-campground',
    title: 'White Horse Hill Campground',
    category: 'Standard',
    bookable: true,
    powered_sites: 1,
    unpowered_sites: 60,
    dogs_allowed_information: 'No dogs.',
    landscapes: [{ title: 'Alpine' }],
    access: [{ title: 'Car' }],
    activities: [{ title: 'Walking and tramping' }],
    facilities: [{ title: 'Toilets - flush' }],
    essential_preparation: '<p>Bring a <strong>warm</strong> sleeping bag.</p>',
    introduction: 'A campground at the foot of Mount Sefton. '.repeat(10),
  });

  test('shows "Loading campsite...", then its details, tags, about and nearby tracks', async () => {
    stubCatalogueApi({ places: [campsite] });
    const { user } = renderApp('/campsites/white-horse-hill-campground');
    expect(await screen.findByText('Loading campsite...')).toBeInTheDocument();

    const details = await screen.findByRole('region', { name: 'Campsite details' });
    expect(within(details).getByText('1 powered site')).toBeInTheDocument();
    expect(within(details).getByText('60 unpowered sites')).toBeInTheDocument();
    expect(within(details).getByText('No dogs.')).toBeInTheDocument();
    for (const group of ['Landscapes', 'Access', 'Activities', 'Facilities']) {
      expect(screen.getByRole('region', { name: group })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'About this campsite' })).getByText('warm'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Nearby Tracks' })).getByRole('link', {
        name: 'Key Summit Track',
      }),
    ).toHaveAttribute('href', '/tracks/key-summit-track');

    const readMore = screen.getByRole('button', { name: 'Read more' });
    await user.click(readMore);
    expect(readMore).toHaveAttribute('aria-expanded', 'true');
    expect(readMore).toHaveTextContent('Read less');
  });
});

describe('the highlight page', () => {
  test('shows its introduction, sections and featured places', async () => {
    stubCatalogueApi({
      places: [
        locationFixture({
          id: 90,
          type: 'Highlight',
          slug: 'tongariro-national-park',
          title: 'Tongariro National Park',
          introduction: 'Volcanoes and alpine deserts.',
          accordion_items: [{ title: 'When to go', content: '<p>Summer is <em>busy</em>.</p>' }],
          featured_tracks: [{ title: 'Tongariro Alpine Crossing', slug: 'tongariro-alpine-crossing' }],
          featured_huts: [{ title: 'Mangatepopo Hut', slug: 'mangatepopo-hut' }],
          related: { tracks: [summaryFixture()], huts: [], campsites: [] },
        }),
      ],
    });
    const { user } = renderApp('/highlights/tongariro-national-park');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tongariro National Park' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'When to go' }));
    expect(await screen.findByText('busy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tongariro Alpine Crossing' })).toHaveAttribute(
      'href',
      '/tracks/tongariro-alpine-crossing',
    );
    expect(screen.getByRole('link', { name: 'Mangatepopo Hut' })).toHaveAttribute(
      'href',
      '/huts/mangatepopo-hut',
    );
    expect(screen.getByRole('link', { name: 'Show map view' })).toHaveAttribute(
      'href',
      '/highlights/tongariro-national-park/map',
    );
  });
});
