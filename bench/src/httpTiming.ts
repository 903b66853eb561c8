// Repeated HTTP requests timed one after another: the percentiles the benchmarks print.

export const percentile = (values: ReadonlyArray<number>, share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};

export interface RequestTimings {
  readonly median: number;
  readonly p95: number;
  readonly p99: number;
}

/** Sends `request` `rounds` times, reading each answer whole; a refused one stops the run. */
export const timeRequests = async (request: () => Promise<Response>, rounds: number): Promise<RequestTimings> => {
  const timings: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`request failed: ${response.status}`);
    timings.push(performance.now() - started);
  }
  return { median: percentile(timings, 0.5), p95: percentile(timings, 0.95), p99: percentile(timings, 0.99) };
};
