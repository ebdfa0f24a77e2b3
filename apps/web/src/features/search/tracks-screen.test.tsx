import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { useAppStore } from '@/lib/app-store.ts';
import { resultFixture, stubCatalogueApi } from '@/test/catalogue-api-stub.ts';
import { currentPath, MOBILE_WIDTH, renderApp, sampleConfig } from '@/test/render-app.tsx';

// The whole app renders here, lazily loaded screens and all; a busy machine needs the time.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// Load the lazily split screens once up front, so each test waits on its data, not on the import.
beforeAll(async () => {
  await Promise.all([import('./tracks-screen.tsx'), import('./filter-panel.tsx')]);
}, 30_000);

afterEach(() => vi.unstubAllGlobals());

// A phone shows the list first, so these tests never start MapLibre (jsdom has no WebGL).
const open = (options: Parameters<typeof renderApp>[1] = {}) =>
  renderApp('/tracks', { width: MOBILE_WIDTH, ...options });

const routeburn = resultFixture();
const fallsHut = resultFixture({
  id: 40,
  slug: 'routeburn-falls-hut',
  title: 'Routeburn Falls Hut',
  type: 'Hut',
});
const closedWalk = resultFixture({
  id: 9,
  slug: 'bowen-falls-walk',
  title: 'Bowen Falls Walk',
  is_closed: true,
});

