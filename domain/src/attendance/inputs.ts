import { Schema } from "effect";
import { Email, IsoDate, Uuid, oneOf, requiredField } from "../shared/fields";
import { saying } from "../shared/fieldMessage";
import { ATTENDANCE_MARKS } from "./events";

// What the register's endpoints accept (issue 29), each field with its message.

/** The marks a trainer may put on the register: one of the two, or withdraw one made by mistake. */
export const REGISTER_MARKS = [...ATTENDANCE_MARKS, "notRecorded"] as const;

/** A roster entry's key as the register answers it: an account's id or an address's index name. */
const PersonKey = Schema.String.annotations(saying("attendance.noSuchAttendee")).pipe(
  Schema.pattern(/^[A-Za-z0-9_.:-]{1,120}$/, saying("attendance.noSuchAttendee")),
);

const CommandId = Uuid.annotations(saying("attendance.badCommandId"));

/** POST /api/sessions/:sessionId/attendance: one tick on the register (sent again with the same id, it records nothing). */
export const MarkAttendanceInput = Schema.Struct({
  sessionDate: requiredField(IsoDate),
  personKey: requiredField(PersonKey),
  mark: requiredField(oneOf(REGISTER_MARKS)),
  commandId: requiredField(CommandId),
});
export type MarkAttendanceInput = typeof MarkAttendanceInput.Type;

/** POST /api/sessions/:sessionId/attendance/walk-in: someone at the door, registered and marked as come. */
export const WalkInInput = Schema.Struct({
  sessionDate: requiredField(IsoDate),
  email: requiredField(Email),
  commandId: requiredField(CommandId),
});
export type WalkInInput = typeof WalkInInput.Type;

/** A check-in code's token: what the QR code's link carries. */
export const CheckInToken = Schema.String.annotations(saying("attendance.codeInvalid")).pipe(
  Schema.pattern(/^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{1,64}$/, saying("attendance.codeInvalid")),
);

/**
 * POST /api/check-in: the participant who opened the QR code's link checks in. `commandId` is the page's,
 * one per page load: sent again (a remount, a retry) it is the same check-in. Optional, so a page loaded
 * before it was sent still checks in (any id then).
 */
export const CheckInInput = Schema.Struct({ token: requiredField(CheckInToken), commandId: Schema.optional(CommandId) });
export type CheckInInput = typeof CheckInInput.Type;
