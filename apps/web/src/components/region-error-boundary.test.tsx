import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { RegionErrorBoundary } from './region-error-boundary.tsx';

function BrokenCredits(): never {
  throw new Error('credits exploded');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RegionErrorBoundary', () => {
  test('a failing part of the page says so and leaves the rest standing', () => {
    // React reports the caught error to the console; this test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <h1>Routeburn Track</h1>
        <RegionErrorBoundary region="footer">
          <BrokenCredits />
        </RegionErrorBoundary>
      </>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, the footer could not be shown.');
    expect(screen.getByRole('heading', { name: 'Routeburn Track' })).toBeInTheDocument();
  });
});
