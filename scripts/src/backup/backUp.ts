import type pg from "pg";
import { openBackupWriter } from "./backupFile";

const PAGE = 1_000;

interface EventRow {
  transaction_id: string;
  global_position: string;
  stream_id: string;
  stream_revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: unknown;
  recorded_at: Date;
}

/** The events, in the store's global order, a page at a time (keyset: the snapshot holds still meanwhile). */
const writeEvents = async (client: pg.PoolClient, file: string, createdAt: string): Promise<number> => {
  const writer = await openBackupWriter(file, { kind: "events", createdAt });
  let after = { transaction: "-1", position: "-1" };
  let events = 0;
  for (;;) {
    const { rows } = await client.query<EventRow>(
      `SELECT transaction_id::text, global_position::text, stream_id, stream_revision::text, event_id, type, data, metadata, recorded_at
         FROM es_events WHERE (transaction_id, global_position) > ($1::bigint, $2::bigint)
        ORDER BY transaction_id, global_position LIMIT ${PAGE}`,
      [after.transaction, after.position],
    );
    for (const row of rows) {
      await writer.write({
        t: "event",
        position: { commit: row.transaction_id, prepare: row.global_position },
        streamId: row.stream_id,
        revision: row.stream_revision,
        eventId: row.event_id,
        type: row.type,
        data: row.data,
        metadata: row.metadata,
        recordedAt: row.recorded_at.toISOString(),
      });
    }
    events += rows.length;
    const last = rows.at(-1);
    if (!last) break;
    after = { transaction: last.transaction_id, position: last.global_position };
  }
  // What the store needs besides its events: the secrets that name streams (the e-mail index), and how
  // far each reaction got (a restored reaction must not send its e-mails again).
  const secrets = await client.query<{ name: string; value: string }>("SELECT name, value FROM app_secrets ORDER BY name");
  for (const secret of secrets.rows) await writer.write({ t: "secret", name: secret.name, value: secret.value });
  const hasReactions = (await client.query("SELECT to_regclass('reaction_checkpoints') IS NOT NULL AS present")).rows[0].present as boolean;
  if (hasReactions) {
    const reactions = await client.query<{ name: string; commit_position: string; prepare_position: string }>(
      "SELECT name, commit_position::text, prepare_position::text FROM reaction_checkpoints ORDER BY name",
    );
    for (const reaction of reactions.rows)
      await writer.write({ t: "reaction", name: reaction.name, position: { commit: reaction.commit_position, prepare: reaction.prepare_position } });
  }
  await writer.close();
  return events;
};

/** Every personal-data key, erased ones as erased: the file kept for a short time (see README, Backups). */
const writeKeys = async (client: pg.PoolClient, file: string, createdAt: string): Promise<number> => {
  const writer = await openBackupWriter(file, { kind: "keys", createdAt });
  const { rows } = await client.query<{ subject_id: string; key: Buffer | null; created_at: Date; erased_at: Date | null }>(
    "SELECT subject_id, key, created_at, erased_at FROM personal_data_keys ORDER BY subject_id",
  );
  for (const row of rows) {
    await writer.write({
      t: "key",
      subject: row.subject_id,
      key: row.key?.toString("base64") ?? null,
      createdAt: row.created_at.toISOString(),
      erasedAt: row.erased_at?.toISOString() ?? null,
    });
  }
  return writer.close();
};

/**
 * Backs up the Postgres event store and the personal-data keys, in two files, from one snapshot of
 * the database (REPEATABLE READ): every committed event, in order, and the keys as they were then.
 * The running services need not stop.
 */
export const backUp = async (pool: pg.Pool, files: { readonly events: string; readonly keys: string }) => {
  const client = await pool.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const createdAt = (await client.query<{ now: Date }>("SELECT now()")).rows[0]!.now.toISOString();
    const events = await writeEvents(client, files.events, createdAt);
    const keys = await writeKeys(client, files.keys, createdAt);
    await client.query("COMMIT");
    return { createdAt, events, keys };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
