import { nztmToWgs84, wgs84ToNztm, type LngLat, type StraightLegReason, type Terrain } from '@waymark/domain';
import Flatbush from 'flatbush';
import TinyQueue from 'tinyqueue';

/**
 * Snap-to-path on New Zealand's own track network (issue 15): a graph built from the catalogue's
 * track lines, so the tramping routes public routers refuse are followed. Everything is measured
 * in NZTM2000 metres, where a metre is a metre anywhere in the country.
 */

/** Line ends (and vertices) closer than this are one place: DOC's lines rarely share vertices exactly. */
export const JOIN_METRES = 5;
/** A click further than this from every track is not on the network (spec 2 §9: 100 m). */
export const SNAP_METRES = 100;
/**
 * A step inside one line this much longer than its typical step (and over GAP_MIN_METRES) is a
 * gap between the parts of a multi-part line flattened into one, not a path: DOC's Abel Tasman
 * line jumps 18 km between parts, where its steps are otherwise about 80 m.
 */
const GAP_TIMES_MEDIAN = 10;
const GAP_MIN_METRES = 1_500;

function gapMetres(points: Point[]): number {
  const steps = points
    .slice(1)
    .map((p, i) => distance(points[i]!, p))
    .sort((a, b) => a - b);
  const median = steps[Math.floor(steps.length / 2)] ?? 0;
  return Math.max(GAP_MIN_METRES, GAP_TIMES_MEDIAN * median);
}

export type Leg =
  | { snapped: true; coordinates: LngLat[]; metres: number; terrain: Terrain }
  | {
      snapped: false;
      coordinates: LngLat[];
      metres: number;
      terrain: 'off track';
      reason: StraightLegReason;
    };

/** A line whose grade is not known is taken as a tramping track (the domain's safe default). */
const UNGRADED: Terrain = 'tramping track';

type Point = [x: number, y: number];

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** Where a point falls on a segment: the fraction along it and the nearest point. */
function projectOnto(p: Point, a: Point, b: Point): { t: number; at: Point; metres: number } {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  const at: Point = [a[0] + t * dx, a[1] + t * dy];
  return { t, at, metres: distance(p, at) };
}

/** Nodes that merge vertices within JOIN_METRES, found through a grid of cells that size. */
class NodeSet {
  readonly points: Point[] = [];
  private readonly cells = new Map<string, number[]>();

  private key(x: number, y: number) {
    return `${Math.floor(x / JOIN_METRES)}:${Math.floor(y / JOIN_METRES)}`;
  }

  nodeAt(p: Point): number {
    const cx = Math.floor(p[0] / JOIN_METRES);
    const cy = Math.floor(p[1] / JOIN_METRES);
    let best = -1;
    let bestMetres = JOIN_METRES;
    for (let i = -1; i <= 1; i += 1)
      for (let j = -1; j <= 1; j += 1)
        for (const node of this.cells.get(`${cx + i}:${cy + j}`) ?? []) {
          const metres = distance(p, this.points[node]!);
          if (metres <= bestMetres) [best, bestMetres] = [node, metres];
        }
    if (best >= 0) return best;
    const node = this.points.push(p) - 1;
    const key = this.key(p[0], p[1]);
    const cell = this.cells.get(key);
    if (cell) cell.push(node);
    else this.cells.set(key, [node]);
    return node;
  }
}

function segmentIndex(nodes: Point[], segments: [number, number][]): Flatbush {
  const index = new Flatbush(Math.max(1, segments.length));
  for (const [a, b] of segments) {
    const [pa, pb] = [nodes[a]!, nodes[b]!];
    index.add(Math.min(pa[0], pb[0]), Math.min(pa[1], pb[1]), Math.max(pa[0], pb[0]), Math.max(pa[1], pb[1]));
  }
  if (segments.length === 0) index.add(0, 0, 0, 0);
  index.finish();
  return index;
}

/** The segment nearest a point within `within` metres, skipping those `skip` says to. */
function nearestSegment(
  nodes: Point[],
  segments: [number, number][],
  index: Flatbush,
  p: Point,
  within: number,
  skip: (segment: number) => boolean = () => false,
) {
  let best: { segment: number; t: number; at: Point; metres: number } | undefined;
  for (const segment of index.search(p[0] - within, p[1] - within, p[0] + within, p[1] + within)) {
    if (segment >= segments.length || skip(segment)) continue;
    const [a, b] = segments[segment]!;
    const hit = projectOnto(p, nodes[a]!, nodes[b]!);
    if (hit.metres <= within && (!best || hit.metres < best.metres)) best = { segment, ...hit };
  }
  return best;
}

