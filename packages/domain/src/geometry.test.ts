import { describe, expect, test } from 'vitest';
import {
  boundingBox,
  boxAround,
  EARTH_RADIUS_KM,
  isLngLat,
  kmBetween,
  kmFromLine,
  KM_PER_DEGREE,
  lineLengthKm,
  lineParts,
  type LngLat,
} from './geometry.ts';

const WELLINGTON: LngLat = [174.7762, -41.2865];
const AUCKLAND: LngLat = [174.7633, -36.8485];
const CHRISTCHURCH: LngLat = [172.6362, -43.5321];
/** Waitangi, Chatham Islands: east of the 180° meridian. */
const WAITANGI: LngLat = [-176.5597, -43.9535];

describe('distance between points', () => {
  test('Wellington to Auckland is about 493 km as the crow flies', () => {
    expect(kmBetween(WELLINGTON, AUCKLAND)).toBeCloseTo(493.5, 0);
  });

  test('is the same both ways, and nothing from a place to itself', () => {
    expect(kmBetween(AUCKLAND, WELLINGTON)).toBe(kmBetween(WELLINGTON, AUCKLAND));
    expect(kmBetween(WELLINGTON, WELLINGTON)).toBe(0);
  });

  test('Christchurch to the Chathams is measured across the 180° meridian, not around the world', () => {
    expect(kmBetween(CHRISTCHURCH, WAITANGI)).toBeCloseTo(869, -1);
  });

  test('a degree of latitude is a 360th of the great circle of the shared earth radius', () => {
    expect(kmBetween([170, -45], [170, -44])).toBeCloseTo((2 * Math.PI * EARTH_RADIUS_KM) / 360, 6);
  });
});

describe('length of a line', () => {
  test('is the sum of its segments', () => {
    const viaWellington = [AUCKLAND, WELLINGTON, CHRISTCHURCH];
    expect(lineLengthKm(viaWellington)).toBeCloseTo(
      kmBetween(AUCKLAND, WELLINGTON) + kmBetween(WELLINGTON, CHRISTCHURCH),
      9,
    );
  });

  test('a line of one point has no length', () => {
    expect(lineLengthKm([WELLINGTON])).toBe(0);
  });
});

describe('bounding box', () => {
  test('holds every position', () => {
    expect(boundingBox([WELLINGTON, AUCKLAND, CHRISTCHURCH])).toEqual({
      minLng: 172.6362,
      minLat: -43.5321,
      maxLng: 174.7762,
      maxLat: -36.8485,
    });
  });
});

describe('box around a point', () => {
  test('holds the points 150 km north, south, east and west of Queenstown, and no more', () => {
    const queenstown: LngLat = [168.6626, -45.0312];
    const box = boxAround(queenstown, 150);
    const corners: LngLat[] = [
      [box.minLng, queenstown[1]],
      [box.maxLng, queenstown[1]],
      [queenstown[0], box.minLat],
      [queenstown[0], box.maxLat],
    ];
    for (const edge of corners) expect(kmBetween(queenstown, edge)).toBeGreaterThanOrEqual(150 - 1e-9);
    expect(kmBetween(queenstown, [queenstown[0], box.maxLat])).toBeCloseTo(150, 9);
  });

  test('a great circle reaches further east than the parallel: the box is wide enough for it', () => {
    const queenstown: LngLat = [168.6626, -45.0312];
    const box = boxAround(queenstown, 150);
    const alongTheParallel = 150 / (KM_PER_DEGREE * Math.cos((queenstown[1] * Math.PI) / 180));
    expect(box.maxLng - queenstown[0]).toBeGreaterThan(alongTheParallel);
  });
});

describe('distance from a point to a line', () => {
  // The Routeburn Track from the Routeburn Shelter to Routeburn Falls Hut, roughly.
  const routeburn: LngLat[] = [
    [168.2738, -44.7178],
    [168.2355, -44.7176],
    [168.2214, -44.7212],
  ];

  test('a point on a vertex is on the line', () => {
    expect(kmFromLine(routeburn[1]!, routeburn)).toBeCloseTo(0, 9);
  });

  test('counts the nearest place along a segment, not only the vertices', () => {
    const besideTheMiddleOfTheFirstSegment: LngLat = [168.2547, -44.7087];
    const km = kmFromLine(besideTheMiddleOfTheFirstSegment, routeburn);
    expect(km).toBeCloseTo(kmBetween(besideTheMiddleOfTheFirstSegment, [168.2547, -44.7177]), 2);
    expect(km).toBeLessThan(kmBetween(besideTheMiddleOfTheFirstSegment, routeburn[0]!));
  });

  test('beyond the end of a line it is the distance to that end', () => {
    const pastTheShelter: LngLat = [168.29, -44.7178];
    expect(kmFromLine(pastTheShelter, routeburn)).toBeCloseTo(kmBetween(pastTheShelter, routeburn[0]!), 3);
  });

  test('a line of fewer than two points is nowhere near', () => {
    expect(kmFromLine(WELLINGTON, [WELLINGTON])).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('positions and lines from outside', () => {
  test('a position is two finite numbers within the range of longitude and latitude', () => {
    expect(isLngLat(WELLINGTON)).toBe(true);
    expect(isLngLat([174.7762, -41.2865, 12])).toBe(true);
    expect(isLngLat([174.7762])).toBe(false);
    expect(isLngLat(['174.7762', '-41.2865'])).toBe(false);
    expect(isLngLat([Number.NaN, -41.2865])).toBe(false);
    expect(isLngLat([-41.2865, 174.7762])).toBe(false);
  });

  test('a LineString is one part and a MultiLineString several, with only the usable positions kept', () => {
    expect(lineParts({ type: 'LineString', coordinates: [WELLINGTON, [174.7762, 'x'], AUCKLAND] })).toEqual([
      [WELLINGTON, AUCKLAND],
    ]);
    expect(
      lineParts({
        type: 'MultiLineString',
        coordinates: [[WELLINGTON, AUCKLAND], [CHRISTCHURCH], 'nonsense'],
      }),
    ).toEqual([[WELLINGTON, AUCKLAND]]);
    expect(lineParts(null)).toEqual([]);
  });
});
