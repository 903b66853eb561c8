import { afterAll, beforeAll, describe, it } from "vitest";
import { PRODUCT_TEXTS, ROSTER_TEXTS, rosterStream } from "@wellbeing/domain";
import { answer, appended, nothingAppended, refused, startCommandSpecification, type CommandSpecification } from "../testing/commandSpecification";
import { attendeeEvaluationRecorded, attendeeRegistered, givenRoster } from "../testing/givenRoster";
import { givenAccount, givenSession } from "../testing/givenStreams";

let spec: CommandSpecification;

beforeAll(async () => {
  spec = await startCommandSpecification();
});

afterAll(async () => {
  await spec?.stop();
});

/** An admin, a session they scheduled, and a participant with a proven address. */
const story = () => {
  const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
  const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
  const session = givenSession(spec.now, { scheduledBy: admin.userId, trainerIds: [admin.userId] });
  const anaOnRoster = { personKey: ana.userId, email: ana.email, participantId: ana.userId };
  return { admin, ana, anaOnRoster, session, url: `/api/sessions/${session.sessionId}/attendeesList` };
};

describe("PATCH attendeesList (saveAttendeesList)", () => {
  it("given a session, when an admin saves the registered list, then each address is registered: under the account of a proven address, else under the address", async () => {
    const { admin, ana, session, url } = story();
    const stranger = "stranger@example.org";
    const participantsEmails = [{ email: ana.email }, { email: stranger }];
    await spec
      .given(...admin.streams, ...ana.streams, session.stream)
      .when({ method: "PATCH", url, body: { participantsEmails, status: "confirmed" }, as: admin.as })
      .then(
        answer(200, { participantsEmails, status: "confirmed" }),
        appended(
          rosterStream(session.sessionId),
          attendeeRegistered(session.sessionId, { personKey: ana.userId, email: ana.email, participantId: ana.userId }, { registeredBy: admin.userId, at: spec.now, confirmedCount: 1 }),
          attendeeRegistered(
            session.sessionId,
            { personKey: spec.deps.emailIndex.streamOf(stranger), email: stranger, participantId: null },
            { registeredBy: admin.userId, at: spec.now, confirmedCount: 2 },
          ),
        ),
      );
  });

  it("given an attendee who completed the post-session evaluation, when staff save a list without them, then it is refused with the specification's message and nothing is appended", async () => {
    const { admin, ana, anaOnRoster, session, url } = story();
    await spec
      .given(
        ...admin.streams,
        ...ana.streams,
        session.stream,
        givenRoster(
          session.sessionId,
          attendeeRegistered(session.sessionId, anaOnRoster, { registeredBy: ana.userId, at: spec.now, confirmedCount: 1 }),
          attendeeEvaluationRecorded(session.sessionId, anaOnRoster, "post"),
        ),
      )
      .when({ method: "PATCH", url, body: { participantsEmails: [], status: "confirmed" }, as: admin.as })
      .then(refused(409, ROSTER_TEXTS.evaluatedCannotBeRemoved([ana.email]), { participantsEmails: ROSTER_TEXTS.evaluatedCannotBeRemoved([ana.email]) }), nothingAppended());
  });

  it("given a session, when a participant saves its list, then it is refused (403) and nothing is appended", async () => {
    const { admin, ana, session, url } = story();
    await spec
      .given(...admin.streams, ...ana.streams, session.stream)
      .when({ method: "PATCH", url, body: { participantsEmails: [{ email: ana.email }], status: "confirmed" }, as: ana.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given a session, when a trainer who does not deliver it saves its invitee list, then it is refused (403) and nothing is appended", async () => {
    const { admin, session, url } = story();
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...admin.streams, ...trainer.streams, session.stream)
      .when({ method: "PATCH", url, body: { participantsEmails: [{ email: "someone@example.org" }], status: "new" }, as: trainer.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });
});
