import type pg from "pg";
import { READ_MODEL_SCHEMA, comparePositions, type Position } from "@wellbeing/platform";
import { readBackup, type BackupHeader } from "./backupFile";

const BATCH = 500;

type Row = Record<string, unknown>;

interface EventLine {
  position: { commit: string; prepare: string };
  streamId: string;
  revision: string;
  eventId: string;
  type: string;
  data: unknown;
  metadata: unknown;
  recordedAt: string;
}

const positionOf = (stored: { commit: string; prepare: string }): Position => ({ commit: BigInt(stored.commit), prepare: BigInt(stored.prepare) });

/** Reads a file's header, then hands each row to `onRow`. */
const eachRow = async (file: string, kind: "events" | "keys", onRow: (row: Row) => Promise<void>): Promise<BackupHeader> => {
  let header: BackupHeader | null = null;
  for await (const value of readBackup(file, kind)) {
    if (header === null) header = value as BackupHeader;
    else await onRow(value as Row);
  }
  return header!;
};

const insertEvents = (client: pg.PoolClient, batch: ReadonlyArray<{ rank: number; line: EventLine }>) =>
  client.query(
    `INSERT INTO es_events (global_position, stream_id, stream_revision, event_id, type, data, metadata, recorded_at)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[], $8::timestamptz[])`,
    [
      batch.map(({ rank }) => rank),
      batch.map(({ line }) => line.streamId),
      batch.map(({ line }) => line.revision),
      batch.map(({ line }) => line.eventId),
      batch.map(({ line }) => line.type),
      batch.map(({ line }) => JSON.stringify(line.data)),
      batch.map(({ line }) => JSON.stringify(line.metadata)),
      batch.map(({ line }) => line.recordedAt),
    ],
  );

/**
 * Restores an events backup (and a keys backup) into a database whose event store is empty, in one
 * transaction: all of it or nothing. The events keep their order, ids, streams, revisions and
 * times; their positions are new (all in this transaction, in the old order), so each reaction's
 * checkpoint is moved to the restored position of the event it had reached. The read models are
 * dropped: the projector rebuilds them from the events when the services start.
 *
 * Keys: the keys file must be at least as new as the events file (an older one could hold the key
 * of someone erased in between), and a key the database has already erased is never revived.
 */
export const restore = async (pool: pg.Pool, files: { readonly events: string; readonly keys: string | null }) => {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const existing = await client.query("SELECT 1 FROM es_events LIMIT 1");
    if (existing.rowCount) throw new Error("The event store is not empty: restore only into an empty database (a new one, or after dropping this one).");
    const commit = BigInt((await client.query<{ id: string }>("SELECT pg_current_xact_id()::text AS id")).rows[0]!.id);

    // The old position of each restored event, in order, to move the reactions' checkpoints.
    const oldPositions: Position[] = [];
    const reactions: Array<{ name: string; position: Position }> = [];
    let batch: Array<{ rank: number; line: EventLine }> = [];
    const events = await eachRow(files.events, "events", async (row) => {
      if (row.t === "event") {
        const line = row as unknown as EventLine;
        oldPositions.push(positionOf(line.position));
        batch.push({ rank: oldPositions.length, line });
        if (batch.length >= BATCH) {
          await insertEvents(client, batch);
          batch = [];
        }
      } else if (row.t === "secret") {
        await client.query("INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value", [
          row.name,
          row.value,
        ]);
      } else if (row.t === "reaction") {
        reactions.push({ name: String(row.name), position: positionOf(row.position as EventLine["position"]) });
      }
    });
    if (batch.length > 0) await insertEvents(client, batch);
    if (oldPositions.length > 0) await client.query("SELECT setval(pg_get_serial_sequence('es_events', 'global_position'), $1)", [oldPositions.length]);

    if (reactions.length > 0) {
      await client.query(`CREATE TABLE IF NOT EXISTS reaction_checkpoints (
        name text PRIMARY KEY, commit_position bigint NOT NULL, prepare_position bigint NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`);
      for (const reaction of reactions) {
        // The number of restored events at or before the reaction's checkpoint is the rank of the last one it saw.
        const seen = oldPositions.filter((position) => comparePositions(position, reaction.position) <= 0).length;
        const position = seen === 0 ? { commit: -1n, prepare: -1n } : { commit, prepare: BigInt(seen) };
        await client.query(
          `INSERT INTO reaction_checkpoints (name, commit_position, prepare_position) VALUES ($1, $2, $3)
           ON CONFLICT (name) DO UPDATE SET commit_position = EXCLUDED.commit_position, prepare_position = EXCLUDED.prepare_position, updated_at = now()`,
          [reaction.name, position.commit.toString(), position.prepare.toString()],
        );
      }
    }

    let keys = 0;
    if (files.keys) {
      const keysHeader = await eachRow(files.keys, "keys", async (row) => {
        keys += 1;
        await client.query(
          `INSERT INTO personal_data_keys (subject_id, key, created_at, erased_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (subject_id) DO UPDATE
             SET key = CASE WHEN personal_data_keys.key IS NULL OR EXCLUDED.key IS NULL THEN NULL ELSE EXCLUDED.key END,
                 erased_at = coalesce(personal_data_keys.erased_at, EXCLUDED.erased_at)`,
          [row.subject, row.key === null ? null : Buffer.from(String(row.key), "base64"), row.createdAt, row.erasedAt],
        );
      });
      if (Date.parse(keysHeader.createdAt) < Date.parse(events.createdAt)) {
        throw new Error(
          `The keys file (${keysHeader.createdAt}) is older than the events (${events.createdAt}): it could bring back someone erased in between. Restore with the newest keys file.`,
        );
      }
    }

    // Read models of whatever was here before are not of these events: the projector builds them again.
    await client.query(`DROP SCHEMA IF EXISTS ${READ_MODEL_SCHEMA} CASCADE`);
    await client.query("COMMIT");
    return { events: oldPositions.length, keys, createdAt: events.createdAt };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
