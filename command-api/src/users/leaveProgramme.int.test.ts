import { describe, expect, it } from "vitest";
import {
  ROSTER_TEXTS,
  registrationIndexStream,
  evaluationStream,
  participantGateStream,
  questionnaireOf,
  respondentStream,
  rosterStream,
  sessionPersonStream,
  sessionStream,
  visibleGroups,
} from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { answer, appended, existingStream, refused, useCommandSpecification, type GivenStream } from "../testing/commandSpecification";
import { givenAccount, givenSession, type GivenPerson, type GivenSession } from "../testing/givenStreams";

// Leaving the programme (issue 25): deleting one's account gives up one's places in sessions that have
// not started (the roster's own removal, so the space is free again), with their evaluations of those
// sessions; places in sessions that started stay, as attendance.

const spec = useCommandSpecification();
const DAY_MS = 24 * 60 * 60 * 1000;

/** A session that started (and ended) a week before now, otherwise like givenSession's. */
const pastSession = (trainerId: string): GivenSession => {
  const upcoming = givenSession(spec.now, { scheduledBy: trainerId, trainerIds: [trainerId] });
  const dates = [{ sessionDate: new Date(spec.now.getTime() - 7 * DAY_MS).toISOString().slice(0, 10), startTime: "10:00", endTime: "12:00" }];
  const [scheduled] = upcoming.stream.events;
  return {
    ...upcoming,
    details: { ...upcoming.details, dates },
    stream: existingStream(sessionStream(upcoming.sessionId), { ...scheduled!, data: { ...(scheduled!.data as object), dates } } as typeof scheduled & object),
  };
};

/** A participant registers with their address; `given` the streams the story starts from, on the first call. */
const register = (person: GivenPerson, session: GivenSession, ...given: GivenStream[]) =>
  spec
    .given(...given)
    .when({ method: "PATCH", url: `/api/sessions/${session.sessionId}/confirm-email`, body: { email: person.email, status: "confirmed" }, as: person.as });

describe("leaving the programme (DELETE users/:id)", () => {
  it("given places in a full upcoming session and a past one, when the participant deletes their account, then the upcoming place is given up by them (its space free again, their pre-course evaluation moved off it) and the past one stays", async () => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const ben = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const cai = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const upcoming = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId], capacity: 2 });
    const past = pastSession(trainer.userId);
    await register(ana, upcoming, ...trainer.streams, ...ana.streams, ...ben.streams, ...cai.streams, upcoming.stream, past.stream).then(answer(200));
    // The past session takes no self-registration now it has ended: its trainer records her as having attended it.
    await spec
      .given()
      .when({
        method: "PATCH",
        url: `/api/sessions/${past.sessionId}/attendeesList`,
        body: { participantsEmails: [{ email: ana.email }], status: "confirmed" },
        as: trainer.as,
      })
      .then(answer(200));
    await register(ben, upcoming).then(answer(200));
    const formState = completeForm(visibleGroups(questionnaireOf("v1"), "pre-course", { demographicsKnown: false }));
    await spec
      .given()
      .when({ method: "POST", url: "/api/survey/submit/", body: { sessionId: upcoming.sessionId, surveyType: "pre-course", formState }, as: ana.as })
      .then(answer(201));
    const pseudonym = ((await spec.deps.store.readStream(respondentStream(ana.userId)))[0]!.data as { pseudonym: string }).pseudonym;
    // Full: Cai cannot have a place.
    await register(cai, upcoming).then(refused(409, ROSTER_TEXTS.sessionFull));

    await spec
      .given()
      .when({ method: "DELETE", url: `/api/users/${ana.userId}`, as: ana.as })
      .then(
        answer(200),
        // Read back after the erasure: her address on the removal reads null.
        appended(rosterStream(upcoming.sessionId), {
          type: "AttendeeRemoved",
          data: {
            sessionId: upcoming.sessionId,
            personKey: ana.userId,
            email: null,
            participantId: ana.userId,
            discardedEvaluations: ["pre-course"],
            removedBy: ana.userId,
            removedAt: spec.now.toISOString(),
            confirmedCount: 1,
          },
        }),
        appended(registrationIndexStream(ana.userId), {
          type: "RegistrationUnindexed",
          data: { participantId: ana.userId, sessionId: upcoming.sessionId, source: "roster" },
        }),
        appended(participantGateStream(upcoming.sessionId, ana.userId), {
          type: "SessionResponseWithdrawn",
          data: { sessionId: upcoming.sessionId, surveyType: "pre-course" },
        }),
        appended(sessionStream(upcoming.sessionId)),
        // Her own record of the session's evaluations goes with her place (issue 30).
        appended(sessionPersonStream(upcoming.sessionId, ana.userId), {
          type: "AttendeeEvaluationsDiscarded",
          data: { sessionId: upcoming.sessionId, participantId: ana.userId },
        }),
        // The past place stays; her pre-course response moves there, as when staff take someone off (§4).
        appended(sessionPersonStream(past.sessionId, ana.userId), {
          type: "AttendeeEvaluationRecorded",
          data: { sessionId: past.sessionId, personKey: ana.userId, participantId: ana.userId, surveyType: "pre-course" },
        }),
        appended(rosterStream(past.sessionId)),
      );
    const withdrawn = (await spec.deps.store.readStream(evaluationStream(upcoming.sessionId, pseudonym))).map((event) => event.type);
    expect(withdrawn).toEqual(["EvaluationSubmitted", "EvaluationWithdrawn"]);
    // The space is free again: Cai has it.
    await register(cai, upcoming).then(answer(200));
  });

  it("given a participant with no places, when they delete their account, then no roster is touched", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...ana.streams)
      .when({ method: "DELETE", url: `/api/users/${ana.userId}`, as: ana.as })
      .then(answer(200), appended(registrationIndexStream(ana.userId)));
  });
});
