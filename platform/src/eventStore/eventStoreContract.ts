import { randomInt, randomUUID } from "node:crypto";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WrongExpectedRevision, type EventStore, type NewEvent, type RecordedEvent, type StreamAppend } from "./port";
import { comparePositions, type Position } from "./position";

const event = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
  eventId: uuidv7(),
  type,
  data,
  metadata: { actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
});

/** Reads the whole global order, page by page, keeping this run's streams only. */
const readEverything = async (store: EventStore, prefix: string, pageSize = 1_000): Promise<RecordedEvent[]> => {
  const all: RecordedEvent[] = [];
  let page = await store.readAll({ limit: pageSize });
  while (page.length > 0) {
    all.push(...page);
    page = await store.readAll({ fromPosition: page[page.length - 1]!.position, limit: pageSize });
  }
  return all.filter((recorded) => recorded.streamId.startsWith(prefix));
};

/** The events of the given streams stored after `after`, in the global order. */
const readAfter = async (store: EventStore, after: Position | null, streams: ReadonlyArray<string>): Promise<RecordedEvent[]> => {
  const found: RecordedEvent[] = [];
  let page = await store.readAll({ fromPosition: after ?? undefined, limit: 500 });
  while (page.length > 0) {
    found.push(...page.filter((recorded) => streams.includes(recorded.streamId)));
    page = await store.readAll({ fromPosition: page[page.length - 1]!.position, limit: 500 });
  }
  return found;
};

const expectStrictlyIncreasing = (events: ReadonlyArray<RecordedEvent>) => {
  for (let index = 1; index < events.length; index += 1) {
    expect(comparePositions(events[index - 1]!.position, events[index]!.position)).toBe(-1);
  }
};

/**
 * The event store contract. Every adapter runs it; a store passes only if it keeps all of it.
 */
