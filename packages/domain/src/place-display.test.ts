import { describe, expect, test } from 'vitest';
import {
  customTrackFacts,
  bunksLabel,
  difficultySliderPercent,
  mainNavigation,
  relatedEmptyText,
  siteCountLabel,
  toggleRelatedFilter,
  trackCountLabel,
} from './place-display.ts';
import { showsRatingStars, starFills } from './rating.ts';
import { MarkerSchema } from './custom-track.ts';
import { placeSubtitle } from './page-title.ts';

describe('place facts', () => {
  test('bunk label is "n bunk bed(s)"', () => {
    expect(bunksLabel(1)).toBe('1 bunk bed');
    expect(bunksLabel(28)).toBe('28 bunk beds');
  });

  test('site counts are pluralised above 1', () => {
    expect(siteCountLabel(1, 'powered')).toBe('1 powered site');
    expect(siteCountLabel(12, 'unpowered')).toBe('12 unpowered sites');
    expect(siteCountLabel(0, 'powered')).toBe('0 powered sites');
  });

  test('track counts carry thousands separators', () => {
    expect(trackCountLabel(1)).toBe('1 track');
    expect(trackCountLabel(1204)).toBe('1,204 tracks');
  });
});

describe('ratings', () => {
  test('stars are shown only if there is an average and rating_count is above 1', () => {
    expect(showsRatingStars({ average_rating: 4.5, rating_count: 2 })).toBe(true);
    expect(showsRatingStars({ average_rating: 4.5, rating_count: 1 })).toBe(false);
    expect(showsRatingStars({ average_rating: null, rating_count: 9 })).toBe(false);
  });

  test('five stars with a fill percentage', () => {
    expect(starFills(3.5)).toEqual([100, 100, 100, 50, 0]);
    expect(starFills(5)).toEqual([100, 100, 100, 100, 100]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
  });

  test('the difficulty slider is 50% when there is no feedback', () => {
    expect(difficultySliderPercent([])).toBe(50);
    expect(difficultySliderPercent([{}])).toBe(50);
  });

  test('the difficulty slider scales easier = 1, expected = 5, harder = 10 to percent', () => {
    expect(difficultySliderPercent([{ expected: true }])).toBe(50);
    expect(difficultySliderPercent([{ harder: true }])).toBe(100);
    expect(difficultySliderPercent([{ easier: true }])).toBe(10);
    expect(difficultySliderPercent([{ easier: true }, { harder: true }])).toBe(55);
  });
});

describe('related section filters', () => {
  test('filters are multi-select', () => {
    expect(toggleRelatedFilter(['Tracks'], 'Huts')).toEqual(['Tracks', 'Huts']);
  });

  test('All is exclusive', () => {
    expect(toggleRelatedFilter(['All'], 'Huts')).toEqual(['Huts']);
    expect(toggleRelatedFilter(['Tracks', 'Huts'], 'All')).toEqual(['All']);
  });

  test('clearing all selects All again', () => {
    expect(toggleRelatedFilter(['Huts'], 'Huts')).toEqual(['All']);
  });

  test('empty text is "No {filters} found."', () => {
    expect(relatedEmptyText(['Huts'])).toBe('No huts found.');
    expect(relatedEmptyText(['Huts', 'Campsites'])).toBe('No huts or campsites found.');
    expect(relatedEmptyText(['All'])).toBe('No tracks, huts or campsites found.');
  });
});

describe('main navigation of location pages', () => {
  const labels = (items: ReturnType<typeof mainNavigation>) => items.map((item) => item.label);

  test('a track page offers Track, Alerts, Weather, Gear and Plan, with Track active', () => {
    const items = mainNavigation('Track', 'track');
    expect(labels(items)).toEqual(['Track', 'Alerts', 'Weather', 'Gear', 'Plan']);
    expect(items.find((item) => item.active)?.key).toBe('track');
    expect(items.map((item) => item.routeName)).toEqual([
      'track',
      'track-alerts',
      'track-weather',
      'track-gear',
      'track-plan',
    ]);
  });

  test('items for other kinds of place are hidden; the custom track item shows only for custom tracks', () => {
    expect(labels(mainNavigation('Hut', 'hut'))).toEqual(['Hut', 'Alerts', 'Weather', 'Gear', 'Plan']);
    const custom = mainNavigation('Custom track', 'custom-track');
    expect(custom[0]).toMatchObject({ key: 'custom-track', label: 'Track', routeName: 'custom-track' });
    expect(custom.map((item) => item.key)).not.toContain('track');
  });

  test('a section page marks its section active', () => {
    const items = mainNavigation('Campsite', 'campsite-weather');
    expect(items.filter((item) => item.active).map((item) => item.key)).toEqual(['weather']);
  });

  test('plan-readonly, plan-alerts and plan-weather count as active for Plan, Alerts and Weather', () => {
    const active = (route: string) => mainNavigation('Track', route).find((item) => item.active)?.key;
    expect(active('plan-readonly')).toBe('plan');
    expect(active('plan-alerts')).toBe('alerts');
    expect(active('plan-weather')).toBe('weather');
  });

  test('Alerts gets its "!" badge when the place has alerts', () => {
    expect(mainNavigation('Track', 'track', { hasAlerts: true }).find((i) => i.key === 'alerts')?.badge).toBe(
      true,
    );
    expect(mainNavigation('Track', 'track').some((item) => item.badge)).toBe(false);
  });

  test('the map counts as the place itself', () => {
    expect(mainNavigation('Hut', 'hut-map').find((item) => item.active)?.key).toBe('hut');
  });
});

describe('subtitles', () => {
  test('a place is subtitled with its location and region, without repeating one name', () => {
    expect(
      placeSubtitle({ locations: [{ title: 'Fiordland National Park' }], regions: [{ title: 'Fiordland' }] }),
    ).toBe('Fiordland National Park, Fiordland');
    expect(placeSubtitle({ locations: [], regions: [{ title: 'Otago' }] })).toBe('Otago');
    expect(placeSubtitle({ locations: [{ title: 'Otago' }], regions: [{ title: 'Otago' }] })).toBe('Otago');
  });
});

describe('custom track details (spec 2 §3)', () => {
  test('distance, markers and the last edit as DD/MM/YYYY', () => {
    const marker = MarkerSchema.parse({ lng: 168.1, lat: -44.7 });
    expect(
      customTrackFacts({ distance: 3.5, markers: [marker, marker], last_edited: '2026-11-20T01:00:00Z' }),
    ).toEqual([
      { term: 'Distance', value: '3.50 km', alone: '3.50 km' },
      { term: 'Markers', value: '2 markers', alone: '2 markers' },
      { term: 'Last edited', value: '20/11/2026', alone: 'Last edited 20/11/2026' },
    ]);
    const lone = customTrackFacts({ distance: 0, markers: [marker], last_edited: '2026-11-20T01:00:00Z' });
    expect(lone[1]?.value).toBe('1 marker');
  });
});