export type TrackNetwork = ReturnType<typeof buildTrackNetwork>;

/**
 * The network from track lines in WGS84: vertices within JOIN_METRES become one node, a line that
 * ends on another line (a T-junction) is joined to it where it ends, and lines that merely cross
 * without a shared vertex stay apart (a bridge over a river is not a junction).
 */
export function buildTrackNetwork(lines: readonly LngLat[][], terrains: readonly Terrain[] = []) {
  const nodeSet = new NodeSet();
  const raw: [number, number][] = [];
  /** The terrain of each raw segment: the line's that drew it first. */
  const rawTerrain: Terrain[] = [];
  const seen = new Set<string>();
  const addSegment = (a: number, b: number, terrain: Terrain) => {
    if (a === b) return;
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (seen.has(key)) return;
    seen.add(key);
    raw.push([a, b]);
    rawTerrain.push(terrain);
  };
  lines.forEach((line, lineIndex) => {
    const terrain = terrains[lineIndex] ?? UNGRADED;
    const points = line.map(([lng, lat]) => wgs84ToNztm(lng, lat));
    const gap = gapMetres(points);
    let previous: { node: number; at: Point } | undefined;
    for (const at of points) {
      const node = nodeSet.nodeAt(at);
      if (previous && distance(previous.at, at) <= gap) addSegment(previous.node, node, terrain);
      previous = { node, at };
    }
  });
  const nodes = nodeSet.points;

  // T-junctions: a dangling end lying on another segment splits that segment there.
  const degree = new Uint32Array(nodes.length);
  for (const [a, b] of raw) [degree[a]!, degree[b]!] = [degree[a]! + 1, degree[b]! + 1];
  const rawIndex = segmentIndex(nodes, raw);
  const splits = new Map<number, { t: number; node: number }[]>();
  for (let node = 0; node < nodes.length; node += 1) {
    if (degree[node] !== 1) continue;
    const hit = nearestSegment(nodes, raw, rawIndex, nodes[node]!, JOIN_METRES, (s) =>
      raw[s]!.includes(node),
    );
    if (!hit) continue;
    const [a, b] = raw[hit.segment]!;
    // Close to one of the segment's ends: join the two ends instead of splitting.
    const join =
      hit.t * distance(nodes[a]!, nodes[b]!) <= JOIN_METRES
        ? a
        : (1 - hit.t) * distance(nodes[a]!, nodes[b]!) <= JOIN_METRES
          ? b
          : -1;
    if (join >= 0) {
      addSegment(node, join, rawTerrain[hit.segment]!);
      continue;
    }
    const list = splits.get(hit.segment) ?? [];
    list.push({ t: hit.t, node });
    splits.set(hit.segment, list);
  }
  const segments: [number, number][] = [];
  const segmentTerrain: Terrain[] = [];
  raw.forEach(([a, b], segment) => {
    const terrain = rawTerrain[segment]!;
    const push = (...parts: [number, number][]) => {
      segments.push(...parts);
      segmentTerrain.push(...parts.map(() => terrain));
    };
    const cuts = splits.get(segment);
    if (!cuts) return void push([a, b]);
    let from = a;
    for (const cut of cuts.sort((x, y) => x.t - y.t)) {
      // The end joins the segment at its foot: a new node there, and a short link to the end.
      const [pa, pb] = [nodes[a]!, nodes[b]!];
      const foot = nodes.push([pa[0] + cut.t * (pb[0] - pa[0]), pa[1] + cut.t * (pb[1] - pa[1])]) - 1;
      push([from, foot], [foot, cut.node]);
      from = foot;
    }
    push([from, b]);
  });

  // Adjacency in compressed rows: node → [neighbour, metres] pairs.
  const counts = new Uint32Array(nodes.length + 1);
  for (const [a, b] of segments) [counts[a + 1]!, counts[b + 1]!] = [counts[a + 1]! + 1, counts[b + 1]! + 1];
  for (let i = 1; i < counts.length; i += 1) counts[i]! += counts[i - 1]!;
  const neighbours = new Uint32Array(segments.length * 2);
  const lengths = new Float64Array(segments.length * 2);
  const edgeSegment = new Uint32Array(segments.length * 2);
  const fill = counts.slice(0, nodes.length);
  segments.forEach(([a, b], segment) => {
    const metres = distance(nodes[a]!, nodes[b]!);
    for (const [here, there] of [
      [a, b],
      [b, a],
    ] as const) {
      neighbours[fill[here]!] = there;
      edgeSegment[fill[here]!] = segment;
      lengths[fill[here]!++] = metres;
    }
  });
  const index = segmentIndex(nodes, segments);

  /** The click on the network: the nearest point of the nearest segment within SNAP_METRES. */
  function snap(p: Point) {
    return nearestSegment(nodes, segments, index, p, SNAP_METRES);
  }

  /** A* between two snapped points; the virtual start and end sit on their segments. */
  function shortestPath(
    from: { segment: number; at: Point },
    to: { segment: number; at: Point },
  ): { points: Point[]; metres: number; terrain: Terrain } | undefined {
    const [fa, fb] = segments[from.segment]!;
    const [ta, tb] = segments[to.segment]!;
    const goal = to.at;
    // Same segment: straight along it is a candidate, and often the answer.
    let best: { points: Point[]; metres: number; terrain: Terrain } | undefined =
      from.segment === to.segment
        ? { points: [from.at, goal], metres: distance(from.at, goal), terrain: segmentTerrain[from.segment]! }
        : undefined;
    const targets = new Map<number, number>([
      [ta, distance(nodes[ta]!, goal)],
      [tb, distance(nodes[tb]!, goal)],
    ]);
    const cost = new Map<number, number>();
    /** How each node was reached: the node before and the edge taken, -1 from the start. */
    const came = new Map<number, { node: number; segment: number }>();
    const queue = new TinyQueue<{ node: number; estimate: number }>([], (x, y) => x.estimate - y.estimate);
    for (const node of [fa, fb]) {
      const metres = distance(from.at, nodes[node]!);
      if (metres < (cost.get(node) ?? Infinity)) {
        cost.set(node, metres);
        came.set(node, { node: -1, segment: from.segment });
        queue.push({ node, estimate: metres + distance(nodes[node]!, goal) });
      }
    }
    while (queue.length > 0) {
      const { node, estimate } = queue.pop()!;
      if (best && estimate >= best.metres) break;
      const here = cost.get(node)!;
      const toGoal = targets.get(node);
      if (toGoal !== undefined && here + toGoal < (best?.metres ?? Infinity)) {
        const path: Point[] = [goal];
        // Metres per terrain, to name the terrain most of the leg crosses.
        const byTerrain = new Map<Terrain, number>([[segmentTerrain[to.segment]!, toGoal]]);
        for (let at = node; at !== -1;) {
          const step = came.get(at)!;
          const metres = distance(nodes[at]!, step.node === -1 ? from.at : nodes[step.node]!);
          const terrain = segmentTerrain[step.segment]!;
          byTerrain.set(terrain, (byTerrain.get(terrain) ?? 0) + metres);
          path.push(nodes[at]!);
          at = step.node;
        }
        path.push(from.at);
        const [terrain] = [...byTerrain].reduce((most, entry) => (entry[1] > most[1] ? entry : most));
        best = { points: path.reverse(), metres: here + toGoal, terrain };
      }
      for (let edge = counts[node]!; edge < counts[node + 1]!; edge += 1) {
        const next = neighbours[edge]!;
        const metres = here + lengths[edge]!;
        if (metres < (cost.get(next) ?? Infinity)) {
          cost.set(next, metres);
          came.set(next, { node, segment: edgeSegment[edge]! });
          queue.push({ node: next, estimate: metres + distance(nodes[next]!, goal) });
        }
      }
    }
    return best;
  }

  return {
    nodeCount: nodes.length,
    segmentCount: segments.length,

    /** One leg, marker to marker: along the tracks when both ends are on them, else straight. */
    route(start: LngLat, end: LngLat): Leg {
      const straight = (reason: StraightLegReason): Leg => ({
        snapped: false,
        coordinates: [start, end],
        metres: distance(wgs84ToNztm(...start), wgs84ToNztm(...end)),
        terrain: 'off track',
        reason,
      });
      const from = snap(wgs84ToNztm(...start));
      if (!from) return straight('start_off_network');
      const to = snap(wgs84ToNztm(...end));
      if (!to) return straight('end_off_network');
      const path = shortestPath(from, to);
      if (!path) return straight('not_joined');
      const coordinates = path.points
        .filter((p, i, all) => i === 0 || distance(p, all[i - 1]!) > 0.01)
        .map(([x, y]) => nztmToWgs84(x, y));
      return { snapped: true, coordinates, metres: path.metres, terrain: path.terrain };
    },
  };
}
