// The row shapes of the event index's tables (see projection.ts); the query API reads them.

/** `audit_events`: one row per recorded event, in the global order, filed for the history's filters. */
export interface AuditEventRow extends Record<string, unknown> {
  event_id: string;
  /** The global position, `commit.prepare`, and its two parts for ordering (numeric: they are 64-bit). */
  position: string;
  position_commit: string;
  position_prepare: string;
  stream_id: string;
  revision: string;
  type: string;
  actor_id: string | null;
  correlation_id: string;
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
