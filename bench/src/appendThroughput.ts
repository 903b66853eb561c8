import { randomInt, randomUUID } from "node:crypto";
import type pg from "pg";
import { v7 as uuidv7 } from "uuid";
import { PostgresEventStore, type NewEvent } from "@wellbeing/platform";
import { perSecond } from "./benchDatabase";

const WRITERS = 8;
const MAX_BATCH = 20;

const newEvent = (writer: number, n: number): NewEvent => ({
  eventId: uuidv7(),
  type: "BenchmarkEvent",
  data: { writer, n, note: "a payload about the size of a session event's details", dates: [{ sessionDate: "2026-12-01", startTime: "10:00" }] },
  metadata: { actorId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 },
});

/** The same random batch sizes for both runs, so the comparison is fair. */
const batchPlan = (total: number): number[][] => {
  const plans: number[][] = Array.from({ length: WRITERS }, () => []);
  let left = total;
  let writer = 0;
  while (left > 0) {
    const size = Math.min(left, randomInt(1, MAX_BATCH + 1));
    plans[writer % WRITERS]!.push(size);
    left -= size;
    writer += 1;
  }
  return plans;
};

/** 8 concurrent writers appending through the event store (optimistic concurrency, ordering, notify). */
export const measureEventStoreAppend = async (pool: pg.Pool, total: number) => {
  const store = new PostgresEventStore(pool);
  const plans = batchPlan(total);
  const started = performance.now();
  await Promise.all(
    plans.map(async (sizes, writer) => {
      let revision = -1n;
      let stream = 0;
      let n = 0;
      for (const size of sizes) {
        if (revision >= 50n) {
          stream += 1;
          revision = -1n;
        }
        const events = Array.from({ length: size }, () => newEvent(writer, n++));
        const result = await store.append(`bench-${writer}-${stream}`, events, { expectedRevision: revision < 0n ? "no_stream" : revision });
        revision = result.nextExpectedRevision;
      }
    }),
  );
  const elapsed = performance.now() - started;
  await store.close();
  return { eventsPerSecond: perSecond(total, elapsed), plans };
};

/** The baseline: the same writers and batches as plain multi-row INSERTs into an equivalent table. */
export const measurePlainInserts = async (pool: pg.Pool, plans: number[][]) => {
  await pool.query(`CREATE TABLE IF NOT EXISTS baseline_events (LIKE es_events INCLUDING ALL)`);
  const total = plans.flat().reduce((sum, size) => sum + size, 0);
  const started = performance.now();
  await Promise.all(
    plans.map(async (sizes, writer) => {
      let revision = 0;
      let n = 0;
      for (const size of sizes) {
        const events = Array.from({ length: size }, () => newEvent(writer, n++));
        await pool.query(
          `INSERT INTO baseline_events (stream_id, stream_revision, event_id, type, data, metadata)
           SELECT $1, $2 + i.n, i.id, 'BenchmarkEvent', i.data, i.metadata
             FROM unnest($3::uuid[], $4::jsonb[], $5::jsonb[]) WITH ORDINALITY AS i(id, data, metadata, n)`,
          [
            `baseline-${writer}`,
            revision,
            events.map((e) => e.eventId),
            events.map((e) => JSON.stringify(e.data)),
            events.map((e) => JSON.stringify(e.metadata)),
          ],
        );
        revision += size;
      }
    }),
  );
  return { eventsPerSecond: perSecond(total, performance.now() - started) };
};
