/** Latency and throughput of HTTP calls, sequentially from a single client. */

export type Measurement = { p50: number; p95: number; perSecond: number; count: number };

type Call = (i: number) => Promise<Response>;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Calls `call` `count` times from the `from`th, each answer read whole; the latency of each. */
async function timed(call: Call, from: number, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = from; i < from + count; i++) {
    const t = performance.now();
    const res = await call(i);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status} on call ${i}`);
    latencies.push(performance.now() - t);
  }
  return latencies;
}

function summary(latencies: number[]): Measurement {
  const seconds = latencies.reduce((sum, ms) => sum + ms, 0) / 1000;
  const sorted = latencies.toSorted((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    perSecond: sorted.length / seconds,
    count: sorted.length,
  };
}

/**
 * Two calls measured side by side, `count` times each, in alternating rounds after a warm-up of
 * each: a shared machine's slow spell then falls on both, and their ratio holds where
 * measuring one after the other let it swing from 0.37 to 0.52 between runs.
 */
export async function measureSideBySide(
  count: number,
  calls: { first: Call; second: Call },
  rounds = 8,
): Promise<{ first: Measurement; second: Measurement }> {
  const warmUp = Math.ceil(count / 4);
  await timed(calls.first, 0, warmUp);
  await timed(calls.second, 0, warmUp);
  const first: number[] = [];
  const second: number[] = [];
  const perRound = Math.ceil(count / rounds);
  for (let done = 0; done < count; done += perRound) {
    const size = Math.min(perRound, count - done);
    first.push(...(await timed(calls.first, done, size)));
    second.push(...(await timed(calls.second, done, size)));
  }
  return { first: summary(first), second: summary(second) };
}
