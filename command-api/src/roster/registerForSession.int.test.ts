import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, ROSTER_TEXTS, registrationIndexStream, programmeDate, rosterStream, userStream } from "@wellbeing/domain";
import { answer, appended, existingStream, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { attendeeRegistered, givenRoster } from "../testing/givenRoster";
import { givenAccount, givenSession } from "../testing/givenStreams";

const spec = useCommandSpecification();

/** A trainer's session (room for `capacity`, a month away unless said) and a participant with a proven address. */
const story = (capacity = 10, daysFromNow = 30, sessionDate?: string) => {
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
  const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
  const session = givenSession(spec.now, {
    scheduledBy: trainer.userId,
    trainerIds: [trainer.userId],
    capacity,
    daysAhead: daysFromNow,
    ...(sessionDate ? { sessionDate } : {}),
  });
  return { trainer, ana, session, url: `/api/sessions/${session.sessionId}/confirm-email` };
};

describe("PATCH confirm-email (registerForSession)", () => {
  it("given a session with room, when a participant registers with their address, then they are registered, their message kept, and the confirmation e-mail goes out and is recorded", async () => {
    const { trainer, ana, session, url } = story();
    const { sessionId } = session;
    const at = spec.now.toISOString();
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream)
      .when({ method: "PATCH", url, body: { email: ana.email, status: "confirmed", message: "Step-free access, please" }, as: ana.as })
      .then(
        answer(200, { confirmedEmail: ana.email, alreadyRegistered: false }),
        appended(
          rosterStream(sessionId),
          attendeeRegistered(
            sessionId,
            { personKey: ana.userId, email: ana.email, participantId: ana.userId },
            { registeredBy: ana.userId, at: spec.now, confirmedCount: 1 },
          ),
          {
            type: "SpecialRequirementsGiven",
            data: { sessionId, personKey: ana.userId, email: ana.email, requirementId: expect.any(String), message: "Step-free access, please", givenAt: at },
          },
          { type: "RegistrationConfirmationSent", data: { sessionId, personKey: ana.userId, sentAt: at } },
        ),
        // Her attendance index follows in the same append: a removal elsewhere finds this session of hers.
        appended(registrationIndexStream(ana.userId), { type: "RegistrationIndexed", data: { participantId: ana.userId, sessionId, source: "roster" } }),
      );
    const confirmation = await spec.mail.waitFor((mail) => mail.to.includes(ana.email));
    expect(confirmation.subject).toContain(ROSTER_TEXTS.confirmationSubject);
    expect(confirmation.attachments.map((attachment) => attachment.filename)).toEqual(["session.ics"]);
    // Issue 25: the pre-course link is hers: what is answered from it counts as hers, logged in or not.
    const linkToken = spec.deps.surveyLinks.tokenFor(sessionId, spec.deps.emailIndex.streamOf(ana.email));
    expect(confirmation.text).toContain(`/survey/${session.shortId}/pre-course?t=${linkToken}`);
  });

  it("given a participant who chose Welsh, when they register, then their confirmation and its calendar file are in Welsh", async () => {
    const { trainer, ana, session, url } = story();
    const choseWelsh = {
      type: "CorrespondenceLanguageChosen" as const,
      data: { userId: ana.userId, language: "cy" as const, chosenAt: spec.now.toISOString() },
    };
    const anaStreams = ana.streams.map((stream) =>
      stream.streamId === userStream(ana.userId) ? { ...stream, events: [...stream.events, choseWelsh] } : stream,
    );
    await spec
      .given(...trainer.streams, ...anaStreams, session.stream)
      .when({ method: "PATCH", url, body: { email: ana.email, status: "confirmed" }, as: ana.as })
      .then(answer(200));
    const confirmation = await spec.mail.waitFor((mail) => mail.to.includes(ana.email));
    expect(confirmation.subject).toBe("Rydych wedi cofrestru: Cwrs safonol: Modiwl 1 & Modiwl 2");
    expect(confirmation.text).not.toContain("You are registered");
    const calendar = confirmation.attachments[0]!.content.toString("utf8").replace(/\r?\n /g, "");
    expect(calendar).toContain("SUMMARY:Cwrs safonol: Modiwl 1 & Modiwl 2");
    expect(calendar).toContain("Manylion y sesiwn: ");
  });

  it("given a session whose last date was yesterday, when a participant registers, then it is refused with the catalogue's message and nothing is appended", async () => {
    // Yesterday in the UK, whatever the hour.
    const { trainer, ana, session, url } = story(10, 0, programmeDate(new Date(spec.now.getTime() - 86_400_000)));
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream)
      .when({ method: "PATCH", url, body: { email: ana.email, status: "confirmed" }, as: ana.as })
      .then(refused(409, ROSTER_TEXTS.sessionEnded), nothingAppended());
  });

  it("given a session on its last day, when a participant registers, then they are registered", async () => {
    const { trainer, ana, session, url } = story(10, 0, programmeDate(spec.now));
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream)
      .when({ method: "PATCH", url, body: { email: ana.email, status: "confirmed" }, as: ana.as })
      .then(answer(200, { confirmedEmail: ana.email, alreadyRegistered: false }));
  });

  it("given a session that has ended with the participant already on it, when they register again, then they are told they are registered, nothing appended", async () => {
    const { trainer, ana, session, url } = story(10, -1);
    const onIt = attendeeRegistered(
      session.sessionId,
      { personKey: ana.userId, email: ana.email, participantId: ana.userId },
      { registeredBy: trainer.userId, at: spec.now, confirmedCount: 1 },
    );
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream, givenRoster(session.sessionId, onIt))
      .when({ method: "PATCH", url, body: { email: ana.email, status: "confirmed" }, as: ana.as })
      .then(answer(200, { confirmedEmail: ana.email, alreadyRegistered: true }), nothingAppended());
  });

  it("given a full session, when a participant registers, then it is refused with the specification's message and nothing is appended", async () => {
    const { trainer, ana, session, url } = story(1);
    const ben = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const benOnRoster = { personKey: ben.userId, email: ben.email, participantId: ben.userId };
    await spec
      .given(
        ...trainer.streams,
        ...ana.streams,
        ...ben.streams,
        session.stream,
        givenRoster(session.sessionId, attendeeRegistered(session.sessionId, benOnRoster, { registeredBy: ben.userId, at: spec.now, confirmedCount: 1 })),
      )
      .when({ method: "PATCH", url, body: { email: ana.email, status: "confirmed" }, as: ana.as })
      .then(refused(409, ROSTER_TEXTS.sessionFull), nothingAppended());
  });

  it("given a session, when a participant registers with an address not their account's, then it is refused with the specification's message and nothing is appended", async () => {
    const { trainer, ana, session, url } = story();
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream)
      .when({ method: "PATCH", url, body: { email: "someone.else@example.org", status: "confirmed" }, as: ana.as })
      .then(refused(403, ROSTER_TEXTS.notYourEmail), nothingAppended());
  });

  it("given a session, when its trainer registers for it, then it is refused (403) and nothing is appended", async () => {
    const { trainer, session, url } = story();
    await spec
      .given(...trainer.streams, session.stream)
      .when({ method: "PATCH", url, body: { email: trainer.email, status: "confirmed" }, as: trainer.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given a session, when an admin registers for it, then it is refused (403) and nothing is appended", async () => {
    const { trainer, session, url } = story();
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    await spec
      .given(...trainer.streams, ...admin.streams, session.stream)
      .when({ method: "PATCH", url, body: { email: admin.email, status: "confirmed" }, as: admin.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given a session, when nobody logged in registers for it, then it is refused (401) and nothing is appended", async () => {
    const { trainer, ana, session, url } = story();
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream)
      .when({ method: "PATCH", url, body: { email: ana.email, status: "confirmed" } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });

  it("given no such session, when a participant registers for it, then it is not found (404) and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams)
      .when({
        method: "PATCH",
        url: "/api/sessions/0190aaaa-0000-7000-8000-000000000000/confirm-email",
        body: { email: ana.email, status: "confirmed" },
        as: ana.as,
      })
      .then(answer(404), nothingAppended());
  });

  it("given a session, when a participant sends a status other than confirmed, then it is refused (400) and nothing is appended", async () => {
    const { trainer, ana, session, url } = story();
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream)
      .when({ method: "PATCH", url, body: { email: ana.email, status: "new" }, as: ana.as })
      .then(answer(400), nothingAppended());
  });

  it("given a registered participant, when they register again, then they are already registered: nothing appended, no second e-mail", async () => {
    const { trainer, ana, session, url } = story();
    const anaOnRoster = { personKey: ana.userId, email: ana.email, participantId: ana.userId };
    await spec
      .given(
        ...trainer.streams,
        ...ana.streams,
        session.stream,
        givenRoster(session.sessionId, attendeeRegistered(session.sessionId, anaOnRoster, { registeredBy: ana.userId, at: spec.now, confirmedCount: 1 })),
      )
      .when({ method: "PATCH", url, body: { email: ana.email, status: "confirmed" }, as: ana.as })
      .then(answer(200, { confirmedEmail: ana.email, alreadyRegistered: true }), nothingAppended());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(spec.mail.messages().filter((mail) => mail.to.includes(ana.email))).toEqual([]);
  });

  it("given a full session whose capacity an edit raised, when a participant registers, then the capacity as it is now lets them in", async () => {
    const { trainer, ana, session, url } = story(1);
    const ben = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const benOnRoster = { personKey: ben.userId, email: ben.email, participantId: ben.userId };
    const raised = existingStream(session.stream.streamId, ...session.stream.events, {
      type: "SessionEdited",
      data: {
        sessionId: session.sessionId,
        ...session.details,
        capacity: 2,
        previousDates: session.details.dates,
        scheduledBy: trainer.userId,
        editedBy: trainer.userId,
        editedAt: spec.now.toISOString(),
      },
    });
    await spec
      .given(
        ...trainer.streams,
        ...ana.streams,
        ...ben.streams,
        raised,
        givenRoster(session.sessionId, attendeeRegistered(session.sessionId, benOnRoster, { registeredBy: ben.userId, at: spec.now, confirmedCount: 1 })),
      )
      .when({ method: "PATCH", url, body: { email: ana.email, status: "confirmed" }, as: ana.as })
      .then(answer(200, { confirmedEmail: ana.email, alreadyRegistered: false }));
  });
});
