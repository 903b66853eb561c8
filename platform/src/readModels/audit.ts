import { createLateIndexes, type LateIndex, type ReadModelTables } from "./tables";

/**
 * `audit_events`: one row per recorded event, in the global order, filed for the history's filters. An
 * evaluation response's row (`anonymous`, issue 24 §2) keeps no position, revision, actor, correlation
 * or causation of its own: it is ordered after its day's anchor (rank 1), among the day's responses by `tiebreak`.
 */
export interface AuditEventRow extends Record<string, unknown> {
  event_id: string;
  /** The global position, `commit.prepare`; null for a response. */
  position: string | null;
  /** Where the row sorts (numeric: 64-bit): its position, or a response's day's anchor. */
  position_commit: string;
  position_prepare: string;
  /** 0: at its own position; 1: a response, after the anchor. */
  rank: number;
  /** A response's order among its day's: a hash of its id (empty for the others). */
  tiebreak: string;
  anonymous: boolean;
  stream_id: string;
  revision: string | null;
  type: string;
  actor_id: string | null;
  correlation_id: string | null;
  causation_id: string | null;
  occurred_at: Date | string;
  recorded_at: Date | string;
  /** Every id the event names outside its personal fields (stream, actor, open data), lowercased. */
  subject_ids: string[];
  /** The event's data without its personal fields. */
  data: Record<string, unknown>;
  /** Its personal fields, as read while their key lived; null once the key's person is erased. */
  personal: Record<string, unknown> | null;
  /** Whose key protects `personal` (null: the event holds no personal data). */
  personal_subject: string | null;
  /** That key's erasure tag while `personal` holds its values: a deletion naming the tag blanks them. */
  personal_tag: string | null;
}

/** `audit_erased_subjects`: the keys destroyed so far: what they protected is shown as erased. */
export interface AuditErasedSubjectRow extends Record<string, unknown> {
  subject: string;
}

/** `audit_days`: each day's anchor: the position of the last event filed before the day's first (responses are filed after it). */
export interface AuditDayRow extends Record<string, unknown> {
  /** YYYY-MM-DD, the programme's day. */
  day: string;
  position_commit: string;
  position_prepare: string;
}

/** The event index (the audit history's read model): its tables, created (idempotently) in a read-model schema; the projector drops them to rebuild it. */
/**
 * The history's filters (stream, type, actor, time, the ids an event names): read by the query API only.
 * The order and the personal-field indexes are not among them: applying reads by those (a day's anchor,
 * erasures).
 */
const AUDIT_EVENTS_LATE_INDEXES: ReadonlyArray<LateIndex> = [
  { name: "audit_events_stream", table: "audit_events", on: "(stream_id, position_commit, position_prepare)" },
  { name: "audit_events_type", table: "audit_events", on: "(type, position_commit)" },
  { name: "audit_events_actor", table: "audit_events", on: "(actor_id, position_commit)" },
  { name: "audit_events_occurred", table: "audit_events", on: "(occurred_at)" },
  { name: "audit_events_subjects", table: "audit_events", on: "USING gin (subject_ids)" },
];

export const eventIndexTables: ReadModelTables = {
  tables: ["audit_events", "audit_erased_subjects", "audit_days"],
  migrate: async (db, schema) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.audit_events (
        event_id text PRIMARY KEY,
        position text,
        position_commit numeric(20, 0) NOT NULL,
        position_prepare numeric(20, 0) NOT NULL,
        rank smallint NOT NULL DEFAULT 0,
        tiebreak text NOT NULL DEFAULT '',
        anonymous boolean NOT NULL DEFAULT false,
        stream_id text NOT NULL,
        revision bigint,
        type text NOT NULL,
        actor_id text,
        correlation_id text,
        causation_id text,
        occurred_at timestamptz NOT NULL,
        recorded_at timestamptz NOT NULL,
        subject_ids text[] NOT NULL,
        data jsonb NOT NULL,
        personal jsonb,
        personal_subject text,
        personal_tag text
      );
      CREATE INDEX IF NOT EXISTS audit_events_order ON ??.audit_events (position_commit, position_prepare, rank, tiebreak);
      CREATE INDEX IF NOT EXISTS audit_events_personal_subject ON ??.audit_events (personal_subject) WHERE personal_subject IS NOT NULL;
      CREATE INDEX IF NOT EXISTS audit_events_personal_tag ON ??.audit_events (personal_tag) WHERE personal_tag IS NOT NULL;
      CREATE TABLE IF NOT EXISTS ??.audit_erased_subjects (subject text PRIMARY KEY);
      CREATE TABLE IF NOT EXISTS ??.audit_days (
        day text PRIMARY KEY,
        position_commit numeric(20, 0) NOT NULL,
        position_prepare numeric(20, 0) NOT NULL
      );`,
      [schema, schema, schema, schema, schema, schema],
    );
    await createLateIndexes(db, schema, AUDIT_EVENTS_LATE_INDEXES);
  },
  lateIndexes: AUDIT_EVENTS_LATE_INDEXES,
};
