import { describe, expect, test } from 'vitest';
import {
  customTrackDistance,
  customTrackLine,
  CustomTrackInputSchema,
  formatWalkingHours,
  markerLabel,
  markersFromGpx,
  MARKER_OUTSIDE_NZ,
  terrainOfGrades,
  TRACK_NAME_REQUIRED,
  walkingHours,
  withLegLengths,
  type Marker,
} from './custom-track.ts';
import type { LngLat } from './geometry.ts';

const marker = (lng: number, lat: number, snapRoute: LngLat[] | null = null): Marker => ({
  lng,
  lat,
  type: 'default',
  snap: snapRoute !== null,
  snapRoute,
  length: 0,
  terrain: 'tramping track',
  straight: null,
});

describe('a custom track’s legs and distance', () => {
  // About 1.1 km between each pair of points: 0.01° of latitude.
  const track = withLegLengths([
    marker(172.6, -43.5),
    marker(172.6, -43.52, [
      [172.6, -43.5],
      [172.6, -43.51],
      [172.6, -43.52],
    ]),
    marker(172.6, -43.53),
  ]);

  test('each leg is measured along its route, or straight without one; the distance is their sum', () => {
    expect(track.map((m) => m.length)).toEqual([0, expect.closeTo(2.22, 2), expect.closeTo(1.11, 2)]);
    expect(customTrackDistance(track)).toBeCloseTo(3.34, 2);
  });

  test('the whole line joins the legs without repeating where they meet', () => {
    expect(customTrackLine(track)).toEqual([
      [172.6, -43.5],
      [172.6, -43.51],
      [172.6, -43.52],
      [172.6, -43.53],
    ]);
  });
});

describe('a GPX line without markers', () => {
  test('gets a marker at its start, its end and every 2 km, its legs the file’s own points', () => {
    const line: LngLat[] = Array.from({ length: 61 }, (_, i) => [172.6, -43.5 - i * 0.001]);
    const markers = markersFromGpx({ line, waypoints: [] });
    expect(markers.length).toBe(5);
    expect(markers[0]).toMatchObject({ lng: 172.6, lat: -43.5, snapRoute: null });
    expect(customTrackLine(markers)).toEqual(line);
    expect(customTrackDistance(markers)).toBeCloseTo(6.67, 1);
  });
});

describe('what the editor may save', () => {
  const problem = (input: object) => CustomTrackInputSchema.safeParse(input).error?.issues[0]?.message;
  test('a name is required; markers stay in New Zealand', () => {
    expect(problem({ title: '', markers: [] })).toBe(TRACK_NAME_REQUIRED);
    expect(problem({ title: 'Bondi', markers: [{ lng: 151.27, lat: -33.89 }] })).toBe(MARKER_OUTSIDE_NZ);
    expect(problem({ title: 'Port Hills', markers: [{ lng: 172.6, lat: -43.6 }] })).toBeUndefined();
  });
});

describe('the walking-time estimate', () => {
  const legs = [{ length: 6, terrain: 'walking track' as const }];

  test('a route takes twice as long as a walking track of the same length', () => {
    const onTrack = walkingHours(legs, 'Intermediate');
    expect(onTrack).toBeCloseTo(1.5);
    expect(walkingHours([{ length: 6, terrain: 'route' }], 'Intermediate')).toBeCloseTo(2 * onTrack);
  });

  test('an expert is quicker than a beginner, and no level counts as a beginner', () => {
    expect(walkingHours(legs, 'Expert')).toBeLessThan(walkingHours(legs, 'Beginner'));
    expect(walkingHours(legs, null)).toBe(walkingHours(legs, 'Beginner'));
  });

  test('the middle of DOC’s grades on a track, the harder of two, decides its terrain', () => {
    expect(terrainOfGrades(['easiest', 'easy'])).toBe('walking track');
    expect(terrainOfGrades(['easy', 'intermediate'])).toBe('tramping track');
    expect(terrainOfGrades(['intermediate', 'advanced', 'expert'])).toBe('tramping track');
    expect(terrainOfGrades(['advanced', 'expert'])).toBe('route');
    expect(terrainOfGrades([])).toBe('tramping track');
  });

  test('reads as hours and minutes, to five minutes', () => {
    expect(formatWalkingHours(1.5)).toBe('1 h 30 min');
    expect(formatWalkingHours(2)).toBe('2 h');
    expect(formatWalkingHours(0.3)).toBe('20 min');
    expect(formatWalkingHours(0.01)).toBe('5 min');
  });
});

describe('markerLabel (spec 2 §2; the editor and the GPX file read alike, issue 28)', () => {
  const at = (lng: number, type: 'default' | 'outandback' = 'default') => ({ lng, lat: -44.7, type });
  test('numbers markers, and names the one a return goes back to', () => {
    const markers = [at(168.1), at(168.2), at(168.3), at(168.2, 'outandback'), at(168.1, 'outandback')];
    expect(markers.map((_, index) => markerLabel(markers, index))).toEqual([
      'Start point',
      'Marker 2',
      'Marker 3',
      'Return to marker 2',
      'Return to start point',
    ]);
  });

  test('a return to nowhere earlier is still a return', () => {
    expect(markerLabel([at(168.1), at(168.5, 'outandback')], 1)).toBe('Return to marker');
  });
});
