import { READ_MODELS, attendanceTables, type AttendanceMarkRow } from "@wellbeing/platform";
import { markKey, type AttendanceEvent } from "@wellbeing/domain";
import type { ProjectedEvent, Projection } from "../runner/projection";
import { announceSessionChanges } from "../sessions/audience";

const ATTENDANCE_EVENT_TYPES: ReadonlySet<string> = new Set(["AttendanceRecorded", "NoShowRecorded", "AttendanceCorrected"]);

const rowId = (event: AttendanceEvent): string => `${event.data.sessionId}/${markKey(event.data.sessionDate, event.data.personKey)}`;

/** The mark each event leaves standing, the last per person and date (null: withdrawn). */
const standingMarks = (events: ReadonlyArray<AttendanceEvent>): Map<string, AttendanceMarkRow | null> => {
  const standing = new Map<string, AttendanceMarkRow | null>();
  for (const event of events) {
    const mark = event.type === "AttendanceRecorded" ? "attended" : event.type === "NoShowRecorded" ? "noShow" : event.data.to;
    const { sessionId, sessionDate, personKey, participantId, method, recordedAs, recordedAt } = event.data;
    standing.set(
      rowId(event),
      mark === "notRecorded"
        ? null
        : {
            id: rowId(event),
            session_id: sessionId,
            session_date: sessionDate,
            person_key: personKey,
            participant_id: participantId,
            mark,
            method,
            recorded_as: recordedAs,
            recorded_at: recordedAt,
          },
    );
  }
  return standing;
};

/** The accounts (by session) of the people the events mark: their own session screens follow their marks. */
const markedParticipants = (events: ReadonlyArray<AttendanceEvent>): Map<string, Set<string>> => {
  const participants = new Map<string, Set<string>>();
  for (const { data } of events)
    if (data.participantId) participants.set(data.sessionId, (participants.get(data.sessionId) ?? new Set()).add(data.participantId));
  return participants;
};

/**
 * `attendance_marks`: each session's register as it stands (issue 29), for the register screen,
 * certificates, response rates, the missed-modules banner, exports and the staff home. A deleted
 * session's marks go with it. The session's staff (its trainers, their leads, admins) hear of each change, and the marked participants.
 */
export const attendanceProjection: Projection = {
  name: READ_MODELS.attendance,
  version: 1,
  ...attendanceTables,
  apply: async (batch: ReadonlyArray<ProjectedEvent>, { trx, schema, announcing, announce }) => {
    const events = batch.flatMap(({ event }) => (ATTENDANCE_EVENT_TYPES.has(event.type) ? [event as AttendanceEvent] : []));
    const deleted = batch.flatMap(({ event }) => (event.type === "SessionDeleted" ? [event.data.sessionId] : []));
    const standing = standingMarks(events);
    const kept = [...standing.values()].flatMap((row) => (row ? [row] : []));
    const withdrawn = [...standing].flatMap(([id, row]) => (row ? [] : [id]));
    if (kept.length > 0) await trx.withSchema(schema).into("attendance_marks").insert(kept).onConflict("id").merge();
    if (withdrawn.length > 0) await trx.withSchema(schema).from("attendance_marks").whereIn("id", withdrawn).delete();
    if (deleted.length > 0) await trx.withSchema(schema).from("attendance_marks").whereIn("session_id", deleted).delete();
    if (!announcing || events.length === 0) return;
    // The register itself is staff's: no participant hears of it. The staff home counts who came (its reach, its
    // response rates: issue 29), and so does Manage Session's 'Responses: X out of Y': they hear of it too,
    // as do the marked participants' own session screens (their certificates wait for their attendance).
    const sessions = [...new Set(events.map((event) => event.data.sessionId))];
    await announceSessionChanges({ trx, schema, announce }, { sessions, dashboard: true, topic: "attendance" });
    await announceSessionChanges({ trx, schema, announce }, { sessions, dashboard: false, participants: markedParticipants(events) });
  },
};
