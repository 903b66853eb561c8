import { Schema } from "effect";
import { defineEvent } from "../shared/events";
import type { RosterEvent } from "./events";

// A participant's attendance index (stream attendanceStream): which sessions' registered lists name
// their account. Appended with the roster events it follows, in the same append.

/**
 * What wrote an index entry: a roster change, in the same append (`roster`), or `npm run
 * backfill-attendance` catching up with rosters from before the index (`backfill`). Schema version 1
 * had no source: those were all written with roster changes, and the upcaster in events.ts says so.
 */
const AttendanceSource = Schema.Literal("roster", "backfill");
type AttendanceSource = typeof AttendanceSource.Type;

const attendanceFields = { participantId: Schema.String, sessionId: Schema.String, source: AttendanceSource };

/** The participant's account joined a session's registered list. */
export const AttendanceRecorded = defineEvent("AttendanceRecorded", attendanceFields);

/** The participant's account left a session's registered list. */
export const AttendanceEnded = defineEvent("AttendanceEnded", attendanceFields);

export const AttendanceEvent = Schema.Union(AttendanceRecorded, AttendanceEnded);
export type AttendanceEvent = typeof AttendanceEvent.Type;

/** What a roster decision changes in each named participant's index, in the order it happened. */
export const attendanceChanges = (
  events: ReadonlyArray<RosterEvent>,
): ReadonlyArray<{ readonly participantId: string; readonly events: ReadonlyArray<AttendanceEvent> }> => {
  const byParticipant = new Map<string, AttendanceEvent[]>();
  const add = (participantId: string, event: AttendanceEvent) => byParticipant.set(participantId, [...(byParticipant.get(participantId) ?? []), event]);
  for (const event of events) {
    if (event.type === "AttendeeRegistered" && event.data.participantId)
      add(event.data.participantId, {
        type: "AttendanceRecorded",
        data: { participantId: event.data.participantId, sessionId: event.data.sessionId, source: "roster" },
      });
    if (event.type === "AttendeeRemoved" && event.data.participantId)
      add(event.data.participantId, {
        type: "AttendanceEnded",
        data: { participantId: event.data.participantId, sessionId: event.data.sessionId, source: "roster" },
      });
  }
  return [...byParticipant].map(([participantId, changes]) => ({ participantId, events: changes }));
};

/** The sessions the index says the participant is registered on, in the order they joined. */
export const attendedSessions = (events: ReadonlyArray<AttendanceEvent>): ReadonlyArray<string> =>
  events.reduce<string[]>(
    (sessions, event) =>
      event.type === "AttendanceRecorded"
        ? sessions.includes(event.data.sessionId)
          ? sessions
          : [...sessions, event.data.sessionId]
        : sessions.filter((sessionId) => sessionId !== event.data.sessionId),
    [],
  );

/**
 * What an index must record to say what the rosters say: the sessions it lacks joined, the ones it
 * holds in excess ended. Empty when it already agrees.
 */
export const attendanceCorrections = (participantId: string, onRosters: ReadonlyArray<string>, indexed: ReadonlyArray<string>): AttendanceEvent[] => [
  ...onRosters
    .filter((sessionId) => !indexed.includes(sessionId))
    .map((sessionId): AttendanceEvent => ({ type: "AttendanceRecorded", data: { participantId, sessionId, source: "backfill" } })),
  ...indexed
    .filter((sessionId) => !onRosters.includes(sessionId))
    .map((sessionId): AttendanceEvent => ({ type: "AttendanceEnded", data: { participantId, sessionId, source: "backfill" } })),
];
