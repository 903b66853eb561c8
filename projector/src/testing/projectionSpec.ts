import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import { afterAll, beforeAll } from "vitest";
import { CURRENT_SCHEMA_VERSION, type DomainEvent } from "@wellbeing/domain";
import { createKnex, type EventMetadata, type EventStore, type RecordedEvent } from "@wellbeing/platform";
import { createTestDatabase, type TestDatabase } from "@wellbeing/platform/testing";
import type { Change, Projection } from "../runner/projection";
import { ProjectionRunner, type ProjectionFailure } from "../runner/projectionRunner";
import { migrateReadModels } from "../runner/readModelSchema";

/** One given event: on which stream, and the event. */
interface GivenEvent {
  readonly streamId: string;
  readonly event: DomainEvent;
  /** Who caused it and when, where a spec cares (else no actor, at the epoch). */
  readonly metadata?: Partial<Pick<EventMetadata, "actorId" | "occurredAt" | "personalDataSubject" | "personalDataTag">>;
}

/**
 * Given-events / then-rows specs for projections, against the real PostgreSQL. The events are
 * handed to the runner as batches (each inner array one batch), exactly as the event store would
 * deliver them; no event store table is involved, so the same specs hold for any adapter.
 */
export const projectionSpec = (projections: ReadonlyArray<Projection>, options: { readonly announce?: boolean } = {}) => {
  const world = {} as { database: TestDatabase; db: Knex };
  let schemas = 0;
  beforeAll(async () => {
    world.database = await createTestDatabase();
    world.db = createKnex(world.database.url);
  });
  afterAll(async () => {
    await world.db.destroy();
    await world.database.drop();
  });

  return {
    /** Projects these batches into a fresh schema; answers the rows of a table and the projections left failing. */
    given: async (...batches: ReadonlyArray<ReadonlyArray<GivenEvent>>) => {
      const schema = `spec_${(schemas += 1)}`;
      await migrateReadModels(world.db, schema, projections);
      // The runner reads nothing from the store when handed batches; a store that refuses use proves it.
      const announced: Change[] = [];
      const runner = new ProjectionRunner({
        store: {} as EventStore,
        db: world.db,
        schema,
        projections,
        // Announcing reads the tables that name each change's audience: the spec's projections must hold them.
        announce: options.announce ?? false,
        onCommitted: ({ changes }) => announced.push(...changes),
      });
      let position = 0n;
      for (const batch of batches) {
        await runner.processBatch(
          batch.map(({ streamId, event, metadata }): RecordedEvent => {
            position += 1n;
            return {
              eventId: randomUUID(),
              type: event.type,
              data: event.data,
              metadata: {
                actorId: null,
                correlationId: "spec",
                causationId: null,
                occurredAt: new Date(0).toISOString(),
                schemaVersion: CURRENT_SCHEMA_VERSION,
                ...metadata,
              },
              streamId,
              revision: position,
              position: { commit: position, prepare: position },
              recordedAt: new Date(Date.UTC(2026, 10, 24)),
            };
          }),
        );
      }
      return {
        failures: runner.failures as ReadonlyArray<ProjectionFailure>,
        /** What the batches announced to live readers: topic, ids and audience of each change. */
        announced: announced as ReadonlyArray<Change>,
        rows: <Row = Record<string, unknown>>(table: string, orderBy = "1") =>
          world.db.raw(`SELECT * FROM ??.?? ORDER BY ${orderBy}`, [schema, table]).then((result: { rows: Row[] }) => result.rows),
        /** Every row of every table of the spec's projections, each as JSON text without `leftOut` columns, in a stable order. */
        everyRow: async (leftOut: ReadonlyArray<string> = []): Promise<Record<string, string[]>> => {
          const tables: Record<string, string[]> = {};
          for (const table of projections.flatMap((projection) => projection.tables)) {
            const { rows } = await world.db.raw(`SELECT (to_jsonb(t) - ?::text[])::text AS row FROM ??.?? t ORDER BY 1`, [[...leftOut], schema, table]);
            tables[table] = rows.map((row: { row: string }) => row.row);
          }
          return tables;
        },
      };
    },
  };
};
