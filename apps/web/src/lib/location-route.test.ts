import { describe, expect, test } from 'vitest';
import { locationHeading, titleFromSlug } from './location-route.ts';

describe('location headings before the place has loaded', () => {
  test('a slug reads as a title', () => {
    expect(titleFromSlug('abel-tasman-coast-track')).toBe('Abel Tasman Coast Track');
    expect(titleFromSlug('%C5%8Dhakune-old-coach-road')).toBe('Ōhakune Old Coach Road');
  });

  test('a section page names the kind of place and the section', () => {
    expect(locationHeading('campsite-gear', { campsite: 'mavora-lakes' })).toEqual({
      title: 'Mavora Lakes',
      eyebrow: 'Campsite · Gear list',
      section: 'gear',
    });
  });

  test('a custom track is named by its id, and custom-track routes are not mistaken for tracks', () => {
    expect(locationHeading('custom-track-map', { track_id: '42' })).toMatchObject({
      title: 'Custom track #42',
      eyebrow: 'Custom track · Map',
    });
    expect(locationHeading('track-map', { track: 'routeburn-track' })?.eyebrow).toBe('Track · Map');
  });

  test('pages that are not about one place have no location heading', () => {
    expect(locationHeading('alerts', {})).toBeUndefined();
    expect(locationHeading('plan-weather', { guid: 'x' })).toBeUndefined();
  });
});
