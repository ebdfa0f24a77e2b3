import { describe, expect, test } from 'vitest';
import { locationPageFor, titleFromSlug } from './location-route.ts';

describe('location headings before the place has loaded', () => {
  test('a slug reads as a title', () => {
    expect(titleFromSlug('abel-tasman-coast-track')).toBe('Abel Tasman Coast Track');
    expect(titleFromSlug('%C5%8Dhakune-old-coach-road')).toBe('Ōhakune Old Coach Road');
  });

  test('a route name names its kind of location and section; custom-track routes are not tracks', () => {
    expect(locationPageFor('campsite-gear')).toMatchObject({
      location: { type: 'Campsite' },
      section: 'gear',
    });
    expect(locationPageFor('custom-track-map')).toMatchObject({
      location: { routeName: 'custom-track' },
      section: 'map',
    });
    expect(locationPageFor('track-map')?.location.routeName).toBe('track');
    expect(locationPageFor('alerts')).toBeUndefined();
    expect(locationPageFor('plan-weather')).toBeUndefined();
  });
});
