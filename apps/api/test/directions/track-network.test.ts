import { nztmToWgs84, wgs84ToNztm, type LngLat } from '@waymark/domain';
import { describe, expect, test } from 'vitest';
import { buildTrackNetwork } from '#api/modules/directions/track-network.ts';
import { greatWalkLines } from './track-lines.ts';

/** Lines drawn in NZTM metres near Arthur's Pass, given to the network in WGS84 as the catalogue has them. */
const ORIGIN = wgs84ToNztm(171.56, -42.94);
const at = (east: number, north: number): LngLat => nztmToWgs84(ORIGIN[0] + east, ORIGIN[1] + north);
const line = (...points: [number, number][]) => points.map(([e, n]) => at(e, n));
const metresBetween = (a: LngLat, b: LngLat) => {
  const [pa, pb] = [wgs84ToNztm(...a), wgs84ToNztm(...b)];
  return Math.hypot(pa[0] - pb[0], pa[1] - pb[1]);
};

describe('building the network from lines that do not quite meet', () => {
  test('a side track ending on the main one (a T-junction) is joined where it ends', () => {
    const network = buildTrackNetwork([
      line([0, 0], [2000, 0]),
      // Ends 2 m short of the main line, halfway along a 2 km segment with no vertex there.
      line([1000, 1000], [1000, 2]),
    ]);
    const leg = network.route(at(1000, 1000), at(2000, 0));
    expect(leg.snapped).toBe(true);
    expect(leg.metres).toBeCloseTo(1000 + 2 + 1000, -1);
  });

  test('line ends a few metres apart are one place', () => {
    const network = buildTrackNetwork([line([0, 0], [500, 0]), line([503, 2], [1000, 0])]);
    const leg = network.route(at(0, 0), at(1000, 0));
    expect(leg.snapped).toBe(true);
    expect(leg.metres).toBeGreaterThan(995);
    expect(leg.metres).toBeLessThan(1010);
  });

  test('two tracks that only cross, without a shared point, are not a junction', () => {
    const network = buildTrackNetwork([line([0, 0], [1000, 0]), line([500, -500], [500, 500])]);
    const leg = network.route(at(0, 0), at(500, 500));
    expect(leg).toMatchObject({ snapped: false, reason: 'not_joined' });
  });
});

describe('routing a leg', () => {
  const network = buildTrackNetwork([
    line([0, 0], [1000, 0], [1000, 1000]),
    line([0, 0], [0, 3000], [1000, 3000], [1000, 1000]),
  ]);

  test('a click near a track snaps to the nearest point on a segment, not only to a vertex', () => {
    const leg = network.route(at(300, 60), at(700, -80));
    expect(leg.snapped).toBe(true);
    expect(leg.metres).toBeCloseTo(400, 0);
    expect(metresBetween(leg.coordinates[0]!, at(300, 0))).toBeLessThan(0.5);
  });

  test('takes the shorter way round a loop', () => {
    const leg = network.route(at(0, 100), at(1000, 900));
    expect(leg.snapped).toBe(true);
    expect(leg.metres).toBeCloseTo(100 + 1000 + 900, -1);
  });

  test('a leg names the terrain most of it crosses, from the grades of the lines it follows', () => {
    const network = buildTrackNetwork(
      [line([0, 0], [1000, 0]), line([1000, 0], [1200, 0])],
      ['walking track', 'route'],
    );
    expect(network.route(at(0, 10), at(900, 10))).toMatchObject({ snapped: true, terrain: 'walking track' });
    expect(network.route(at(100, 10), at(1200, 10))).toMatchObject({ terrain: 'walking track' });
    expect(network.route(at(1050, 10), at(1200, 10))).toMatchObject({ terrain: 'route' });
    expect(network.route(at(0, 500), at(0, 900))).toMatchObject({ snapped: false, terrain: 'off track' });
  });

  test('a marker far from any track gives a straight leg that says why', () => {
    const off = network.route(at(5000, 5000), at(0, 0));
    expect(off).toMatchObject({ snapped: false, reason: 'start_off_network' });
    expect(off.coordinates).toEqual([at(5000, 5000), at(0, 0)]);
    expect(network.route(at(0, 0), at(0, -150))).toMatchObject({ snapped: false, reason: 'end_off_network' });
  });
});

describe('on real Great Walk lines', () => {
  const walks = greatWalkLines();
  const network = buildTrackNetwork(walks.map((walk) => walk.line));

  test('three markers along the Routeburn give legs within 5 % of the line between them', () => {
    const routeburn = walks.find((walk) => walk.name.startsWith('Routeburn'))!.line;
    // The line's own length between its vertices i and j, step by step.
    const along = (i: number, j: number) => {
      let metres = 0;
      for (let k = i; k < j; k += 1) metres += metresBetween(routeburn[k]!, routeburn[k + 1]!);
      return metres;
    };
    // Vertices 190 to 340: a stretch where the line makes no side trip and comes back (before
    // 188 it visits huts and lookouts and returns, which a walker between markers skips).
    const [a, b, c] = [190, 260, 340];
    for (const [from, to] of [
      [a, b],
      [b, c],
    ] as const) {
      const leg = network.route(routeburn[from]!, routeburn[to]!);
      expect(leg.snapped).toBe(true);
      expect(Math.abs(leg.metres - along(from, to)) / along(from, to)).toBeLessThan(0.05);
    }
  });
});
