import { describe, it } from "vitest";
import { rosterStream } from "@wellbeing/domain";
import { answer, appended, nothingAppended, useCommandSpecification } from "../testing/commandSpecification";
import { attendeeEvaluationRecorded, attendeeRegistered, givenRoster } from "../testing/givenRoster";
import { givenAccount, givenSession } from "../testing/givenStreams";
import { recordAttendeeEvaluation } from "./recordAttendeeEvaluation";

// The survey submission calls recordAttendeeEvaluation in-process after its own checks: the roster
// refuses none (no role, no rule), so its specification is what it records, and when nothing.

const spec = useCommandSpecification();

const story = (options: { readonly emailVerified: boolean }) => {
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
  const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant", emailVerified: options.emailVerified });
  const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId] });
  // Staff listed Ana's address before she had proven it was hers: the entry is under the address.
  const listedAna = { personKey: spec.deps.emailIndex.streamOf(ana.email), email: ana.email, participantId: null };
  const listed = givenRoster(
    session.sessionId,
    attendeeRegistered(session.sessionId, listedAna, { registeredBy: trainer.userId, at: spec.now, confirmedCount: 1 }),
  );
  return { trainer, ana, session, listedAna, listed };
};

describe("recordAttendeeEvaluation", () => {
  it("given staff listed a proven address, when its holder's evaluation is recorded, then it counts for the listed entry", async () => {
    const { trainer, ana, session, listedAna, listed } = story({ emailVerified: true });
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream, listed)
      .when((deps) => recordAttendeeEvaluation(deps, session.sessionId, { participantId: ana.userId, email: ana.email }, "post"))
      .then(
        answer(200),
        appended(rosterStream(session.sessionId), attendeeEvaluationRecorded(session.sessionId, { ...listedAna, participantId: ana.userId }, "post")),
      );
  });

  it("given staff listed an address its holder has not proven, when their evaluation is recorded, then it counts for their account, not the listed entry", async () => {
    const { trainer, ana, session, listed } = story({ emailVerified: false });
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream, listed)
      .when((deps) => recordAttendeeEvaluation(deps, session.sessionId, { participantId: ana.userId, email: ana.email }, "post"))
      .then(
        answer(200),
        appended(
          rosterStream(session.sessionId),
          attendeeEvaluationRecorded(session.sessionId, { personKey: ana.userId, email: ana.email, participantId: ana.userId }, "post"),
        ),
      );
  });

  it("given the evaluation is already recorded, when it is recorded again, then nothing is appended", async () => {
    const { trainer, ana, session } = story({ emailVerified: true });
    const anaOnRoster = { personKey: ana.userId, email: ana.email, participantId: ana.userId };
    await spec
      .given(
        ...trainer.streams,
        ...ana.streams,
        session.stream,
        givenRoster(
          session.sessionId,
          attendeeRegistered(session.sessionId, anaOnRoster, { registeredBy: ana.userId, at: spec.now, confirmedCount: 1 }),
          attendeeEvaluationRecorded(session.sessionId, anaOnRoster, "pre-course"),
        ),
      )
      .when((deps) => recordAttendeeEvaluation(deps, session.sessionId, { participantId: ana.userId, email: ana.email }, "pre-course"))
      .then(answer(200), nothingAppended());
  });
});
