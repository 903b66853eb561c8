import { randomInt, randomUUID } from "node:crypto";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WrongExpectedRevision, type EventStore, type NewEvent, type RecordedEvent } from "./port";
import { comparePositions } from "./position";

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
      await expect(store.append(stream, [event("X")], { expectedRevision: "stream_exists" })).rejects.toBeInstanceOf(
        WrongExpectedRevision,
      );
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

    it("appends to several streams as one, when the store offers it: all shares land, or none", async (context) => {
      if (!store.appendMany) return context.skip();
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

    it("lets exactly one of two appends racing for the same claim land, the loser's record with nothing of it", async (context) => {
      if (!store.appendMany) return context.skip();
      const claim = newStream();
      const records = [newStream(), newStream()];
      const outcomes = await Promise.allSettled(
        records.map((record) =>
          store.appendMany!([
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

    it(
      "never lets a live subscriber skip an event while 8 writers append 10,000 events in random batches",
      async () => {
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
      },
      120_000,
    );
  });
};
