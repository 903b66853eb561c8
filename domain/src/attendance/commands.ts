import type { RecordedAs, AttendanceMark, AttendanceMethod } from "./events";

/**
 * Mark one person on one date of a session's register: staff ticking the register (or adding a
 * walk-in), or the participant checking in by the QR code. The handler reads the roster and the
 * session and says what they hold at decision time.
 */
export interface MarkAttendance {
  readonly type: "MarkAttendance";
  readonly sessionId: string;
  readonly sessionDate: string;
  readonly personKey: string;
  readonly participantId: string | null;
  /** `notRecorded` withdraws a mark made by mistake. */
  readonly mark: AttendanceMark | "notRecorded";
  readonly method: AttendanceMethod;
  readonly recordedBy: string;
  readonly recordedAs: RecordedAs;
  readonly commandId: string;
  /** Whether the person is a registered attendee of the session (the roster, at decision time). */
  readonly registered: boolean;
  /** The session's dates (YYYY-MM-DD) as its stream says at decision time. */
  readonly sessionDates: ReadonlyArray<string>;
  readonly now: string;
}

export type AttendanceCommand = MarkAttendance;
