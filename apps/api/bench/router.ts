import { performance } from 'node:perf_hooks';
import type { LngLat } from '@waymark/domain';
import { buildTrackNetwork } from '#api/modules/directions/track-network.ts';
import { curatedTrampLines, greatWalkLines } from '#test/directions/track-lines.ts';

export const ROUTER_TARGETS = { buildMs: 3_000, extraMb: 200, legP95Ms: 5 };
const LEGS = 1_000;

/** A small, repeatable pseudo-random sequence (mulberry32), so every run routes the same legs. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type RouterBench = {
  lines: number;
  vertices: number;
  nodes: number;
  segments: number;
  buildMs: number;
  extraMb: number;
  legs: number;
  snappedShare: number;
  legP50Ms: number;
  legP95Ms: number;
};

/**
 * The embedded router on every line of ../shared/data/tracks_lines: how long the graph takes to
 * build and how much memory it holds, then 1,000 legs between points along the lines, each
 * moved up to 30 m off its line as a click would be.
 */
export function benchmarkRouter(): RouterBench {
  const lines = [...greatWalkLines(), ...curatedTrampLines()].map((walk) => walk.line);
  global.gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  const network = buildTrackNetwork(lines);
  const buildMs = performance.now() - started;
  const after = process.memoryUsage();
  const extraMb = (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / 1024 / 1024;

  const next = random(14);
  const jitter = ([lng, lat]: LngLat): LngLat => [
    lng + (next() - 0.5) * 0.0006,
    lat + (next() - 0.5) * 0.0004,
  ];
  const times: number[] = [];
  let snapped = 0;
  for (let i = 0; i < LEGS; i += 1) {
    const line = lines[Math.floor(next() * lines.length)]!;
    const from = Math.floor(next() * line.length);
    const to = Math.min(line.length - 1, from + 1 + Math.floor(next() * 60));
    const t = performance.now();
    const leg = network.route(jitter(line[from]!), jitter(line[to]!));
    times.push(performance.now() - t);
    if (leg.snapped) snapped += 1;
  }
  times.sort((a, b) => a - b);
  return {
    lines: lines.length,
    vertices: lines.reduce((sum, line) => sum + line.length, 0),
    nodes: network.nodeCount,
    segments: network.segmentCount,
    buildMs,
    extraMb,
    legs: LEGS,
    snappedShare: snapped / LEGS,
    legP50Ms: times[Math.floor(LEGS * 0.5)]!,
    legP95Ms: times[Math.floor(LEGS * 0.95)]!,
  };
}

export function printRouter(bench: RouterBench) {
  const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
  console.log(
    `\nEmbedded router on ../shared/data/tracks_lines (${bench.lines} lines, ${bench.vertices.toLocaleString('en-NZ')} vertices → ${bench.nodes.toLocaleString('en-NZ')} nodes, ${bench.segments.toLocaleString('en-NZ')} segments)`,
  );
  console.log(
    `  build ${bench.buildMs.toFixed(0)} ms (target < ${ROUTER_TARGETS.buildMs} ms: ${verdict(bench.buildMs < ROUTER_TARGETS.buildMs)}), memory +${bench.extraMb.toFixed(1)} MB (target < ${ROUTER_TARGETS.extraMb} MB: ${verdict(bench.extraMb < ROUTER_TARGETS.extraMb)})`,
  );
  console.log(
    `  ${bench.legs} legs: p50 ${bench.legP50Ms.toFixed(3)} ms, p95 ${bench.legP95Ms.toFixed(3)} ms (target < ${ROUTER_TARGETS.legP95Ms} ms: ${verdict(bench.legP95Ms < ROUTER_TARGETS.legP95Ms)}); ${(bench.snappedShare * 100).toFixed(1)} % followed the tracks`,
  );
}
