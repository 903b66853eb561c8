import { percentile } from "./httpTiming";

// A latency row of issue 30's table: the figure against its target, beside a bare route timed in the same
// rounds, one request of each in turn, so both meet the same load; the ratio holds on a busy machine, the
// absolute target is for a quiet one.

const time = async (request: () => Promise<Response>): Promise<number> => {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`request failed: ${response.status}`);
  return performance.now() - started;
};

/** Times `request` and `baseline` in turn, `rounds` each, and prints the percentile of each, the target's verdict and the ratio. */
export const reportLatencyTarget = async (
  figure: { readonly label: string; readonly request: () => Promise<Response> },
  baseline: { readonly label: string; readonly request: () => Promise<Response> },
  target: { readonly percentile: 0.95 | 0.99; readonly ms: number; readonly rounds: number },
): Promise<void> => {
  const timings = { figure: [] as number[], baseline: [] as number[] };
  for (let round = 0; round < target.rounds; round += 1) {
    timings.baseline.push(await time(baseline.request));
    timings.figure.push(await time(figure.request));
  }
  const name = target.percentile === 0.95 ? "p95" : "p99";
  const value = percentile(timings.figure, target.percentile);
  const base = percentile(timings.baseline, target.percentile);
  console.log(
    `  → ${figure.label}: ${name} ${value.toFixed(1)} ms (p50 ${percentile(timings.figure, 0.5).toFixed(1)}), ` +
      `${value <= target.ms ? "meets" : "MISSES"} the target of ≤ ${target.ms} ms; baseline ${baseline.label} ${name} ${base.toFixed(1)} ms ` +
      `(p50 ${percentile(timings.baseline, 0.5).toFixed(1)}), in turn over ${target.rounds} rounds; ratio ${(value / base).toFixed(2)}`,
  );
};