describe('the tracks search page', () => {
  test('greets a visitor and lists the recommended tracks under the heading from the config', async () => {
    stubCatalogueApi();
    open({
      config: { ...sampleConfig, search: { recommended_tracks_heading: 'Great Walks to start with' } },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, where are you going?' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Great Walks to start with' })).toBeInTheDocument();
    // The heading comes from the config; the tiles follow once the recommended tracks load.
    expect(await screen.findByRole('link', { name: /Milford Track/ })).toHaveAttribute(
      'href',
      '/tracks/milford-track',
    );
  });

  test('greets a member by first name', async () => {
    stubCatalogueApi();
    open({ session: 'member' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where are you going Aroha?' }),
    ).toBeInTheDocument();
  });

  test('searches 3 letters and more, shows " - CLOSED" and remembers the place opened', async () => {
    const api = stubCatalogueApi({
      search: (form) => (form.get('term') ? [routeburn, fallsHut, closedWalk] : []),
    });
    const { user, router } = open();

    const box = await screen.findByRole('searchbox', { name: 'Search for track, hut, campsite or location' });
    await user.type(box, 'ro');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.searches).toHaveLength(0);

    await user.type(box, 'ute');
    expect(await screen.findByRole('heading', { name: 'Showing 3 results' })).toBeInTheDocument();
    expect(api.searches.at(-1)?.get('term')).toBe('route');
    const quick = screen.getByRole('region', { name: 'Search results' });
    expect(within(quick).getByRole('link', { name: /Bowen Falls Walk - CLOSED/ })).toBeInTheDocument();

    await user.click(within(quick).getByRole('link', { name: /Routeburn Track/ }));
    await waitFor(() => expect(currentPath(router)).toBe('/tracks/routeburn-track'));
    expect(useAppStore.getState().searchHistory.map((item) => item.slug)).toEqual(['routeburn-track']);
  });

  test('"Show more results" adds the next 50 of the same search, until all are listed', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      resultFixture({ id: 100 + index, slug: `track-${index}`, title: `Track ${index + 1}` }),
    );
    const api = stubCatalogueApi({ search: (form) => (form.get('term') ? many : []) });
    const { user } = open();
    await user.type(await screen.findByRole('searchbox'), 'track');
    expect(await screen.findByRole('heading', { name: 'Showing 60 results' })).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Showing 60 results' });
    expect(within(results).getAllByRole('link')).toHaveLength(50);

    await user.click(within(results).getByRole('button', { name: 'Show more results' }));
    expect(await within(results).findByRole('link', { name: /Track 60/ })).toBeInTheDocument();
    expect(within(results).getAllByRole('link')).toHaveLength(60);
    expect(api.searches.at(-1)?.get('page')).toBe('1');
    expect(api.searches.at(-1)?.get('term')).toBe('track');
    expect(within(results).queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();
  });

  test('a search that finds nothing says so', async () => {
    stubCatalogueApi({ search: () => [] });
    const { user } = open();
    await user.type(await screen.findByRole('searchbox'), 'zzzz');
    expect(await screen.findByText('No results found', { selector: 'p' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No tracks found' })).toBeInTheDocument();
  });

  test('closing the search clears the term', async () => {
    stubCatalogueApi();
    const { user } = open();
    await user.type(await screen.findByRole('searchbox'), 'kepler');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(useAppStore.getState().searchTerm).toBe('');
  });

  test('recent searches show in the search panel, newest first', async () => {
    stubCatalogueApi();
    const { user } = open();
    useAppStore.setState({
      searchHistory: [
        {
          id: 40,
          type: 'Hut',
          title: 'Routeburn Falls Hut',
          slug: 'routeburn-falls-hut',
          regions: [],
          locations: [],
        },
        {
          id: 2,
          type: 'Track',
          title: 'Routeburn Track',
          slug: 'routeburn-track',
          regions: [],
          locations: [],
        },
      ],
    });
    await user.click(await screen.findByRole('searchbox'));
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/huts/routeburn-falls-hut', '/tracks/routeburn-track']);
  });

  test('filters narrow the search, show as removable tags, and "Clear all filters" restores the list', async () => {
    const api = stubCatalogueApi({ search: (form) => (form.get('difficulties') ? [routeburn] : []) });
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await user.click(within(panel).getByRole('button', { name: 'Easy' }));
    await user.click(within(panel).getByRole('switch', { name: 'Dog allowed' }));
    await user.click(within(panel).getByRole('button', { name: 'See Results' }));

    expect(await screen.findByRole('heading', { name: 'Showing 1 result' })).toBeInTheDocument();
    const form = api.searches.at(-1)!;
    expect(form.get('difficulties')).toBe('["easy"]');
    expect(form.get('dog_allowed')).toBe('1');
    expect(form.has('distance')).toBe(false);
    const tags = screen.getByRole('list', { name: 'Applied filters' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Easy', 'Dog allowed']);

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByRole('heading', { name: 'Recommended tracks' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
  });

  test('removing the last filter tag resets the filters', async () => {
    stubCatalogueApi({ search: () => [routeburn] });
    const { user } = open();
    useAppStore.setState((state) => ({ searchFilters: { ...state.searchFilters, allow_dog: true } }));
    await user.click(await screen.findByRole('button', { name: 'Remove filter Dog allowed' }));
    expect(await screen.findByRole('heading', { name: 'Recommended tracks' })).toBeInTheDocument();
    expect(useAppStore.getState().searchFilters.allow_dog).toBe(false);
  });

  test('"Nearest to me" explains a refused location', async () => {
    stubCatalogueApi();
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1, message: 'denied', PERMISSION_DENIED: 1 } as GeolocationPositionError),
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: 'Show tracks near me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Location access is turned off');
  });

  test('"Nearest to me" lists the nearest tracks with how far away they are', async () => {
    const api = stubCatalogueApi({
      search: (form) => (form.get('near') ? [{ ...routeburn, distance_away: 4.26 }] : []),
    });
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { longitude: 168.66, latitude: -45.03 } } as GeolocationPosition),
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: 'Show tracks near me' }));
    expect(await screen.findByRole('heading', { name: '1 track nearby' })).toBeInTheDocument();
    expect(screen.getByText('4.3 km away')).toBeInTheDocument();
    expect(api.searches.at(-1)?.get('near')).toBe('[168.66,-45.03]');
    expect(screen.getByRole('button', { name: 'Remove filter Nearest to me' })).toBeInTheDocument();
  });

  test('a visitor who wants a custom track is asked to log in or create an account', async () => {
    stubCatalogueApi();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Create a custom track' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'To create your own custom track, you must log in or create an account',
    });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fcustom-track-editor',
    );
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  test('a member goes straight to the custom track editor', async () => {
    stubCatalogueApi();
    open({ session: 'member' });
    expect(await screen.findByRole('link', { name: 'Create a custom track' })).toHaveAttribute(
      'href',
      '/custom-track-editor',
    );
  });

  test('on a phone, the list and the map take turns', async () => {
    stubCatalogueApi();
    const { user } = open();
    const tile = await screen.findByRole('link', { name: /Routeburn Track/ });
    await user.click(await screen.findByRole('button', { name: 'View map' }));
    expect(
      await screen.findByRole('region', { name: 'Map of tracks, huts and campsites' }),
    ).toBeInTheDocument();
    // The hidden list is not drawn at all while the map moves.
    expect(tile).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View results' }));
    expect(await screen.findByRole('link', { name: /Routeburn Track/ })).toBeVisible();
  });
});
