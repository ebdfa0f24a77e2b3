import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_SEARCH_FILTERS, type MapBounds, useAppStore } from '@/lib/app-store.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import type { MapViewProps } from '@/map/lazy-map-view.tsx';
import { resetStore } from '@/test/render-app.tsx';
import { stubCatalogueApi } from '@/test/catalogue-api-stub.ts';
import { SearchMap } from './search-map.tsx';

const TONGARIRO: MapBounds = [
  [175.2, -39.45],
  [176.1, -38.95],
];

// jsdom has no WebGL: the map is a button that pans the way a person would.
vi.mock('@/map/lazy-map-view.tsx', () => ({
  MapView: ({ onViewChange }: MapViewProps) => (
    <button type="button" onClick={() => onViewChange?.({ bounds: TONGARIRO, zoom: 10.6, origin: 'user' })}>
      Pan to Tongariro
    </button>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

/** The tracks page's map, searching what the store says, as the page would. */
function TracksMap({ term }: { term?: string }) {
  const bound = useAppStore((state) => state.mapBounds);
  return (
    <SearchMap
      criteria={{ term, filters: DEFAULT_SEARCH_FILTERS, bound }}
      mode={bound || term ? 'results' : 'recommended'}
      regions={[]}
      followsMap={!term}
    />
  );
}

function renderMap(term?: string) {
  resetStore();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TracksMap term={term} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the tracks map', () => {
  test('searches the area a person pans to, asking for its track lines at the whole zoom shown', async () => {
    const api = stubCatalogueApi();
    renderMap();
    await userEvent.click(screen.getByRole('button', { name: 'Pan to Tongariro' }));
    await waitFor(() => expect(api.searches).toHaveLength(1));
    const form = api.searches[0]!;
    expect(JSON.parse(form.get('bound')!)).toEqual(TONGARIRO);
    expect(form.get('with_geometry')).toBe('1');
    expect(form.get('zoom')).toBe('10');
  });

  test('a term search it will fit itself to asks for the lines at no zoom', async () => {
    const api = stubCatalogueApi();
    renderMap('routeburn');
    await waitFor(() => expect(api.searches).toHaveLength(1));
    expect(api.searches[0]!.get('with_geometry')).toBe('1');
    expect(api.searches[0]!.has('zoom')).toBe(false);
  });
});
