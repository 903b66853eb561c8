import { describe, it } from "vitest";
import { message } from "../i18n/translate";
import { givenWhenThen } from "../testing/givenWhenThen";
import { attendanceDecider } from "./decider";
import type { MarkAttendance } from "./commands";
import type { AttendanceEvent } from "./events";

const { given } = givenWhenThen(attendanceDecider);
const now = "2026-12-01T09:40:00.000Z";
const SESSION = "session-1";
const DAY_1 = "2026-12-01";
const DAY_2 = "2026-12-08";

const mark = (overrides: Partial<MarkAttendance> = {}): MarkAttendance => ({
  type: "MarkAttendance",
  sessionId: SESSION,
  sessionDate: DAY_1,
  personKey: "ana",
  participantId: "user-ana",
  mark: "attended",
  method: "register",
  recordedBy: "trainer-1",
  recordedAs: "trainer",
  commandId: "command-1",
  registered: true,
  sessionDates: [DAY_1, DAY_2],
  now,
  ...overrides,
});

const dataOf = (command: MarkAttendance) => ({
  sessionId: command.sessionId,
  sessionDate: command.sessionDate,
  personKey: command.personKey,
  participantId: command.participantId,
  recordedBy: command.recordedBy,
  recordedAs: command.recordedAs,
  method: command.method,
  commandId: command.commandId,
  recordedAt: command.now,
});
const recorded = (command: MarkAttendance): AttendanceEvent => ({ type: "AttendanceRecorded", data: dataOf(command) });
const noShow = (command: MarkAttendance): AttendanceEvent => ({ type: "NoShowRecorded", data: dataOf(command) });

describe("the register: marking attendance", () => {
  it("given an empty register, when the trainer ticks a registered attendee as come, then their attendance is recorded with who recorded it and how", () => {
    given().when(mark()).then(recorded(mark()));
  });

  it("given an empty register, when a registered participant checks in by the QR code, then they are recorded as come by themself", () => {
    const checkIn = mark({ method: "qr", recordedAs: "self", recordedBy: "user-ana" });
    given().when(checkIn).then(recorded(checkIn));
  });

  it("given an empty register, when the trainer marks a no-show, then the no-show is recorded", () => {
    given()
      .when(mark({ mark: "noShow" }))
      .then(noShow(mark({ mark: "noShow" })));
  });

  it("given a recorded attendance, when it is ticked again (another tick, another id), then nothing is recorded: one record per person and date", () => {
    given(recorded(mark()))
      .when(mark({ commandId: "command-2" }))
      .then();
  });

  it("given a recorded attendance, when a phone sends the same command again, then nothing is recorded, even if a later tick changed the mark", () => {
    const changed = mark({ mark: "noShow", commandId: "command-2" });
    given(recorded(mark()), { type: "AttendanceCorrected", data: { ...dataOf(changed), from: "attended", to: "noShow" } })
      .when(mark())
      .then();
  });

  it("given attendance recorded by a command, when the same id comes for another date, then it is decided afresh and that date is recorded: an id repeats only the mark it made", () => {
    given(recorded(mark()))
      .when(mark({ sessionDate: DAY_2 }))
      .then(recorded(mark({ sessionDate: DAY_2 })));
  });

  it("given attendance on the first date, when the same person is ticked on the second date, then that date is recorded too", () => {
    given(recorded(mark()))
      .when(mark({ sessionDate: DAY_2, commandId: "command-2" }))
      .then(recorded(mark({ sessionDate: DAY_2, commandId: "command-2" })));
  });

  it("given a recorded attendance, when the trainer marks a no-show instead, then the mark is corrected", () => {
    const correction = mark({ mark: "noShow", commandId: "command-2" });
    given(recorded(mark()))
      .when(correction)
      .then({ type: "AttendanceCorrected", data: { ...dataOf(correction), from: "attended", to: "noShow" } });
  });

  it("given a no-show, when the participant checks in late by the QR code, then the mark is corrected to come", () => {
    const late = mark({ method: "qr", recordedAs: "self", recordedBy: "user-ana", commandId: "command-2" });
    given(noShow(mark({ mark: "noShow" })))
      .when(late)
      .then({ type: "AttendanceCorrected", data: { ...dataOf(late), from: "noShow", to: "attended" } });
  });

  it("given a recorded attendance, when the trainer clears it, then it is withdrawn; with no mark there is nothing to clear", () => {
    const clear = mark({ mark: "notRecorded", commandId: "command-2" });
    given(recorded(mark()))
      .when(clear)
      .then({ type: "AttendanceCorrected", data: { ...dataOf(clear), from: "attended", to: "notRecorded" } });
    given()
      .when(clear)
      .thenFails({ _tag: "Conflict", reason: message("attendance.nothingToCorrect") });
  });

  it("given a withdrawn mark, when the person is ticked again, then a new attendance is recorded", () => {
    const clear = mark({ mark: "notRecorded", commandId: "command-2" });
    given(recorded(mark()), { type: "AttendanceCorrected", data: { ...dataOf(clear), from: "attended", to: "notRecorded" } })
      .when(mark({ commandId: "command-3" }))
      .then(recorded(mark({ commandId: "command-3" })));
  });

  it("given someone not registered for the session, when they are ticked or check in, then it is refused", () => {
    given()
      .when(mark({ registered: false }))
      .thenFails({ _tag: "NotAllowed", reason: message("attendance.notRegistered") });
    given()
      .when(mark({ registered: false, method: "qr", recordedAs: "self" }))
      .thenFails({ _tag: "NotAllowed" });
  });

  it("given a date that is not one of the session's, when a tick names it, then it is refused on the date field", () => {
    given()
      .when(mark({ sessionDate: "2026-12-02" }))
      .thenFails({ _tag: "ValidationFailed", fields: { sessionDate: message("attendance.notASessionDate") } });
  });
});
