import { describe, it } from "vitest";
import { PRODUCT_TEXTS, ROSTER_TEXTS, rosterStream } from "@wellbeing/domain";
import { answer, appended, nothingAppended, refused, useCommandSpecification } from "../testing/commandSpecification";
import { attendeeRegistered, givenRoster } from "../testing/givenRoster";
import { givenAccount, givenSession } from "../testing/givenStreams";

const spec = useCommandSpecification();

/** A trainer's session and a participant with a proven address. */
const story = () => {
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
  const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
  const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId] });
  const anaRegistered = givenRoster(
    session.sessionId,
    attendeeRegistered(
      session.sessionId,
      { personKey: ana.userId, email: ana.email, participantId: ana.userId },
      { registeredBy: ana.userId, at: spec.now, confirmedCount: 1 },
    ),
  );
  return { trainer, ana, session, anaRegistered, url: `/api/sessions/${session.sessionId}/registration` };
};

describe("DELETE registration (requestRegistrationRemoval)", () => {
  it("given a registered participant, when they ask to be removed with a reason, then the request is recorded", async () => {
    const { trainer, ana, session, anaRegistered, url } = story();
    const { sessionId } = session;
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream, anaRegistered)
      .when({ method: "DELETE", url, body: { removalReason: "I moved away" }, as: ana.as })
      .then(
        answer(200, { requested: true }),
        appended(rosterStream(sessionId), {
          type: "RegistrationRemovalRequested",
          data: { sessionId, personKey: ana.userId, email: ana.email, participantId: ana.userId, reason: "I moved away", requestedAt: spec.now.toISOString() },
        }),
      );
  });

  it("given a registered participant of a session that is over, when they ask to be removed, then it is refused (409) and nothing is appended", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    // Scheduled 60 days ago for 30 days after that: its day was a month ago.
    const past = givenSession(new Date(spec.now.getTime() - 60 * 86_400_000), { scheduledBy: trainer.userId, trainerIds: [trainer.userId] });
    const registered = givenRoster(
      past.sessionId,
      attendeeRegistered(
        past.sessionId,
        { personKey: ana.userId, email: ana.email, participantId: ana.userId },
        { registeredBy: ana.userId, at: spec.now, confirmedCount: 1 },
      ),
    );
    await spec
      .given(...trainer.streams, ...ana.streams, past.stream, registered)
      .when({ method: "DELETE", url: `/api/sessions/${past.sessionId}/registration`, body: { removalReason: "I moved away" }, as: ana.as })
      .then(refused(409, ROSTER_TEXTS.sessionOver), nothingAppended());
  });

  it("given a participant not registered, when they ask to be removed, then it is refused with the specification's message and nothing is appended", async () => {
    const { trainer, ana, session, url } = story();
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream)
      .when({ method: "DELETE", url, body: { removalReason: "I moved away" }, as: ana.as })
      .then(refused(403, ROSTER_TEXTS.notRegistered), nothingAppended());
  });

  it("given a registered participant, when the session's trainer asks for the removal, then it is refused (403) and nothing is appended", async () => {
    const { trainer, ana, session, anaRegistered, url } = story();
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream, anaRegistered)
      .when({ method: "DELETE", url, body: { removalReason: "They moved away" }, as: trainer.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });
});
