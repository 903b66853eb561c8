import type { Knex } from "knex";
import { AUDIT_PAGE_SIZE, personalFieldsOf, personalValueFor, type AuditEventView, type AuditEventsQuery } from "@wellbeing/domain";
import type { AuditEventRow } from "@wellbeing/projector/readModels";

// The event history's reads, over the event index (projector/src/audit): never a scan of the event store.

const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

const matching = (db: Knex, schema: string, query: AuditEventsQuery): Knex.QueryBuilder => {
  const rows = db.withSchema(schema).from("audit_events");
  if (query.stream) void rows.where("stream_id", query.stream);
  if (query.subject) void rows.whereRaw("subject_ids @> ARRAY[?]::text[]", [query.subject]);
  if (query.type) void rows.where("type", query.type);
  if (query.actor) void rows.where("actor_id", query.actor);
  if (query.from) void rows.where("occurred_at", ">=", `${query.from}T00:00:00.000Z`);
  if (query.to) void rows.where("occurred_at", "<", nextDay(query.to));
  return rows;
};

/** Which of these keys were destroyed: what they protected shows as erased. */
export const erasedSubjects = async (db: Knex, schema: string, subjects: ReadonlyArray<string | null>): Promise<ReadonlySet<string>> => {
  const wanted = [...new Set(subjects.filter((subject): subject is string => subject !== null))];
  if (wanted.length === 0) return new Set();
  const rows: Array<{ subject: string }> = await db.withSchema(schema).from("audit_erased_subjects").whereIn("subject", wanted).select("subject");
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
    position: row.position,
    eventId: row.event_id,
    streamId: row.stream_id,
    revision: Number(row.revision),
    type: row.type,
    actorId: row.actor_id,
    correlationId: row.correlation_id,
    causationId: row.causation_id,
    occurredAt: new Date(row.occurred_at).toISOString(),
    data: row.data,
    personal: personalFieldsOf(row.type).map((field) => ({ field, value: personalValueFor(seesPersonalData, isErased, row.personal?.[field] ?? null) })),
  };
};

/** One page of the history, newest first, and how many events match. */
export const auditEventPage = async (db: Knex, schema: string, query: AuditEventsQuery, seesPersonalData: boolean) => {
  const rows: AuditEventRow[] = await matching(db, schema, query)
    .select("*")
    .orderBy([
      { column: "position_commit", order: "desc" },
      { column: "position_prepare", order: "desc" },
    ])
    .limit(AUDIT_PAGE_SIZE)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE);
  const [count]: Array<{ total: string | number }> = await matching(db, schema, query).count({ total: "*" });
  const erased = await erasedSubjects(db, schema, rows.map((row) => row.personal_subject));
  return {
    events: rows.map((row) => viewOf(row, seesPersonalData, erased)),
    total: Number(count?.total ?? 0),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
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
