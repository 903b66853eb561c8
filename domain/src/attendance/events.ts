import { Schema } from "effect";
import { ROLES } from "../roles";
import { Instant, defineEvent } from "../shared/events";
import { defineSliceEvents } from "../slice";

// A session's register (issue 29): who came to each of its dates. One stream per session
// (registerStream), so one decision holds the whole register and a repeated tick records nothing.
// A person is named by their roster entry's key (and account, when they have one): no address or
// name is in these events, so erasing a person leaves nothing personal here.

/** What a mark on the register says: the person came, or did not. */
export const ATTENDANCE_MARKS = ["attended", "noShow"] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** How a mark was made: the participant scanned the check-in code, staff ticked the register, or staff added them at the door. */
export const ATTENDANCE_METHODS = ["qr", "register", "walkIn"] as const;
export type AttendanceMethod = (typeof ATTENDANCE_METHODS)[number];

/** Who made a mark: staff acting in a role, or the participant themself (`self`, a QR check-in). */
export const RecordedAs = Schema.Literal(...ROLES, "self");
export type RecordedAs = typeof RecordedAs.Type;

const markFields = {
  sessionId: Schema.String,
  /** The session date the mark is for (YYYY-MM-DD, one of the session's `dates[].sessionDate`). */
  sessionDate: Schema.String,
  /** The roster entry's key (see RosterEvent's personKey). */
  personKey: Schema.String,
  participantId: Schema.NullOr(Schema.String),
  /** The user who made the mark (the participant themself for a QR check-in). */
  recordedBy: Schema.String,
  recordedAs: RecordedAs,
  method: Schema.Literal(...ATTENDANCE_METHODS),
  /** The id the sender gave the command (a phone's queued tick): the same id again records nothing. */
  commandId: Schema.String,
  recordedAt: Instant,
};

/** The person came to the session on that date. */
export const AttendanceRecorded = defineEvent("AttendanceRecorded", markFields);

/** The person did not come on that date (their place may then be released by removing them). */
export const NoShowRecorded = defineEvent("NoShowRecorded", markFields);

/** A mark already made changed: to the other mark, or withdrawn (`notRecorded`). */
export const AttendanceCorrected = defineEvent("AttendanceCorrected", {
  ...markFields,
  from: Schema.Literal(...ATTENDANCE_MARKS),
  to: Schema.Literal(...ATTENDANCE_MARKS, "notRecorded"),
});

export const AttendanceEvent = Schema.Union(AttendanceRecorded, NoShowRecorded, AttendanceCorrected);
export type AttendanceEvent = typeof AttendanceEvent.Type;

/** What the attendance slice records, for its slice value and sliceEvents.ts. */
export const attendanceSliceEvents = defineSliceEvents({ events: [AttendanceEvent] });
