import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PlaceTile } from './place-tile.tsx';

/** The browser's view of every image: loaded or not, and with how many pixels. */
function imagesAre({ complete, naturalWidth }: { complete: boolean; naturalWidth: number }) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
}
afterEach(() => vi.restoreAllMocks());

function tile() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <PlaceTile
          href="/tracks/routeburn-track"
          type="Track"
          title="Routeburn Track"
          thumbnail="/photo.jpg"
        />
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('a tile’s photo (issue 28 item 6)', () => {
  test('one that failed before the page could listen (drawn on the server) gives way to the placeholder', () => {
    imagesAre({ complete: true, naturalWidth: 0 });
    const { container } = tile();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  test('one that loaded, or is still loading, stays', () => {
    imagesAre({ complete: true, naturalWidth: 640 });
    expect(tile().container.querySelector('img')).not.toBeNull();
    vi.restoreAllMocks();
    imagesAre({ complete: false, naturalWidth: 0 });
    expect(tile().container.querySelector('img')).not.toBeNull();
  });
});
