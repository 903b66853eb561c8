import { Either } from "effect";
import { message } from "../i18n/translate";
import type { Decider } from "../shared/decider";
import { Conflict, NotAllowed, ValidationFailed, type DomainError } from "../shared/domainError";
import type { AttendanceCommand } from "./commands";
import type { AttendanceEvent } from "./events";
import { emptyRegister, evolveRegister, isResent, markKey, type RegisterState } from "./register";

/**
 * A session's register: only a registered attendee is marked, on one of the session's dates; one mark
 * per person and date, so ticking again (or a phone sending a queued tick twice) records nothing;
 * changing or withdrawing a mark needs one to change.
 */
export const attendanceDecider: Decider<AttendanceCommand, AttendanceEvent, RegisterState, DomainError> = {
  initialState: emptyRegister,
  evolve: evolveRegister,
  decide: (command, state) => {
    // Only the same command sent again (same id, person and date) is a repeat: an id known for another mark is decided afresh.
    if (isResent(state, command.commandId, command.sessionDate, command.personKey)) return Either.right([]);
    if (!command.sessionDates.includes(command.sessionDate))
      return Either.left(new ValidationFailed({ fields: { sessionDate: message("attendance.notASessionDate") } }));
    if (!command.registered) return Either.left(new NotAllowed({ reason: message("attendance.notRegistered") }));
    const standing = state.marks[markKey(command.sessionDate, command.personKey)];
    if (standing === command.mark) return Either.right([]);
    const data = {
      sessionId: command.sessionId,
      sessionDate: command.sessionDate,
      personKey: command.personKey,
      participantId: command.participantId,
      recordedBy: command.recordedBy,
      recordedAs: command.recordedAs,
      method: command.method,
      commandId: command.commandId,
      recordedAt: command.now,
    };
    if (standing !== undefined) return Either.right([{ type: "AttendanceCorrected", data: { ...data, from: standing, to: command.mark } }]);
    if (command.mark === "notRecorded") return Either.left(new Conflict({ reason: message("attendance.nothingToCorrect") }));
    return Either.right([command.mark === "attended" ? { type: "AttendanceRecorded", data } : { type: "NoShowRecorded", data }]);
  },
};
