import { Either } from "effect";
import {
  attendanceDecider,
  foldEvents,
  isResent,
  markKey,
  registerStream,
  rosterDecider,
  rosterStream,
  findEntry,
  type AttendanceEvent,
  type DomainError,
  type MarkAttendance,
  type ScheduledSession,
} from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend, loadState } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { REGISTRATION_CONTENTION } from "../roster/writes";
import { StreamQueue } from "../roster/streamQueue";

/** One queue per process: a session's register is written by one tick at a time here (a room checking in at once). */
const registerWrites = new StreamQueue();

/** Who is marked: a roster entry, as the caller names it (by key, or as the participant's own). */
export interface PersonOnRoster {
  readonly personKey?: string | null;
  readonly participantId?: string | null;
  readonly email?: string | null;
}

/** A mark as the handler asks for it: the command less what the roster and session say. */
export type MarkRequest = Omit<MarkAttendance, "type" | "sessionId" | "personKey" | "participantId" | "registered" | "sessionDates" | "now">;

/** What a mark left standing on the register, and where it landed (null: nothing recorded). */
export interface Marked {
  readonly sessionDate: string;
  readonly personKey: string;
  readonly mark: "attended" | "noShow" | "notRecorded";
  readonly recorded: boolean;
  /** True when this very command (its id) was recorded before and is sent again: it answers as it did the first time. */
  readonly resent: boolean;
  readonly position: Position | null;
}

/**
 * Marks one person on the session's register: the roster says whether they are a registered attendee,
 * and under which key; the decider does the rest. The roster is read before this process's turn for the
 * register, so a room checking in at once waits for one stream read each, not two (a removal landing in
 * between may still see its person marked: the register lists only those on the roster).
 */
export const markOnRegister = async (
  store: EventStore,
  session: ScheduledSession,
  person: PersonOnRoster,
  request: MarkRequest,
  context: CommandContext,
): Promise<Either.Either<Marked, DomainError>> => {
  const roster = await loadState(store, rosterStream(session.sessionId), rosterDecider);
  return registerWrites.run(registerStream(session.sessionId), async () => {
    const entry = findEntry(roster, person);
    const personKey = entry?.personKey ?? person.personKey ?? person.participantId ?? "";
    const decided = await decideAndAppend({
      store,
      streamId: registerStream(session.sessionId),
      decider: attendanceDecider,
      command: {
        type: "MarkAttendance",
        ...request,
        sessionId: session.sessionId,
        personKey,
        participantId: entry?.participantId ?? null,
        registered: entry?.status === "confirmed",
        sessionDates: session.dates.map((day) => day.sessionDate),
        now: context.now.toISOString(),
      },
      context,
      contention: REGISTRATION_CONTENTION,
    });
    return Either.map(decided, ({ events, position, stream }) => {
      const register = foldEvents(attendanceDecider, stream as AttendanceEvent[]);
      return {
        sessionDate: request.sessionDate,
        personKey,
        mark: register.marks[markKey(request.sessionDate, personKey)] ?? "notRecorded",
        recorded: events.length > 0,
        resent: events.length === 0 && isResent(register, request.commandId, request.sessionDate, personKey),
        position,
      };
    });
  });
};
