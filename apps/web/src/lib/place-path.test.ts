import { describe, expect, test } from 'vitest';
import { placePath } from './place-path.ts';

describe('placePath', () => {
  test('each kind of place has its own path, and its sections under it', () => {
    expect(placePath('Track', 'routeburn-track')).toBe('/tracks/routeburn-track');
    expect(placePath('Hut', 'mueller-hut', 'map')).toBe('/huts/mueller-hut/map');
    expect(placePath('Campsite', 'white-horse-hill-campground')).toBe(
      '/campsites/white-horse-hill-campground',
    );
    expect(placePath('Highlight', 'tongariro-national-park', 'map')).toBe(
      '/highlights/tongariro-national-park/map',
    );
  });
});
