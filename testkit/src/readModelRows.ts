import type { Knex } from "knex";
import { READ_MODEL_SCHEMA, encodePosition, type EventStore, type Position } from "@wellbeing/platform";
import { REACTION_NAMES, readReactionCheckpoint } from "@wellbeing/command-api";
import { allProjections } from "@wellbeing/projector";

// Every read model's rows, to compare two builds of them (live against a replay, original against a
// restore) row for row and column for column.

/**
 * The columns that hold an event's global position (the event index's): assigned by the store at
 * write time, so a restored store's are its own.
 */
const POSITION_COLUMNS = ["position", "position_commit", "position_prepare"];

/** Every row of every read-model table in a schema, as JSON text, in a stable order, positions left out. */
export const readModelRows = async (db: Knex, schema: string = READ_MODEL_SCHEMA): Promise<Record<string, string[]>> => {
  const tables: Record<string, string[]> = {};
  for (const table of allProjections.flatMap((projection) => projection.tables)) {
    const { rows } = await db.raw(`SELECT (to_jsonb(t) - ?::text[])::text AS row FROM ??.?? t ORDER BY 1`, [POSITION_COLUMNS, schema, table]);
    tables[table] = rows.map((row: { row: string }) => row.row);
  }
  return tables;
};

/** Whether every projection's checkpoint in the live schema is at `head`. */
const projectionsAt = async (db: Knex, head: Position): Promise<boolean> => {
  const checkpoints = await db.withSchema(READ_MODEL_SCHEMA).from("projection_checkpoints").select("commit_position", "prepare_position");
  return (
    checkpoints.length === allProjections.length &&
    checkpoints.every((row) => encodePosition({ commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }) === encodePosition(head))
  );
};

/** Whether every projection's checkpoint in the live schema is at the store's head (nothing left to project). */
export const projectorCaughtUp = async (system: { readonly store: EventStore; readonly db: Knex }): Promise<boolean> => {
  const head = await system.store.headPosition();
  return head !== null && (await projectionsAt(system.db, head));
};

/**
 * Whether the system is at rest: every reaction (which appends events of its own after the ones it
 * follows: a leaver taken off their follow-up e-mails) and every projection has handled every stored
 * event. Read in this order, so an event a reaction appended before its checkpoint moved is counted:
 * the reactions' checkpoints, then the head and the projections' (both held to that one head: one read
 * later could have moved past what the projections were compared with), then every event stored (which
 * sees each commit, where the head trails a commit while an older transaction is still open).
 */
export const systemAtRest = async (system: { readonly store: EventStore; readonly db: Knex }): Promise<boolean> => {
  const reactions = await Promise.all(REACTION_NAMES.map((name) => readReactionCheckpoint(system.db, name)));
  const head = await system.store.headPosition();
  if (head === null || !(await projectionsAt(system.db, head))) return false;
  if (!reactions.every((reached) => encodePosition(reached) === encodePosition(head))) return false;
  const stored = await system.store.countEvents();
  if (stored === null) return false;
  const visible = await system.store.readAll({ limit: stored + 1 });
  return visible.length === stored && encodePosition(visible.at(-1)!.position) === encodePosition(head);
};

/** The rows one build holds and the other does not, per table (tables that agree are left out). */
export const rowDifferences = (left: Record<string, string[]>, right: Record<string, string[]>) => {
  const differences: Record<string, { onlyLeft: string[]; onlyRight: string[] }> = {};
  for (const table of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const rightRows = [...(right[table] ?? [])];
    const onlyLeft: string[] = [];
    for (const row of left[table] ?? []) {
      const at = rightRows.indexOf(row);
      if (at === -1) onlyLeft.push(row);
      else rightRows.splice(at, 1);
    }
    if (onlyLeft.length > 0 || rightRows.length > 0) differences[table] = { onlyLeft, onlyRight: rightRows };
  }
  return differences;
};
