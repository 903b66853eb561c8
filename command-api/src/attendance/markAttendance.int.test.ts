import { describe, it } from "vitest";
import { PRODUCT_TEXTS, en, registerStream } from "@wellbeing/domain";
import { newId } from "../infrastructure/commandContext";
import { answer, appended, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { DURING_THE_SESSION, REGISTER_DAY, attendanceStory, tick } from "../testing/attendanceStory";

// POST /api/sessions/:sessionId/attendance: the trainer's register (issue 29).

const spec = useCommandSpecification({ now: DURING_THE_SESSION });
const at = DURING_THE_SESSION.toISOString();
const url = (sessionId: string) => `/api/sessions/${sessionId}/attendance`;

const markData = (sessionId: string, personKey: string, by: { userId: string; role: string }, commandId: string) => ({
  sessionId,
  sessionDate: REGISTER_DAY,
  personKey,
  participantId: personKey,
  recordedBy: by.userId,
  recordedAs: by.role,
  method: "register",
  commandId,
  recordedAt: at,
});

describe("POST attendance (markAttendance)", () => {
  it("given a registered attendee, when the session's trainer ticks them, then their attendance is recorded with who recorded it; ticked again, nothing more is recorded", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const { sessionId } = story.session;
    const first = newId();
    await spec
      .given(...story.streams)
      .when({ method: "POST", url: url(sessionId), body: tick(story.ana.userId, "attended", first), as: story.trainer.as })
      .then(
        answer(200, { sessionDate: REGISTER_DAY, personKey: story.ana.userId, mark: "attended", recorded: true }),
        appended(registerStream(sessionId), { type: "AttendanceRecorded", data: markData(sessionId, story.ana.userId, story.trainer.as, first) }),
      );
    // Another tick (another id) and the same command again (a phone's retry): both answer as recorded, appending nothing.
    await spec
      .given()
      .when({ method: "POST", url: url(sessionId), body: tick(story.ana.userId, "attended"), as: story.trainer.as })
      .then(answer(200, { sessionDate: REGISTER_DAY, personKey: story.ana.userId, mark: "attended", recorded: false }), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: url(sessionId), body: tick(story.ana.userId, "attended", first), as: story.trainer.as })
      .then(answer(200, { sessionDate: REGISTER_DAY, personKey: story.ana.userId, mark: "attended", recorded: false }), nothingAppended());
  });

  it("given a tick, when the trainer's local lead marks a no-show instead and a queued copy of the first tick arrives after, then the mark is corrected once and stays a no-show", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const { sessionId } = story.session;
    const first = newId();
    const second = newId();
    await spec
      .given(...story.streams)
      .when({ method: "POST", url: url(sessionId), body: tick(story.ana.userId, "attended", first), as: story.trainer.as })
      .then(answer(200));
    await spec
      .given()
      .when({ method: "POST", url: url(sessionId), body: tick(story.ana.userId, "noShow", second), as: story.lead.as })
      .then(
        answer(200, { sessionDate: REGISTER_DAY, personKey: story.ana.userId, mark: "noShow", recorded: true }),
        appended(registerStream(sessionId), {
          type: "AttendanceCorrected",
          data: { ...markData(sessionId, story.ana.userId, story.lead.as, second), from: "attended", to: "noShow" },
        }),
      );
    await spec
      .given()
      .when({ method: "POST", url: url(sessionId), body: tick(story.ana.userId, "attended", first), as: story.trainer.as })
      .then(answer(200, { sessionDate: REGISTER_DAY, personKey: story.ana.userId, mark: "noShow", recorded: false }), nothingAppended());
  });

  it("given an admin, when they mark a no-show, then it is recorded as an admin's", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const { sessionId } = story.session;
    const commandId = newId();
    await spec
      .given(...story.streams)
      .when({ method: "POST", url: url(sessionId), body: tick(story.ana.userId, "noShow", commandId), as: story.admin.as })
      .then(
        answer(200),
        appended(registerStream(sessionId), { type: "NoShowRecorded", data: markData(sessionId, story.ana.userId, story.admin.as, commandId) }),
      );
  });

  it("given a trainer of another session, a participant or nobody logged in, when they tick, then it is refused and nothing is appended", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const body = tick(story.ana.userId, "attended");
    await spec
      .given(...story.streams)
      .when({ method: "POST", url: url(story.session.sessionId), body, as: story.otherTrainer.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: url(story.session.sessionId), body, as: story.ana.as })
      .then(answer(403), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: url(story.session.sessionId), body })
      .then(answer(401), nothingAppended());
  });

  it("given someone not registered, when the trainer ticks them, then it is refused (403) and nothing is appended", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    await spec
      .given(...story.streams)
      .when({ method: "POST", url: url(story.session.sessionId), body: tick(story.ben.userId, "attended"), as: story.trainer.as })
      .then(refused(403, en.attendance.notRegistered), nothingAppended());
  });

  it("given bad input, when the trainer sends it, then each field is refused with its message and nothing is appended", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const send = (body: unknown) => ({ method: "POST" as const, url: url(story.session.sessionId), body, as: story.trainer.as });
    await spec
      .given(...story.streams)
      .when(send({ ...tick(story.ana.userId, "attended"), sessionDate: "2026-12-02" }))
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { sessionDate: en.attendance.notASessionDate }), nothingAppended());
    await spec
      .given()
      .when(send({ ...tick(story.ana.userId, "attended"), commandId: "not-an-id", mark: "maybe" }))
      .then(answer(400), nothingAppended());
    await spec
      .given()
      .when(send({ ...tick(story.ana.userId, "attended"), sessionDate: "01/12/2026" }))
      .then(answer(400), nothingAppended());
    await spec
      .given()
      .when(send({ ...tick(story.ana.userId, "notRecorded") }))
      .then(refused(409, en.attendance.nothingToCorrect), nothingAppended());
  });
});
