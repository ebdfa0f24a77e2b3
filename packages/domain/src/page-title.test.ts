import { describe, expect, test } from 'vitest';
import { documentTitle, locationPageTitle, placeSubtitle, resultTitle } from './page-title.ts';

const campsite = {
  title: 'Totaranui Campground',
  type: 'Campsite' as const,
  is_closed: false,
  locations: [{ title: 'Abel Tasman National Park' }],
  regions: [{ title: 'Nelson/Tasman' }],
};

describe('page titles', () => {
  test('a place page reads "{title}, {location}, New Zealand"', () => {
    expect(locationPageTitle(campsite)).toBe('Totaranui Campground, Abel Tasman National Park, New Zealand');
  });

  test('a closed place says which kind is closed', () => {
    expect(locationPageTitle({ ...campsite, is_closed: true })).toBe(
      'Totaranui Campground - CAMPSITE CLOSED, Abel Tasman National Park, New Zealand',
    );
    expect(
      locationPageTitle({ ...campsite, type: 'Track', title: 'Bowen Falls Walk', is_closed: true }),
    ).toContain('Bowen Falls Walk - TRACK CLOSED');
  });

  test('without an area name the region stands in', () => {
    expect(locationPageTitle({ ...campsite, locations: [] })).toBe(
      'Totaranui Campground, Nelson/Tasman, New Zealand',
    );
  });

  test('closed items show " - CLOSED" in results', () => {
    expect(resultTitle({ title: 'Bowen Falls Walk', is_closed: true })).toBe('Bowen Falls Walk - CLOSED');
    expect(resultTitle({ title: 'Key Summit Track', is_closed: false })).toBe('Key Summit Track');
  });

  test('the tab title is the page title plus the social title', () => {
    expect(documentTitle('Help', 'Waymark')).toBe('Help | Waymark');
    expect(documentTitle(undefined, 'Waymark')).toBe('Waymark');
  });
});

describe('a place named after its park (issue 28 item 12)', () => {
  const highlight = {
    title: 'Tongariro National Park',
    type: 'Highlight' as const,
    is_closed: false,
    locations: [{ title: 'Tongariro National Park' }],
    regions: [{ title: 'Ruapehu' }],
  };
  test('the page title says its name once, then where it is', () => {
    expect(locationPageTitle(highlight)).toBe('Tongariro National Park, Ruapehu, New Zealand');
    expect(locationPageTitle({ ...highlight, regions: [] })).toBe('Tongariro National Park, New Zealand');
  });

  test('the subtitle under its name does not repeat it', () => {
    expect(placeSubtitle(highlight)).toBe('Ruapehu');
    expect(placeSubtitle({ ...highlight, regions: [{ title: 'tongariro national park' }] })).toBe('');
  });
});