export const eventStoreContract = (name: string, open: () => Promise<{ store: EventStore; dispose: () => Promise<void> }>) => {
  describe(`${name} event store contract`, () => {
    let store: EventStore;
    let dispose: () => Promise<void>;
    const run = `t${randomUUID().slice(0, 8)}`;
    let streamCount = 0;
    const newStream = () => `${run}-stream-${(streamCount += 1)}`;

    beforeAll(async () => {
      ({ store, dispose } = await open());
    });
    afterAll(async () => {
      await store.close();
      await dispose();
    });

    it("appends to a new stream and reads it back in order", async () => {
      const stream = newStream();
      const result = await store.append(stream, [event("A", { n: 1 }), event("B", { n: 2 }), event("C", { n: 3 })], {
        expectedRevision: "no_stream",
      });
      expect(result.nextExpectedRevision).toBe(2n);
      const read = await store.readStream(stream);
      expect(read.map((recorded) => recorded.type)).toEqual(["A", "B", "C"]);
      expect(read.map((recorded) => recorded.revision)).toEqual([0n, 1n, 2n]);
      expect(read.map((recorded) => recorded.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      expect(comparePositions(read[2]!.position, result.position)).toBe(0);
      expect(await store.readStream(newStream())).toEqual([]);
    });

    it("lets exactly one of two writers with the same expected revision win; the other gets a typed conflict", async () => {
      const stream = newStream();
      await store.append(stream, [event("Opened")], { expectedRevision: "no_stream" });
      const outcomes = await Promise.allSettled([
        store.append(stream, [event("WriterOne")], { expectedRevision: 0n }),
        store.append(stream, [event("WriterTwo")], { expectedRevision: 0n }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === "rejected");
      expect(refused?.status === "rejected" && refused.reason).toBeInstanceOf(WrongExpectedRevision);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it("refuses an append whose expected stream state is wrong", async () => {
      const stream = newStream();
      await expect(store.append(stream, [event("X")], { expectedRevision: 0n })).rejects.toBeInstanceOf(WrongExpectedRevision);
      await expect(store.append(stream, [event("X")], { expectedRevision: "stream_exists" })).rejects.toBeInstanceOf(WrongExpectedRevision);
      await store.append(stream, [event("X")], { expectedRevision: "no_stream" });
      await expect(store.append(stream, [event("Y")], { expectedRevision: "no_stream" })).rejects.toBeInstanceOf(WrongExpectedRevision);
      await expect(store.append(stream, [event("Y")], { expectedRevision: 5n })).rejects.toBeInstanceOf(WrongExpectedRevision);
      await store.append(stream, [event("Y")], { expectedRevision: "any" });
      await store.append(stream, [event("Z")], { expectedRevision: "stream_exists" });
      expect((await store.readStream(stream)).map((recorded) => recorded.type)).toEqual(["X", "Y", "Z"]);
    });

    it("stores an event once when the same append is retried with the same event ids", async () => {
      const stream = newStream();
      const events = [event("Once", { n: 1 }), event("Once", { n: 2 })];
      const first = await store.append(stream, events, { expectedRevision: "no_stream" });
      const retried = await store.append(stream, events, { expectedRevision: "no_stream" });
      expect(retried.nextExpectedRevision).toBe(first.nextExpectedRevision);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it("appends to several streams as one: all shares land, or none", async () => {
      const [claim, record] = [newStream(), newStream()];
      const results = await store.appendMany([
        { streamId: claim, events: [event("Claimed")], expectedRevision: "no_stream" },
        { streamId: record, events: [event("Recorded"), event("Noted")], expectedRevision: "no_stream" },
      ]);
      expect(results.map((result) => result.nextExpectedRevision)).toEqual([0n, 1n]);
      expect((await store.readStream(record)).map((recorded) => recorded.type)).toEqual(["Recorded", "Noted"]);

      const untouched = newStream();
      const refused = store.appendMany([
        { streamId: untouched, events: [event("MustNotLand")], expectedRevision: "no_stream" },
        { streamId: claim, events: [event("ClaimedAgain")], expectedRevision: "no_stream" },
      ]);
      await expect(refused).rejects.toMatchObject({ _tag: "WrongExpectedRevision", streamId: claim });
      expect(await store.readStream(untouched)).toEqual([]);
      expect(await store.readStream(claim)).toHaveLength(1);
    });

    it("lets exactly one of two appends racing for the same claim land, the loser's record with nothing of it", async () => {
      const claim = newStream();
      const records = [newStream(), newStream()];
      const outcomes = await Promise.allSettled(
        records.map((record) =>
          store.appendMany([
            { streamId: claim, events: [event("Claimed", { record })], expectedRevision: "no_stream" },
            { streamId: record, events: [event("Recorded")], expectedRevision: "no_stream" },
          ]),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === "rejected");
      expect(refused?.status === "rejected" && refused.reason).toMatchObject({ _tag: "WrongExpectedRevision", streamId: claim });
      const [held] = await store.readStream(claim);
      const winner = (held!.data as { record: string }).record;
      for (const record of records) expect(await store.readStream(record), record).toHaveLength(record === winner ? 1 : 0);
    });

    it("checks each share of an append across streams against its own expected revision", async () => {
      const [atRevision, fresh, existing, anyState] = [newStream(), newStream(), newStream(), newStream()];
      await store.append(atRevision, [event("One"), event("Two")], { expectedRevision: "no_stream" });
      await store.append(existing, [event("One")], { expectedRevision: "no_stream" });
      const results = await store.appendMany([
        { streamId: atRevision, events: [event("Three")], expectedRevision: 1n },
        { streamId: fresh, events: [event("First")], expectedRevision: "no_stream" },
        { streamId: existing, events: [event("Two")], expectedRevision: "stream_exists" },
        { streamId: anyState, events: [event("First"), event("Second")], expectedRevision: "any" },
      ]);
      expect(results.map((result) => result.nextExpectedRevision)).toEqual([2n, 0n, 1n, 1n]);

      const wrongOnes: ReadonlyArray<StreamAppend> = [
        { streamId: atRevision, events: [event("Stale")], expectedRevision: 1n },
        { streamId: fresh, events: [event("Again")], expectedRevision: "no_stream" },
        { streamId: newStream(), events: [event("Missing")], expectedRevision: "stream_exists" },
      ];
      for (const wrong of wrongOnes) {
        const bystander = newStream();
        const refused = store.appendMany([{ streamId: bystander, events: [event("MustNotLand")], expectedRevision: "no_stream" }, wrong]);
        await expect(refused, wrong.streamId).rejects.toBeInstanceOf(WrongExpectedRevision);
        await expect(refused, wrong.streamId).rejects.toMatchObject({ streamId: wrong.streamId, expected: wrong.expectedRevision });
        expect(await store.readStream(bystander)).toEqual([]);
      }
      expect((await store.readStream(atRevision)).map((recorded) => recorded.type)).toEqual(["One", "Two", "Three"]);
      expect((await store.readStream(fresh)).map((recorded) => recorded.type)).toEqual(["First"]);
    });

    it("stores a retried append across streams once, answering the same revisions and positions", async () => {
      const [first, second] = [newStream(), newStream()];
      const appends: StreamAppend[] = [
        { streamId: first, events: [event("Once", { n: 1 })], expectedRevision: "no_stream" },
        { streamId: second, events: [event("Once", { n: 2 }), event("Once", { n: 3 })], expectedRevision: "no_stream" },
      ];
      const stored = await store.appendMany(appends);
      const retried = await store.appendMany(appends);
      expect(retried.map((result) => result.nextExpectedRevision)).toEqual(stored.map((result) => result.nextExpectedRevision));
      expect(retried.map((result, index) => comparePositions(result.position, stored[index]!.position))).toEqual([0, 0]);
      expect(await store.readStream(first)).toHaveLength(1);
      expect(await store.readStream(second)).toHaveLength(2);
    });

    it("answers where each share's last event landed, and keeps the shares' events in the global order given", async () => {
      const before = await store.headPosition();
      const streams = [newStream(), newStream(), newStream()];
      const appends = streams.map((streamId, index) => ({
        streamId,
        events: Array.from({ length: index + 1 }, (_, n) => event("Shared", { stream: index, n })),
        expectedRevision: "no_stream" as const,
      }));
      const results = await store.appendMany(appends);
      for (const [index, streamId] of streams.entries()) {
        const stored = await store.readStream(streamId);
        expect(comparePositions(results[index]!.position, stored.at(-1)!.position), streamId).toBe(0);
      }
      // The consistency token a command answers (the last share's position) is where a reader of the whole log finds it.
      const inOrder = await readAfter(store, before, streams);
      expect(inOrder.map((recorded) => recorded.eventId)).toEqual(appends.flatMap((share) => share.events.map((added) => added.eventId)));
      expectStrictlyIncreasing(inOrder);
      expect(comparePositions(inOrder.at(-1)!.position, results.at(-1)!.position)).toBe(0);

      const controller = new AbortController();
      const seen: RecordedEvent[] = [];
      for await (const batch of store.subscribeAll({ fromPosition: before ?? undefined, signal: controller.signal })) {
        seen.push(...batch.filter((recorded) => streams.includes(recorded.streamId)));
        if (seen.length >= inOrder.length) break;
      }
      controller.abort();
      expect(seen.map((recorded) => recorded.eventId)).toEqual(inOrder.map((recorded) => recorded.eventId));
      expect(seen.map((recorded, index) => comparePositions(recorded.position, inOrder[index]!.position))).toEqual(seen.map(() => 0));
    });

    it("refuses an append with no shares, a share without events, or one stream twice, writing nothing", async () => {
      const [kept, twice] = [newStream(), newStream()];
      const malformed: ReadonlyArray<ReadonlyArray<StreamAppend>> = [
        [],
        [
          { streamId: kept, events: [event("MustNotLand")], expectedRevision: "no_stream" },
          { streamId: newStream(), events: [], expectedRevision: "any" },
        ],
        [
          { streamId: twice, events: [event("MustNotLand")], expectedRevision: "no_stream" },
          { streamId: twice, events: [event("MustNotLand")], expectedRevision: 0n },
        ],
      ];
      for (const appends of malformed) await expect(store.appendMany(appends)).rejects.toMatchObject({ _tag: "MalformedAppend" });
      await expect(store.append(kept, [], { expectedRevision: "any" })).rejects.toMatchObject({ _tag: "MalformedAppend" });
      expect(await store.readStream(kept)).toEqual([]);
      expect(await store.readStream(twice)).toEqual([]);
    });

    it("keeps the global order of appends and pages through it without gaps or overlaps", async () => {
      const streams = [newStream(), newStream(), newStream()];
      const appended: string[] = [];
      for (let index = 0; index < 30; index += 1) {
        const batch = [event("Ordered", { index })];
        appended.push(batch[0]!.eventId);
        await store.append(streams[index % 3]!, batch, { expectedRevision: "any" });
      }
      const everything = (await readEverything(store, run)).filter((recorded) => recorded.type === "Ordered");
      expect(everything.map((recorded) => recorded.eventId)).toEqual(appended);
      expectStrictlyIncreasing(everything);

      const paged: RecordedEvent[] = [];
      let page = await store.readAll({ limit: 7 });
      while (page.length > 0) {
        expect(page.length).toBeLessThanOrEqual(7);
        paged.push(...page);
        page = await store.readAll({ fromPosition: page[page.length - 1]!.position, limit: 7 });
      }
      const ours = paged.filter((recorded) => recorded.type === "Ordered" && recorded.streamId.startsWith(run));
      expect(ours.map((recorded) => recorded.eventId)).toEqual(appended);
      expect(new Set(paged.map((recorded) => recorded.eventId)).size).toBe(paged.length);
    });

    it("never lets a live subscriber skip an event while 8 writers append 10,000 events in random batches", async () => {
      const prefix = `${run}-live`;
      const total = 10_000;
      const head = await store.headPosition();
      const received: RecordedEvent[] = [];
      const controller = new AbortController();
      const subscribed = (async () => {
        for await (const batch of store.subscribeAll({ fromPosition: head ?? undefined, signal: controller.signal, batchSize: 250 })) {
          received.push(...batch.filter((recorded) => recorded.streamId.startsWith(prefix)));
          if (received.length >= total) break;
        }
      })();

      let remaining = total;
      const writer = async (writerIndex: number) => {
        let revision = -1n;
        let stream = 0;
        while (remaining > 0) {
          const size = Math.min(remaining, randomInt(1, 26));
          remaining -= size;
          if (revision > 40n) {
            stream += 1;
            revision = -1n;
          }
          const batch = Array.from({ length: size }, () => event("Live", { writerIndex }));
          const result = await store.append(`${prefix}-${writerIndex}-${stream}`, batch, {
            expectedRevision: revision < 0n ? "no_stream" : revision,
          });
          revision = result.nextExpectedRevision;
        }
      };
      await Promise.all(Array.from({ length: 8 }, (_, index) => writer(index)));

      const timeout = setTimeout(() => controller.abort(), 60_000);
      await subscribed;
      clearTimeout(timeout);
      controller.abort();

      const reread = await readEverything(store, prefix);
      expect(reread).toHaveLength(total);
      expect(received.map((recorded) => recorded.eventId)).toEqual(reread.map((recorded) => recorded.eventId));
      expectStrictlyIncreasing(received);
    }, 120_000);
  });
};
