import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { CoalescedRefetch } from "./coalescedRefetch";

const KEY = ["dashboard", "tiles"] as const;

/** A screen showing one read whose answers the test releases one at a time: `source` is what the server holds now. */
const screen = async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const source = { value: 1 };
  const pending: Array<() => void> = [];
  let reads = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: KEY,
    queryFn: () => {
      reads += 1;
      // The server answers what it holds when the read reaches it (now), once the test lets the answer arrive.
      const answer = source.value;
      return new Promise<number>((resolve) => pending.push(() => resolve(answer)));
    },
  });
  const shown: number[] = [];
  unsubscribers.push(observer.subscribe((result) => result.data !== undefined && shown.at(-1) !== result.data && shown.push(result.data)));
  /** Lets the oldest read in flight answer. */
  const answerOne = async () => {
    await expect.poll(() => pending.length).toBeGreaterThan(0);
    pending.shift()!();
    await expect.poll(() => queryClient.isFetching() === 0 || pending.length > 0).toBe(true);
  };
  await answerOne();
  const refetch = new CoalescedRefetch(queryClient);
  disposers.push(() => refetch.dispose());
  return { queryClient, refetch, source, answerOne, shown, reads: () => reads, inFlight: () => pending.length };
};

const unsubscribers: Array<() => void> = [];
const disposers: Array<() => void> = [];
afterEach(() => {
  for (const stop of [...unsubscribers.splice(0), ...disposers.splice(0)]) stop();
});

describe("reading again what a change made stale", () => {
  it("given nothing in flight, when a change comes, then it reads once, at once", async () => {
    const { refetch, source, answerOne, shown, reads } = await screen();
    source.value = 2;
    refetch.refetch({ queryKey: KEY });
    await answerOne();
    expect(shown).toEqual([1, 2]);
    expect(reads()).toBe(2);
  });

  it("given a read in flight, when changes come, then that read finishes and is shown, and one more reads the last change", async () => {
    const { queryClient, refetch, source, answerOne, shown, reads, inFlight } = await screen();
    source.value = 2;
    refetch.refetch({ queryKey: KEY });
    expect(inFlight()).toBe(1);
    source.value = 3;
    refetch.refetch({ queryKey: KEY });
    source.value = 4;
    refetch.refetch({ queryKey: KEY });
    // Not cut short: still the one read in flight.
    expect(inFlight()).toBe(1);
    await answerOne();
    await answerOne();
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(shown).toEqual([1, 2, 4]);
    expect(reads()).toBe(3);
  });

  it("given a steady stream of changes, each arriving while a read is in flight, then every read finishes and the screen follows", async () => {
    const { queryClient, refetch, source, answerOne, shown } = await screen();
    for (let value = 2; value <= 6; value += 1) {
      source.value = value;
      refetch.refetch({ queryKey: KEY });
      await answerOne();
    }
    source.value = 7;
    refetch.refetch({ queryKey: KEY });
    while (queryClient.isFetching() > 0) await answerOne();
    expect(shown.at(-1)).toBe(7);
    // Each answer reached the screen in turn: none was thrown away for a newer read.
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown.length).toBeGreaterThanOrEqual(4);
  });

  it("given it was disposed, when a read ends, then nothing reads again", async () => {
    const { queryClient, refetch, source, answerOne, reads } = await screen();
    source.value = 2;
    refetch.refetch({ queryKey: KEY });
    refetch.refetch({ queryKey: KEY });
    refetch.dispose();
    await answerOne();
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(reads()).toBe(2);
  });
});
