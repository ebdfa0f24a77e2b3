import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { initialTransientState, useAppStore } from '@/lib/app-store.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { MapStyleToggle } from './map-style-toggle.tsx';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  useAppStore.setState({ mapStyle: initialTransientState.mapStyle });
});

function renderToggle() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MapStyleToggle />
    </QueryClientProvider>,
  );
}

describe('the map style toggle', () => {
  test('without a LINZ key only the default style exists, so there is nothing to toggle', () => {
    vi.stubEnv('VITE_LINZ_API_KEY', '');
    const { container } = renderToggle();
    expect(container).toBeEmptyDOMElement();
  });

  test('with a working LINZ key it offers Default, Satellite and Topo', async () => {
    vi.stubEnv('VITE_LINZ_API_KEY', 'c01test');
    const fetchStub = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response('{"version":8}', { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchStub);
    renderToggle();

    const group = await screen.findByRole('group', { name: 'Map style' });
    expect(group).toHaveTextContent('DefaultSatelliteTopo');
    expect(String(fetchStub.mock.calls[0]?.[0])).toContain('topographic-v2.json?api=c01test');

    await userEvent.click(screen.getByRole('button', { name: 'Topo' }));
    expect(useAppStore.getState().mapStyle).toBe('LINZBaseMapsTopo');
    expect(screen.getByRole('button', { name: 'Topo' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a key the check refuses leaves only the default', async () => {
    vi.stubEnv('VITE_LINZ_API_KEY', 'c01expired');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Forbidden', { status: 403 })),
    );
    const { container } = renderToggle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
