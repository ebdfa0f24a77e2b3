import { describe, expect, test } from 'vitest';
import {
  customTrackToFeatureCollection,
  placesBounds,
  placesToFeatureCollection,
  regionsToFeatureCollection,
  trackBounds,
  trackLinesToFeatureCollection,
} from './to-feature-collection.ts';
import type { MapPlace } from './to-feature-collection.ts';

const routeburn: MapPlace = {
  id: 2,
  slug: 'routeburn-track',
  type: 'Track',
  title: 'Routeburn Track',
  is_closed: false,
  regions: [{ title: 'Fiordland' }],
  locations: [{ title: 'Mount Aspiring National Park' }],
  lng: 168.2784,
  lat: -44.7185,
  geojson: {
    type: 'LineString',
    coordinates: [
      [168.2784, -44.7185],
      [168.2733, -44.7151],
      [168.2559, -44.7131],
    ],
  },
};

const bowenFalls: MapPlace = {
  id: 9,
  slug: 'bowen-falls-walk',
  type: 'Track',
  title: 'Bowen Falls Walk',
  is_closed: true,
  regions: [{ title: 'Fiordland' }],
  locations: [],
  lng: 167.9,
  lat: -44.67,
  geojson: null,
};

const muellerHut: MapPlace = {
  id: 30,
  slug: 'mueller-hut',
  type: 'Hut',
  title: 'Mueller Hut',
  is_closed: false,
  regions: [{ title: 'Canterbury' }],
  locations: [{ title: 'Aoraki/Mount Cook National Park' }],
  lng: 170.0659,
  lat: -43.7213,
};

describe('search results → a FeatureCollection of points', () => {
  test('each place becomes a point with its id, link, title and subtitle', () => {
    const collection = placesToFeatureCollection([routeburn, muellerHut]);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toHaveLength(2);
    expect(collection.features[1]).toEqual({
      type: 'Feature',
      id: 30,
      geometry: { type: 'Point', coordinates: [170.0659, -43.7213] },
      properties: {
        id: 30,
        slug: 'mueller-hut',
        type: 'Hut',
        title: 'Mueller Hut',
        subtitle: 'Aoraki/Mount Cook National Park, Canterbury',
        closed: false,
        href: '/huts/mueller-hut',
      },
    });
  });

  test('closed places carry " - CLOSED" in their title', () => {
    const [feature] = placesToFeatureCollection([bowenFalls]).features;
    expect(feature?.properties).toMatchObject({ title: 'Bowen Falls Walk - CLOSED', closed: true });
  });

  test('duplicates and places without a usable position are left out', () => {
    const nowhere = { ...muellerHut, id: 31, lng: Number.NaN };
    expect(placesToFeatureCollection([routeburn, routeburn, nowhere]).features).toHaveLength(1);
  });
});

describe('track lines', () => {
  test('places with a line become lines; the rest are left out', () => {
    const lines = trackLinesToFeatureCollection([routeburn, bowenFalls, muellerHut]);
    expect(lines.features.map((feature) => feature.properties.slug)).toEqual(['routeburn-track']);
    expect(lines.features[0]?.geometry.type).toBe('LineString');
  });

  test("a search answer's lines are drawn as the server thinned them", () => {
    const [line] = trackLinesToFeatureCollection([routeburn]).features;
    expect(line?.geometry.coordinates).toEqual(routeburn.geojson?.coordinates);
  });

  test("a place page's full line is thinned with the given tolerance", () => {
    const [coarse] = trackLinesToFeatureCollection([routeburn], 1).features;
    expect(coarse?.geometry.coordinates).toEqual([
      [168.2784, -44.7185],
      [168.2559, -44.7131],
    ]);
  });

  test('multi-part lines stay multi-part and malformed vertices are dropped', () => {
    const multi: MapPlace = {
      ...routeburn,
      geojson: {
        type: 'MultiLineString',
        coordinates: [
          [
            [168, -44],
            [168.1, -44.1],
          ],
          [[168.2, -44.2], 'oops', [168.3, -44.3]],
          [[168.4, -44.4]],
        ],
      },
    };
    const [feature] = trackLinesToFeatureCollection([multi], 0).features;
    expect(feature?.geometry).toEqual({
      type: 'MultiLineString',
      coordinates: [
        [
          [168, -44],
          [168.1, -44.1],
        ],
        [
          [168.2, -44.2],
          [168.3, -44.3],
        ],
      ],
    });
  });
});

describe('regions → points with track counts', () => {
  test('each region with tracks becomes a point at its centre', () => {
    const collection = regionsToFeatureCollection([
      { id: 1, slug: 'fiordland', title: 'Fiordland', track_count: 12, coordinates: [167.6, -45.4] },
      {
        id: 2,
        slug: 'chatham-islands',
        title: 'Chatham Islands',
        track_count: 0,
        coordinates: [-176.5, -43.9],
      },
    ]);
    expect(collection.features).toEqual([
      {
        type: 'Feature',
        id: 1,
        geometry: { type: 'Point', coordinates: [167.6, -45.4] },
        properties: { id: 1, slug: 'fiordland', title: 'Fiordland', track_count: 12 },
      },
    ]);
  });
});

describe('bounds of the results', () => {
  test('cover every point and every vertex of every line', () => {
    expect(placesBounds([routeburn, muellerHut])).toEqual([
      [168.2559, -44.7185],
      [170.0659, -43.7213],
    ]);
  });

  test('are null when there is nothing to show', () => {
    expect(placesBounds([])).toBeNull();
  });
});

describe('a custom track on the map', () => {
  const marker = (lng: number, lat: number) => ({ lng, lat, snapRoute: null });
  const track = { id: 'Ab3dEf6hIj9kLm0n', markers: [marker(168.15, -44.75), marker(168.16, -44.76)] };

  test('draws its line first, then a point at each marker, numbered from 1', () => {
    const collection = customTrackToFeatureCollection(track);
    expect(collection.features.map((f) => [f.geometry.type, f.properties.marker])).toEqual([
      ['LineString', null],
      ['Point', 1],
      ['Point', 2],
    ]);
    expect(trackBounds(track)).toEqual([
      [168.15, -44.76],
      [168.16, -44.75],
    ]);
  });

  test('a lone marker is a point with no line, and no markers is nothing to fit', () => {
    const one = { ...track, markers: [marker(168.15, -44.75)] };
    expect(customTrackToFeatureCollection(one).features.map((f) => f.geometry.type)).toEqual(['Point']);
    expect(trackBounds({ ...track, markers: [] })).toBeNull();
  });
});
