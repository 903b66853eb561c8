import type { Knex } from "knex";
import {
  AUDIT_PAGE_SIZE,
  encodeAuditCursor,
  personalFieldsOf,
  personalValueFor,
  type AuditCursor,
  type AuditEventPage,
  type AuditEventView,
  type AuditEventsQuery,
} from "@wellbeing/domain";
import type { AuditErasedSubjectRow, AuditEventRow } from "@wellbeing/platform";

// The event history's reads, over the event index (projector/src/audit): never a scan of the event store.

const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** Reads of the history itself: shown only when asked for by type (issue 24 §4: a reader's own reads never crowd out what they came to see). */
const READS_OF_THE_HISTORY = "AuditTrailRead";

const matching = (db: Knex, schema: string, query: AuditEventsQuery): Knex.QueryBuilder => {
  const rows = db.withSchema(schema).from("audit_events");
  if (query.stream) void rows.where("stream_id", query.stream);
  if (query.subject) void rows.whereRaw("subject_ids @> ARRAY[?]::text[]", [query.subject]);
  if (query.type) void rows.where("type", query.type);
  else void rows.whereNot("type", READS_OF_THE_HISTORY);
  if (query.actor) void rows.where("actor_id", query.actor);
  if (query.from) void rows.where("occurred_at", ">=", `${query.from}T00:00:00.000Z`);
  if (query.to) void rows.where("occurred_at", "<", nextDay(query.to));
  return rows;
};

/** The history's order, as one row value: a row's place (its position, or a response's day's anchor, then rank and tiebreak). */
const PLACE = "(position_commit, position_prepare, rank, tiebreak)";
const placeOf = (cursor: AuditCursor) => [cursor.commit, cursor.prepare, cursor.rank, cursor.tiebreak];
const cursorOf = (row: AuditEventRow): string =>
  encodeAuditCursor({
    commit: String(row.position_commit),
    prepare: String(row.position_prepare),
    rank: Number(row.rank) === 1 ? 1 : 0,
    tiebreak: row.tiebreak,
  });

const ORDER_COLUMNS = ["position_commit", "position_prepare", "rank", "tiebreak"];
const NEWEST_FIRST = ORDER_COLUMNS.map((column) => ({ column, order: "desc" }));
const OLDEST_FIRST = ORDER_COLUMNS.map((column) => ({ column, order: "asc" }));

/** Which of these keys were destroyed: what they protected shows as erased. */
export const erasedSubjects = async (db: Knex, schema: string, subjects: ReadonlyArray<string | null>): Promise<ReadonlySet<string>> => {
  const wanted = [...new Set(subjects.filter((subject): subject is string => subject !== null))];
  if (wanted.length === 0) return new Set();
  const rows: Array<Pick<AuditErasedSubjectRow, "subject">> = await db
    .withSchema(schema)
    .from("audit_erased_subjects")
    .whereIn("subject", wanted)
    .select("subject");
  return new Set(rows.map((row) => row.subject));
};

/** The event's data as recorded: its open fields and its personal ones (null where no longer known). */
export const recordedData = (row: AuditEventRow): Record<string, unknown> => ({
  ...row.data,
  ...Object.fromEntries(personalFieldsOf(row.type).map((field) => [field, row.personal?.[field] ?? null])),
});

const viewOf = (row: AuditEventRow, seesPersonalData: boolean, erased: ReadonlySet<string>): AuditEventView => {
  const isErased = row.personal_subject !== null && erased.has(row.personal_subject);
  return {
    position: row.anonymous ? null : row.position,
    eventId: row.anonymous ? null : row.event_id,
    streamId: row.stream_id,
    revision: row.revision === null || row.anonymous ? null : Number(row.revision),
    type: row.type,
    actorId: row.actor_id,
    correlationId: row.correlation_id,
    causationId: row.causation_id,
    occurredAt: new Date(row.occurred_at).toISOString(),
    anonymous: row.anonymous,
    data: row.data,
    personal: row.anonymous
      ? []
      : personalFieldsOf(row.type).map((field) => ({ field, value: personalValueFor(seesPersonalData, isErased, row.personal?.[field] ?? null) })),
  };
};

/**
 * One page of the history, newest first, by position (keyset, issue 24 §4): the newest, the page
 * older than a row, or the page newer than one. A page stays as it was while events arrive; the
 * answer says where the pages beside it start, and how many events match.
 */
export const auditEventPage = async (db: Knex, schema: string, query: AuditEventsQuery, seesPersonalData: boolean): Promise<AuditEventPage> => {
  const page = query.page;
  const asked = matching(db, schema, query)
    .select("*")
    .limit(AUDIT_PAGE_SIZE + 1);
  if (page && "newer" in page) void asked.whereRaw(`${PLACE} > (?, ?, ?, ?)`, placeOf(page.newer)).orderBy(OLDEST_FIRST);
  else {
    if (page) void asked.whereRaw(`${PLACE} < (?, ?, ?, ?)`, placeOf(page.older));
    void asked.orderBy(NEWEST_FIRST);
  }
  const fetched: AuditEventRow[] = await asked;
  const more = fetched.length > AUDIT_PAGE_SIZE;
  const shown = fetched.slice(0, AUDIT_PAGE_SIZE);
  const rows = page && "newer" in page ? shown.reverse() : shown;
  const [count]: Array<{ total: string | number }> = await matching(db, schema, query).count({ total: "*" });
  const erased = await erasedSubjects(
    db,
    schema,
    rows.map((row) => row.personal_subject),
  );
  const first = rows[0];
  const last = rows.at(-1);
  const goingNewer = page !== null && "newer" in page;
  return {
    events: rows.map((row) => viewOf(row, seesPersonalData, erased)),
    total: Number(count?.total ?? 0),
    pageSize: AUDIT_PAGE_SIZE,
    older: last && (goingNewer || more) ? cursorOf(last) : null,
    newer: first && (goingNewer ? more : page !== null) ? cursorOf(first) : null,
  };
};

/** Every event of one stream, in its order. */
export const streamEvents = (db: Knex, schema: string, streamId: string): Promise<AuditEventRow[]> =>
  db
    .withSchema(schema)
    .from("audit_events")
    .where("stream_id", streamId)
    .orderBy([{ column: "position_commit" }, { column: "position_prepare" }])
    .select("*");
