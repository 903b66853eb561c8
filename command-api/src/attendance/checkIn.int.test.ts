import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, en, registerStream } from "@wellbeing/domain";
import { answer, appended, nothingAppended, refused, useCommandSpecification, type Sender } from "../testing/commandSpecification";
import { givenSession } from "../testing/givenStreams";
import { DURING_THE_SESSION, REGISTER_DAY, attendanceStory } from "../testing/attendanceStory";

// POST /api/check-in: a registered participant checks in by the QR code the trainer shows (issue 29).

const spec = useCommandSpecification({ now: DURING_THE_SESSION });
const checkIn = (token: string, as?: Sender) => ({
  method: "POST" as const,
  url: "/api/check-in",
  body: { token },
  as,
});
const codeInvalid = { token: en.attendance.codeInvalid };
const codeNotNow = { token: en.attendance.codeNotNow };

describe("POST /api/check-in (checkIn)", () => {
  it("given a registered participant and today's code, when they open its link, then they are recorded as come by themself; opened again, they are already checked in and nothing is appended", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const { sessionId, shortId } = story.session;
    const token = spec.deps.checkInTokens.tokenFor({ sessionId, sessionDate: REGISTER_DAY });
    await spec
      .given(...story.streams)
      .when(checkIn(token, story.ana.as))
      .then(
        answer(200, { sessionId, shortId, sessionDate: REGISTER_DAY, alreadyCheckedIn: false }),
        appended(registerStream(sessionId), {
          type: "AttendanceRecorded",
          data: {
            sessionId,
            sessionDate: REGISTER_DAY,
            personKey: story.ana.userId,
            participantId: story.ana.userId,
            recordedBy: story.ana.userId,
            recordedAs: "self",
            method: "qr",
            commandId: expect.any(String),
            recordedAt: spec.now.toISOString(),
          },
        }),
      );
    await spec
      .given()
      .when(checkIn(token, story.ana.as))
      .then(answer(200, { sessionId, shortId, sessionDate: REGISTER_DAY, alreadyCheckedIn: true }), nothingAppended());
  });

  it("given a check-in page's command id, when the same id is sent twice (a remount, a retry), then both answer checked in and one event is appended; another id after it is already checked in", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const { sessionId, shortId } = story.session;
    const token = spec.deps.checkInTokens.tokenFor({ sessionId, sessionDate: REGISTER_DAY });
    const commandId = crypto.randomUUID();
    const withId = (id: string) => ({ ...checkIn(token, story.ana.as), body: { token, commandId: id } });
    const checkedIn = { sessionId, shortId, sessionDate: REGISTER_DAY, alreadyCheckedIn: false };
    await spec
      .given(...story.streams)
      .when(withId(commandId))
      .then(
        answer(200, checkedIn),
        appended(registerStream(sessionId), { type: "AttendanceRecorded", data: expect.objectContaining({ personKey: story.ana.userId, commandId }) }),
      );
    await spec.given().when(withId(commandId)).then(answer(200, checkedIn), nothingAppended());
    await spec
      .given()
      .when(withId(crypto.randomUUID()))
      .then(answer(200, { ...checkedIn, alreadyCheckedIn: true }), nothingAppended());
  });

  it("given a command id that checked one participant in, when someone not registered sends the same id, then they are told they are not registered (403) and nothing is appended: an id is a repeat only for the mark it made", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const { sessionId } = story.session;
    const token = spec.deps.checkInTokens.tokenFor({ sessionId, sessionDate: REGISTER_DAY });
    const commandId = crypto.randomUUID();
    await spec
      .given(...story.streams)
      .when({ ...checkIn(token, story.ana.as), body: { token, commandId } })
      .then(
        answer(200, expect.objectContaining({ alreadyCheckedIn: false })),
        appended(registerStream(sessionId), { type: "AttendanceRecorded", data: expect.objectContaining({ personKey: story.ana.userId, commandId }) }),
      );
    await spec
      .given()
      .when({ ...checkIn(token, story.ben.as), body: { token, commandId } })
      .then(refused(403, en.attendance.notRegistered), nothingAppended());
  });

  it("given a command id that is not one, when the page sends it, then it is refused (400) with the field's message and nothing is appended", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const token = spec.deps.checkInTokens.tokenFor({ sessionId: story.session.sessionId, sessionDate: REGISTER_DAY });
    await spec
      .given(...story.streams)
      .when({ ...checkIn(token, story.ana.as), body: { token, commandId: "not-an-id" } })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { commandId: en.attendance.badCommandId }), nothingAppended());
  });

  it("given a participant not registered for the session, when they open the code's link, then they are told so (403) and nothing is appended", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const token = spec.deps.checkInTokens.tokenFor({ sessionId: story.session.sessionId, sessionDate: REGISTER_DAY });
    await spec
      .given(...story.streams)
      .when(checkIn(token, story.ben.as))
      .then(refused(403, en.attendance.notRegistered), nothingAppended());
  });

  it("given the session's trainer or nobody logged in, when they open the code's link, then it is refused and nothing is appended", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const token = spec.deps.checkInTokens.tokenFor({ sessionId: story.session.sessionId, sessionDate: REGISTER_DAY });
    await spec
      .given(...story.streams)
      .when(checkIn(token, story.trainer.as))
      .then(answer(403), nothingAppended());
    await spec.given().when(checkIn(token)).then(answer(401), nothingAppended());
  });

  it("given a code made up, or signed for one session and moved to another, when it is opened, then it is not valid (400) and nothing is appended", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const token = spec.deps.checkInTokens.tokenFor({ sessionId: story.session.sessionId, sessionDate: REGISTER_DAY });
    const [subject, mac] = token.split(".");
    const other = Buffer.from(`${story.ben.userId}/${REGISTER_DAY}`).toString("base64url");
    await spec
      .given(...story.streams)
      .when(checkIn(`${other}.${mac}`, story.ana.as))
      .then(refused(400, PRODUCT_TEXTS.invalidInput, codeInvalid), nothingAppended());
    await spec
      .given()
      .when(checkIn(`${subject}.${"A".repeat(32)}`, story.ana.as))
      .then(refused(400, PRODUCT_TEXTS.invalidInput, codeInvalid), nothingAppended());
    await spec
      .given()
      .when(checkIn("not a token", story.ana.as))
      .then(refused(400, PRODUCT_TEXTS.invalidInput, codeInvalid), nothingAppended());
  });

  it("given yesterday's code (a photo kept), or a code for a date that is not the session's, when it is opened today, then it does not work now (400) and nothing is appended", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const yesterday = givenSession(spec.now, { scheduledBy: story.trainer.userId, trainerIds: [story.trainer.userId], sessionDate: "2026-11-30" });
    await spec
      .given(...story.streams, yesterday.stream)
      .when(checkIn(spec.deps.checkInTokens.tokenFor({ sessionId: yesterday.sessionId, sessionDate: "2026-11-30" }), story.ana.as))
      .then(refused(400, PRODUCT_TEXTS.invalidInput, codeNotNow), nothingAppended());
    await spec
      .given()
      .when(checkIn(spec.deps.checkInTokens.tokenFor({ sessionId: story.session.sessionId, sessionDate: "2026-12-02" }), story.ana.as))
      .then(refused(400, PRODUCT_TEXTS.invalidInput, codeNotNow), nothingAppended());
  });
});

describe("POST /api/check-in before the window", () => {
  const early = useCommandSpecification({ now: new Date("2026-12-01T09:29:00Z") });

  it("given today's code, when it is opened 31 minutes before the start, then it does not work yet and nothing is appended", async () => {
    const story = attendanceStory(early.deps, early.now);
    const token = early.deps.checkInTokens.tokenFor({ sessionId: story.session.sessionId, sessionDate: REGISTER_DAY });
    await early
      .given(...story.streams)
      .when(checkIn(token, story.ana.as))
      .then(refused(400, PRODUCT_TEXTS.invalidInput, codeNotNow), nothingAppended());
  });
});
