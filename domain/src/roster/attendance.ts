import { Schema } from "effect";
import { defineEvent } from "../shared/events";
import type { RosterEvent } from "./events";

// A participant's registration index (stream registrationIndexStream): which sessions' registered lists name
// their account. Appended with the roster events it follows, in the same append. Schema versions 1 and 2
// stored its events as AttendanceRecorded / AttendanceEnded; the upcasters in events.ts read them so.

/**
 * What wrote an index entry: a roster change, in the same append (`roster`), or `npm run
 * backfill-attendance` catching up with rosters from before the index (`backfill`). Schema version 1
 * had no source: those were all written with roster changes, and the upcaster in events.ts says so.
 */
const AttendanceSource = Schema.Literal("roster", "backfill");
type AttendanceSource = typeof AttendanceSource.Type;

const attendanceFields = { participantId: Schema.String, sessionId: Schema.String, source: AttendanceSource };

/** The participant's account joined a session's registered list. */
export const RegistrationIndexed = defineEvent("RegistrationIndexed", attendanceFields);

/** The participant's account left a session's registered list. */
export const RegistrationUnindexed = defineEvent("RegistrationUnindexed", attendanceFields);

export const RegistrationIndexEvent = Schema.Union(RegistrationIndexed, RegistrationUnindexed);
export type RegistrationIndexEvent = typeof RegistrationIndexEvent.Type;

/** What a roster decision changes in each named participant's index, in the order it happened. */
export const attendanceChanges = (
  events: ReadonlyArray<RosterEvent>,
): ReadonlyArray<{ readonly participantId: string; readonly events: ReadonlyArray<RegistrationIndexEvent> }> => {
  const byParticipant = new Map<string, RegistrationIndexEvent[]>();
  const add = (participantId: string, event: RegistrationIndexEvent) => byParticipant.set(participantId, [...(byParticipant.get(participantId) ?? []), event]);
  for (const event of events) {
    if (event.type === "AttendeeRegistered" && event.data.participantId)
      add(event.data.participantId, {
        type: "RegistrationIndexed",
        data: { participantId: event.data.participantId, sessionId: event.data.sessionId, source: "roster" },
      });
    if (event.type === "AttendeeRemoved" && event.data.participantId)
      add(event.data.participantId, {
        type: "RegistrationUnindexed",
        data: { participantId: event.data.participantId, sessionId: event.data.sessionId, source: "roster" },
      });
  }
  return [...byParticipant].map(([participantId, changes]) => ({ participantId, events: changes }));
};

/** The sessions the index says the participant is registered on, in the order they joined. */
export const attendedSessions = (events: ReadonlyArray<RegistrationIndexEvent>): ReadonlyArray<string> =>
  events.reduce<string[]>(
    (sessions, event) =>
      event.type === "RegistrationIndexed"
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
export const attendanceCorrections = (participantId: string, onRosters: ReadonlyArray<string>, indexed: ReadonlyArray<string>): RegistrationIndexEvent[] => [
  ...onRosters
    .filter((sessionId) => !indexed.includes(sessionId))
    .map((sessionId): RegistrationIndexEvent => ({ type: "RegistrationIndexed", data: { participantId, sessionId, source: "backfill" } })),
  ...indexed
    .filter((sessionId) => !onRosters.includes(sessionId))
    .map((sessionId): RegistrationIndexEvent => ({ type: "RegistrationUnindexed", data: { participantId, sessionId, source: "backfill" } })),
];
