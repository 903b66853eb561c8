import { describe, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, rosterStream } from "@wellbeing/domain";
import { answer, appended, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { attendeeEvaluationRecorded, attendeeRegistered, givenRoster } from "../testing/givenRoster";
import { givenAccount, givenSession } from "../testing/givenStreams";
import { ENGLISH_TEXTS } from "@wellbeing/i18n";

const spec = useCommandSpecification();

/** An admin, a session they scheduled (a month away unless said), and a participant with a proven address. */
const story = (daysFromNow = 30) => {
  const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
  const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
  const session = givenSession(spec.now, { scheduledBy: admin.userId, trainerIds: [admin.userId], daysAhead: daysFromNow });
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
          attendeeRegistered(
            session.sessionId,
            { personKey: ana.userId, email: ana.email, participantId: ana.userId },
            { registeredBy: admin.userId, at: spec.now, confirmedCount: 1 },
          ),
          attendeeRegistered(
            session.sessionId,
            { personKey: spec.deps.emailIndex.streamOf(stranger), email: stranger, participantId: null },
            { registeredBy: admin.userId, at: spec.now, confirmedCount: 2 },
          ),
        ),
      );
  });

  it("given a session that ended last week, when staff record a late attendee on its registered list, then they are registered (only self-registration closes)", async () => {
    const { admin, ana, session, url } = story(-7);
    await spec
      .given(...admin.streams, ...ana.streams, session.stream)
      .when({ method: "PATCH", url, body: { participantsEmails: [{ email: ana.email }], status: "confirmed" }, as: admin.as })
      .then(
        answer(200, { participantsEmails: [{ email: ana.email }], status: "confirmed" }),
        appended(
          rosterStream(session.sessionId),
          attendeeRegistered(
            session.sessionId,
            { personKey: ana.userId, email: ana.email, participantId: ana.userId },
            { registeredBy: admin.userId, at: spec.now, confirmedCount: 1 },
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
      .then(
        refused(409, ENGLISH_TEXTS.roster.evaluatedCannotBeRemoved([ana.email]), {
          participantsEmails: ENGLISH_TEXTS.roster.evaluatedCannotBeRemoved([ana.email]),
        }),
        nothingAppended(),
      );
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

  it.each(["lead", "admin"] as const)("given a trainer's session, when the trainer's %s saves its invitee list, then it is accepted", async (member) => {
    const lead = givenAccount(spec.deps.emailIndex, spec.now, { role: "localLead" });
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer", localLeadId: lead.userId });
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId] });
    const caller = member === "lead" ? lead : admin;
    await spec
      .given(...lead.streams, ...trainer.streams, ...admin.streams, session.stream)
      .when({
        method: "PATCH",
        url: `/api/sessions/${session.sessionId}/attendeesList`,
        body: { participantsEmails: [{ email: "a@example.org" }], status: "new" },
        as: caller.as,
      })
      .then(answer(200));
  });

  it("given a session, when nobody logged in saves its list, then it is refused (401) and nothing is appended", async () => {
    const { admin, session, url } = story();
    await spec
      .given(...admin.streams, session.stream)
      .when({ method: "PATCH", url, body: { participantsEmails: [{ email: "c@example.org" }], status: "new" } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });

  it("given a session, when its list comes with a bad address or without its fields, then each field gets its message and nothing is appended", async () => {
    const { admin, session, url } = story();
    await spec
      .given(...admin.streams, session.stream)
      .when({ method: "PATCH", url, body: { participantsEmails: [{ email: "ok@example.org" }, { email: "nope" }], status: "new" }, as: admin.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { "participantsEmails.1.email": VALIDATION.invalidEmail }), nothingAppended());
    await spec
      .given()
      .when({ method: "PATCH", url, body: {}, as: admin.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { participantsEmails: VALIDATION.required, status: VALIDATION.required }), nothingAppended());
  });

  it.each(["0190aaaa-0000-7000-8000-000000000000", "not-a-uuid"])(
    "given no session %s, when a trainer saves its list, then it is not found (404) and nothing is appended",
    async (sessionId) => {
      const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
      await spec
        .given(...trainer.streams)
        .when({
          method: "PATCH",
          url: `/api/sessions/${sessionId}/attendeesList`,
          body: { participantsEmails: [{ email: "a@example.org" }], status: "new" },
          as: trainer.as,
        })
        .then(answer(404), nothingAppended());
    },
  );
});
