import { defineContract, idParams, requestPart } from "../http/contract";
import { sessionIdParams } from "../sessions/contracts";
import { CheckInCodeAnswer, CheckedInAnswer, MarkedAnswer, RegisterAnswer } from "./answers";
import { CheckInInput, MarkAttendanceInput, WalkInInput } from "./inputs";

// The HTTP contracts of the register (issue 29): staff who may manage a session keep its register; a
// registered participant checks in by the QR code.

export const registerContract = defineContract({
  method: "GET",
  path: "/api/sessions/:id/register",
  readModels: ["sessions", "users", "roster", "attendance"],
  summary: "A session's register: each registered attendee's attendance on each of its dates",
  audience: "staff",
  params: idParams("session"),
  answer: RegisterAnswer,
});

export const checkInCodeContract = defineContract({
  method: "GET",
  path: "/api/sessions/:id/check-in-code",
  readModels: ["sessions"],
  summary: "The check-in code (the QR code's link) of the session's date today, valid from 30 minutes before its start to its end",
  audience: "staff",
  params: idParams("session"),
  answer: CheckInCodeAnswer,
});

export const markAttendanceContract = defineContract({
  method: "POST",
  path: "/api/sessions/:sessionId/attendance",
  summary: "Tick a registered attendee as come or a no-show on one of the session's dates, or withdraw a tick (idempotent by command id)",
  audience: "staff",
  params: sessionIdParams,
  body: requestPart(MarkAttendanceInput),
  answer: MarkedAnswer,
});

export const walkInContract = defineContract({
  method: "POST",
  path: "/api/sessions/:sessionId/attendance/walk-in",
  summary: "Register someone who came without registering, by e-mail, mark them as come, and invite them to make an account",
  audience: "staff",
  params: sessionIdParams,
  body: requestPart(WalkInInput),
  answer: MarkedAnswer,
  also: [502],
});

export const checkInContract = defineContract({
  method: "POST",
  path: "/api/check-in",
  summary: "The calling participant checks in by a session date's check-in code",
  audience: "participant",
  body: requestPart(CheckInInput),
  answer: CheckedInAnswer,
});

export const ATTENDANCE_CONTRACTS = [registerContract, checkInCodeContract, markAttendanceContract, walkInContract, checkInContract] as const;
