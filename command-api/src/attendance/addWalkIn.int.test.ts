import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, en, registerStream, rosterStream } from "@wellbeing/domain";
import { newId } from "../infrastructure/commandContext";
import { answer, appended, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { DURING_THE_SESSION, REGISTER_DAY, attendanceStory } from "../testing/attendanceStory";

// POST /api/sessions/:sessionId/attendance/walk-in: someone came without registering (issue 29).

const spec = useCommandSpecification({ now: DURING_THE_SESSION });
const url = (sessionId: string) => `/api/sessions/${sessionId}/attendance/walk-in`;

describe("POST attendance/walk-in (addWalkIn)", () => {
  it("given an address with no account, when the trainer adds it as a walk-in, then it is registered, marked as come and invited by e-mail; sent again, nothing is doubled", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const { sessionId } = story.session;
    const email = `walk-in-${newId().slice(-8)}@example.org`;
    const body = { sessionDate: REGISTER_DAY, email: ` ${email.toUpperCase()} `, commandId: newId() };
    await spec
      .given(...story.streams)
      .when({ method: "POST", url: url(sessionId), body, as: story.trainer.as })
      .then(
        answer(200, { sessionDate: REGISTER_DAY, personKey: expect.any(String), mark: "attended", recorded: true }),
        appended(registerStream(sessionId), {
          type: "AttendanceRecorded",
          data: expect.objectContaining({
            sessionDate: REGISTER_DAY,
            participantId: null,
            method: "walkIn",
            recordedBy: story.trainer.userId,
            recordedAs: "trainer",
          }),
        }),
        async ({ store }) => {
          const roster = await store.readStream(rosterStream(sessionId));
          expect(roster.map((event) => event.type)).toEqual(["AttendeeRegistered", "AttendeeRegistered"]);
          expect(roster[1]?.data).toEqual(expect.objectContaining({ selfRegistered: false, registeredBy: story.trainer.userId, confirmedCount: 2 }));
        },
      );
    const invitation = await spec.mail.waitFor((mail) => mail.to.includes(email));
    expect(invitation.subject).toBeTruthy();
    await spec
      .given()
      .when({ method: "POST", url: url(sessionId), body, as: story.trainer.as })
      .then(answer(200, { sessionDate: REGISTER_DAY, personKey: expect.any(String), mark: "attended", recorded: false }), nothingAppended());
    expect(spec.mail.messages().filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it("given a participant with an account who came without registering, when the trainer adds them, then they are registered and marked as come, with no invitation", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const { sessionId } = story.session;
    await spec
      .given(...story.streams)
      .when({ method: "POST", url: url(sessionId), body: { sessionDate: REGISTER_DAY, email: story.ben.email, commandId: newId() }, as: story.lead.as })
      .then(answer(200, { sessionDate: REGISTER_DAY, personKey: story.ben.userId, mark: "attended", recorded: true }));
    expect(spec.mail.messages().filter((mail) => mail.to.includes(story.ben.email))).toEqual([]);
  });

  it("given a participant or a trainer of another session, or a bad address, when they add a walk-in, then it is refused and nothing is appended", async () => {
    const story = attendanceStory(spec.deps, spec.now);
    const body = { sessionDate: REGISTER_DAY, email: "someone@example.org", commandId: newId() };
    await spec
      .given(...story.streams)
      .when({ method: "POST", url: url(story.session.sessionId), body, as: story.ana.as })
      .then(answer(403), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: url(story.session.sessionId), body, as: story.otherTrainer.as })
      .then(answer(403), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: url(story.session.sessionId), body: { ...body, email: "not an address" }, as: story.trainer.as })
      .then(answer(400), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: url(story.session.sessionId), body: { ...body, sessionDate: "2026-12-05" }, as: story.trainer.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { sessionDate: en.attendance.notASessionDate }));
  });
});
