import { Schema } from "effect";
import { IsoInstant } from "../shared/answers";
import { ATTENDANCE_MARKS } from "./events";

// What the register's endpoints answer (issue 29).

const MarkAnswer = Schema.Literal(...ATTENDANCE_MARKS, "notRecorded");

/** POST attendance / walk-in: the mark now standing (a repeated tick answers the same, recording nothing). */
export const MarkedAnswer = Schema.Struct({
  sessionDate: Schema.String,
  personKey: Schema.String,
  mark: MarkAnswer,
  /** False when the register already said so (a repeat): nothing was recorded. */
  recorded: Schema.Boolean,
});

/** POST /api/check-in: the date the caller is checked in for. */
export const CheckedInAnswer = Schema.Struct({
  sessionId: Schema.String,
  shortId: Schema.String,
  sessionDate: Schema.String,
  /** True when they were already checked in for that date. */
  alreadyCheckedIn: Schema.Boolean,
});
export type CheckedInAnswer = typeof CheckedInAnswer.Type;

/** GET /api/sessions/:id/register: each registered attendee's mark on each of the session's dates. */
export const RegisterAnswer = Schema.Struct({
  sessionId: Schema.String,
  dates: Schema.Array(Schema.Struct({ sessionDate: Schema.String, startTime: Schema.NullOr(Schema.String), endTime: Schema.NullOr(Schema.String) })),
  /** The date whose register is open now, or today's, else null (the screen opens on it). */
  today: Schema.NullOr(Schema.String),
  attendees: Schema.Array(
    Schema.Struct({
      personKey: Schema.String,
      email: Schema.NullOr(Schema.String),
      name: Schema.NullOr(Schema.String),
      participantId: Schema.NullOr(Schema.String),
      /** sessionDate → the mark standing; a date without one is not recorded. */
      marks: Schema.Record({ key: Schema.String, value: Schema.Literal(...ATTENDANCE_MARKS) }),
    }),
  ),
});
export type RegisterAnswer = typeof RegisterAnswer.Type;

/** GET /api/sessions/:id/check-in-code: the code of the date being checked in now, or null when no date is today. */
export const CheckInCodeAnswer = Schema.Struct({
  code: Schema.NullOr(
    Schema.Struct({
      sessionDate: Schema.String,
      /** The path the QR code links to (the web app's check-in page), after the app's origin. */
      path: Schema.String,
      opensAt: IsoInstant,
      closesAt: IsoInstant,
    }),
  ),
});
export type CheckInCodeAnswer = typeof CheckInCodeAnswer.Type;
