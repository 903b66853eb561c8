import { describe, expect, it } from "vitest";
import { batches } from "./batches";

/** A source whose items the test hands out one by one; `returned` tells whether the consumer let it go. */
const controlledSource = <T>() => {
  const waiting: Array<{ resolve: (result: IteratorResult<T>) => void; reject: (error: unknown) => void }> = [];
  const ready: Array<IteratorResult<T> | { error: unknown }> = [];
  let returned = false;
  const settle = (outcome: IteratorResult<T> | { error: unknown }) => {
    const reader = waiting.shift();
    if (!reader) return void ready.push(outcome);
    if ("error" in outcome) reader.reject(outcome.error);
    else reader.resolve(outcome);
  };
  const iterator: AsyncIterator<T> = {
    next: () =>
      new Promise<IteratorResult<T>>((resolve, reject) => {
        const outcome = ready.shift();
        if (!outcome) return void waiting.push({ resolve, reject });
        if ("error" in outcome) reject(outcome.error);
        else resolve(outcome);
      }),
    return: async () => {
      returned = true;
      return { done: true, value: undefined };
    },
  };
  return {
    source: { [Symbol.asyncIterator]: () => iterator } as AsyncIterable<T>,
    give: (...items: T[]) => items.forEach((value) => settle({ done: false, value })),
    end: () => settle({ done: true, value: undefined }),
    fail: (error: unknown) => settle({ error }),
    get returned() {
      return returned;
    },
    get pendingReads() {
      return waiting.length;
    },
  };
};

async function* from<T>(items: ReadonlyArray<T>): AsyncGenerator<T> {
  for (const item of items) yield item;
}

const collect = async <T>(iterable: AsyncIterable<T>): Promise<T[]> => {
  const all: T[] = [];
  for await (const item of iterable) all.push(item);
  return all;
};

describe("batches of a one-item-at-a-time source", () => {
  it("given a source with everything at hand, when read in batches of 3, then it groups what it has, at most 3 a batch, and ends with the source", async () => {
    expect(await collect(batches(from([1, 2, 3, 4, 5, 6, 7]), 3))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it("given an empty source, when read in batches, then there is no batch at all", async () => {
    expect(await collect(batches(from([]), 10))).toEqual([]);
  });

  it("given a source that has two items and then waits, when read in batches of 10, then the two come at once without waiting for more", async () => {
    const control = controlledSource<number>();
    const reading = batches(control.source, 10)[Symbol.asyncIterator]();
    control.give(1, 2);
    expect(await reading.next()).toEqual({ done: false, value: [1, 2] });

    const next = reading.next();
    control.give(3);
    expect(await next).toEqual({ done: false, value: [3] });
    control.end();
    expect(await reading.next()).toEqual({ done: true, value: undefined });
  });

  it("given a source that ends right after some items, when read in batches, then the last batch holds them and nothing is asked after the end", async () => {
    const control = controlledSource<string>();
    control.give("a", "b");
    control.end();
    expect(await collect(batches(control.source, 5))).toEqual([["a", "b"]]);
    expect(control.pendingReads).toBe(0);
  });

  it("given a source that fails, when read in batches, then the failure reaches the reader", async () => {
    const control = controlledSource<number>();
    control.give(1);
    const reading = batches(control.source, 5)[Symbol.asyncIterator]();
    expect(await reading.next()).toEqual({ done: false, value: [1] });
    control.fail(new Error("connection lost"));
    await expect(reading.next()).rejects.toThrow("connection lost");
  });

  it("given a reader waiting for the first item of a batch, when the signal aborts, then reading ends and the read left in flight cannot become an unhandled rejection", async () => {
    const control = controlledSource<number>();
    const controller = new AbortController();
    const reading = batches(control.source, 5, controller.signal)[Symbol.asyncIterator]();
    const next = reading.next();
    controller.abort();
    expect(await next).toEqual({ done: true, value: undefined });
    // The abandoned read settles later, with an error, and nobody is left to hear it: nothing may throw.
    control.fail(new Error("the subscription was destroyed"));
    await new Promise((resolve) => setImmediate(resolve));
    // The source's owner stops it (a read was in flight, so return() would queue behind it).
    expect(control.returned).toBe(false);
  });

  it("given a signal aborted before reading, when read in batches, then there is no batch", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await collect(batches(from([1, 2]), 5, controller.signal))).toEqual([]);
  });

  it("given a reader that stops after the first batch, when no read is in flight, then the source is let go", async () => {
    const control = controlledSource<number>();
    control.give(1, 2, 3);
    for await (const batch of batches(control.source, 3)) {
      expect(batch).toEqual([1, 2, 3]);
      break;
    }
    expect(control.returned).toBe(true);
  });

  it("given a batch cut short because the next item was not at hand, when that item comes, then it opens the next batch and is not lost", async () => {
    const control = controlledSource<number>();
    const reading = batches(control.source, 3)[Symbol.asyncIterator]();
    control.give(1);
    expect(await reading.next()).toEqual({ done: false, value: [1] });
    control.give(2, 3, 4, 5);
    expect(await reading.next()).toEqual({ done: false, value: [2, 3, 4] });
    expect(await reading.next()).toEqual({ done: false, value: [5] });
  });
});
