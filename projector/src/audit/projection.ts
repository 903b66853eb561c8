import { createHash } from "node:crypto";
import type { Knex } from "knex";
import { READ_MODELS, encodePosition, eventIndexTables, type AuditDayRow, type AuditEventRow, type Position } from "@wellbeing/platform";
import { dayOfEvent, fileAnonymously, fileEventData, isFiledAnonymously, subjectIdsOf } from "@wellbeing/domain";
import type { ProjectedEvent, Projection } from "../runner/projection";
import { TableBatch } from "../runner/tableBatch";
import { erasedPeopleIn } from "../users/erasedPeople";

// The event index (issue 15): every event filed by position, stream, type, actor, time and the ids it
// names, so the event history is a query over a table, never a scan of the event store. The event's
// data is kept here too (personal fields apart), so a page of the history is one query. An evaluation
// response is filed anonymously (issue 24 §2, domain/src/audit/anonymousFiling.ts): at its day's
// start, never at its own position, which is not kept here at all.

/** The event's personal fields were sealed, and their key was already gone when it was read. */
const readErased = ({ metadata }: ProjectedEvent): boolean => metadata.personalDataSubject !== undefined && metadata.personalDataTag === undefined;

/**
 * The keys found gone when the batch's events filed at their own position were read. A response filed
 * anonymously names none: its key is its pseudonym's, which the index never files, erased or not (so a
 * rebuild files no more than the live index, which learns that key only by its erasure tag).
 */
const keysReadErased = (batch: ReadonlyArray<ProjectedEvent>): string[] =>
  batch.flatMap((projected) =>
    !isFiledAnonymously(projected.streamId) && readErased(projected) && projected.metadata.personalDataSubject ? [projected.metadata.personalDataSubject] : [],
  );

const rowOf = (projected: ProjectedEvent): AuditEventRow => {
  const { event, streamId, position, metadata, recordedAt, eventId, revision } = projected;
  const filed = fileEventData(event.type, event.data as Record<string, unknown>);
  const hasPersonal = filed.personalDataSubject !== null && !readErased(projected);
  return {
    event_id: eventId,
    position: encodePosition(position),
    position_commit: String(position.commit),
    position_prepare: String(position.prepare),
    rank: 0,
    tiebreak: "",
    anonymous: false,
    stream_id: streamId,
    revision: String(revision),
    type: event.type,
    actor_id: metadata.actorId,
    correlation_id: metadata.correlationId,
    causation_id: metadata.causationId,
    occurred_at: metadata.occurredAt,
    recorded_at: recordedAt,
    subject_ids: subjectIdsOf(streamId, metadata.actorId, filed.open),
    data: filed.open,
    personal: hasPersonal ? filed.personal : null,
    personal_subject: filed.personalDataSubject,
    personal_tag: hasPersonal ? (metadata.personalDataTag ?? null) : null,
  };
};

/** A response-side event, filed after its day's anchor among the day's responses, in an order that says nothing. */
const anonymousRowOf = ({ event, streamId, metadata, eventId }: ProjectedEvent, anchor: Position): AuditEventRow => {
  const filed = fileAnonymously(streamId, event.data as Record<string, unknown>, metadata.occurredAt);
  return {
    event_id: eventId,
    position: null,
    position_commit: String(anchor.commit),
    position_prepare: String(anchor.prepare),
    rank: 1,
    tiebreak: createHash("sha256").update(eventId).digest("hex"),
    anonymous: true,
    stream_id: filed.streamId,
    revision: null,
    type: event.type,
    actor_id: null,
    correlation_id: null,
    causation_id: null,
    occurred_at: filed.occurredAt,
    recorded_at: filed.occurredAt,
    subject_ids: filed.subjectIds,
    data: filed.data,
    personal: null,
    personal_subject: null,
    personal_tag: null,
  };
};

/**
 * Each event's programme day, worked out once per hour of the batch: UK time is UTC or UTC+1 and changes
 * on the hour, so every instant of one UTC hour falls on the same UK date (a date format per event is costly).
 */
