/** Latency and throughput of one HTTP call, sequentially from a single client. */

export type Measurement = { p50: number; p95: number; perSecond: number; count: number };

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export async function measure(
  count: number,
  call: (i: number) => Promise<Response>,
  warmUp = Math.ceil(count / 10),
): Promise<Measurement> {
  for (let i = 0; i < warmUp; i++) await (await call(i)).arrayBuffer();
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const res = await call(i);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status} on call ${i}`);
    latencies.push(performance.now() - t);
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: count / seconds,
    count,
  };
}