const daysOf = (batch: ReadonlyArray<ProjectedEvent>): string[] => {
  const dayOfHour = new Map<number, string>();
  return batch.map(({ metadata }) => {
    const hour = Math.floor(Date.parse(metadata.occurredAt) / 3_600_000);
    let day = dayOfHour.get(hour);
    if (day === undefined) dayOfHour.set(hour, (day = dayOfEvent(metadata.occurredAt)));
    return day;
  });
};

const START: Position = { commit: 0n, prepare: 0n };

/**
 * Each day's anchor: the last position filed before the day's first event (a day's responses are filed
 * right after it), and the head: the position of the last event filed at its own position.
 */
const dayAnchors = async (trx: Knex.Transaction, schema: string, eventDays: ReadonlyArray<string>) => {
  const days = new TableBatch<AuditDayRow>(trx, schema, "audit_days", "day");
  await days.load(eventDays);
  const { rows } = await trx.raw(`SELECT position_commit, position_prepare FROM ??.audit_events ORDER BY position_commit DESC, position_prepare DESC LIMIT 1`, [
    schema,
  ]);
  const last = (rows as Array<{ position_commit: string; position_prepare: string }>)[0];
  let head: Position = last ? { commit: BigInt(last.position_commit), prepare: BigInt(last.position_prepare) } : START;
  return {
    /** The anchor of the event's day, the day starting here when it is new. */
    anchorOf(day: string): Position {
      const known = days.get(day);
      if (known) return { commit: BigInt(known.position_commit), prepare: BigInt(known.position_prepare) };
      days.put({ day, position_commit: String(head.commit), position_prepare: String(head.prepare) });
      return head;
    },
    passed(position: Position): void {
      head = position;
    },
    flush: () => days.flush(),
  };
};

/**
 * Forgets the personal values of the keys this batch destroys (read while they lived), found by the
 * keys' names or by their erasure tags, and remembers the keys, so the history shows them as erased.
 * A rebuild reads those values after their keys went: filed erased at once (readErased), the same rows.
 */
const eraseSubjects = async (trx: Knex.Transaction, schema: string, batch: ReadonlyArray<ProjectedEvent>): Promise<void> => {
  const erased = erasedPeopleIn(batch);
  const keys = [...new Set(erased.flatMap((person) => person.keys))];
  const tags = [...new Set(erased.flatMap((person) => person.keyTags))];
  if (keys.length === 0 && tags.length === 0) return;
  const { rows } = await trx.raw(
    `UPDATE ??.audit_events SET personal = NULL, personal_tag = NULL WHERE personal_tag = ANY(?::text[]) RETURNING personal_subject`,
    [schema, tags],
  );
  const tagged: string[] = rows.map((row: { personal_subject: string }) => row.personal_subject);
  await erasedKeysKnown(trx, schema, [...keys, ...tagged]);
  await trx.raw(`UPDATE ??.audit_events SET personal = NULL, personal_tag = NULL WHERE personal_subject = ANY(?::text[])`, [schema, keys]);
};

const erasedKeysKnown = async (trx: Knex.Transaction, schema: string, subjects: ReadonlyArray<string>): Promise<void> => {
  if (subjects.length === 0) return;
  await trx.raw(`INSERT INTO ??.audit_erased_subjects (subject) SELECT DISTINCT unnest(?::text[]) ON CONFLICT DO NOTHING`, [schema, [...subjects]]);
};

export const eventIndexProjection: Projection = {
  name: READ_MODELS.eventIndex,
  // 2: responses filed anonymously at their day's anchor; personal fields read after their key went are filed
  // erased, and the tag of the key that sealed them is kept. 3: a rebuild files no response's key as erased.
  version: 3,
  ...eventIndexTables,
  apply: async (batch, { trx, schema }) => {
    const rows = new TableBatch<AuditEventRow>(trx, schema, "audit_events", "event_id");
    const eventDays = daysOf(batch);
    const days = await dayAnchors(trx, schema, eventDays);
    for (const [index, projected] of batch.entries()) {
      const anchor = days.anchorOf(eventDays[index]!);
      if (isFiledAnonymously(projected.streamId)) rows.put(anonymousRowOf(projected, anchor));
      else {
        rows.put(rowOf(projected));
        days.passed(projected.position);
      }
    }
    await rows.flush();
    await days.flush();
    await erasedKeysKnown(trx, schema, keysReadErased(batch));
    await eraseSubjects(trx, schema, batch);
  },
};
