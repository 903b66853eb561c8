import { describe, expect, it } from "vitest";
import {
  SESSION_TEXTS,
  registrationIndexStream,
  evaluationStream,
  respondentStream,
  responseDay,
  rosterStream,
  participantGateStream,
  sessionPersonStream,
  sessionStream,
  type DomainEvent,
  type Module,
  type SurveyType,
} from "@wellbeing/domain";
import { newId } from "../infrastructure/commandContext";
import { answer, appended, existingStream, nothingAppended, refused, useCommandSpecification, type GivenStream } from "../testing/commandSpecification";
import { evaluationSubmitted } from "../testing/givenEvaluations";
import { attendeeEvaluationRecorded, attendeeRegistered, givenRoster } from "../testing/givenRoster";
import { givenAccount, givenSession, type GivenSession } from "../testing/givenStreams";
import { ENGLISH_TEXTS } from "@wellbeing/i18n";

// PATCH attendeesList taking a registered attendee off (§4): their evaluations of the session are
// withdrawn in the same append, the pre-course one moving to another session of theirs when one takes it.

const spec = useCommandSpecification();

const response = (sessionId: string, respondent: string, surveyType: SurveyType, responseId = newId()): DomainEvent =>
  evaluationSubmitted(sessionId, respondent, surveyType, spec.now.toISOString(), { responseId });

/** An admin's session on which Ana answered the pre-course (and, when asked, a 3-month follow-up), and her other sessions. */
const story = (
  options: { readonly otherSessions?: ReadonlyArray<{ readonly modules: ReadonlyArray<Module>; readonly attends: boolean }>; readonly followUp?: boolean } = {},
) => {
  const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
  const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
  const anaOnRoster = { personKey: ana.userId, email: ana.email, participantId: ana.userId };
  const pseudonym = newId();
  const session = givenSession(spec.now, { scheduledBy: admin.userId, trainerIds: [admin.userId] });
  const preCourseId = newId();
  const followUpId = newId();
  const surveyTypes: SurveyType[] = options.followUp ? ["pre-course", "3-months-follow-up"] : ["pre-course"];
  const others: GivenSession[] = (options.otherSessions ?? []).map(({ modules }) =>
    givenSession(spec.now, { scheduledBy: admin.userId, trainerIds: [admin.userId], modules }),
  );
  const registeredOn = (sessionId: string) => attendeeRegistered(sessionId, anaOnRoster, { registeredBy: ana.userId, at: spec.now, confirmedCount: 1 });
  const attended = [session, ...others.filter((_, at) => options.otherSessions![at]!.attends)];
  const streams: GivenStream[] = [
    ...admin.streams,
    ...ana.streams,
    session.stream,
    ...others.map((other) => other.stream),
    existingStream(respondentStream(ana.userId), {
      type: "RespondentPseudonymAssigned",
      data: { personId: ana.userId, pseudonym, assignedAt: spec.now.toISOString() },
    }),
    existingStream(
      evaluationStream(session.sessionId, pseudonym),
      response(session.sessionId, pseudonym, "pre-course", preCourseId),
      ...(options.followUp ? [response(session.sessionId, pseudonym, "3-months-follow-up", followUpId)] : []),
    ),
    existingStream(
      sessionStream(session.sessionId),
      ...surveyTypes.map((surveyType): DomainEvent => ({ type: "SessionResponseRecorded", data: { sessionId: session.sessionId, surveyType } })),
    ),
    givenRoster(
      session.sessionId,
      registeredOn(session.sessionId),
      ...surveyTypes.map((surveyType) => attendeeEvaluationRecorded(session.sessionId, anaOnRoster, surveyType)),
    ),
    ...attended.filter((other) => other !== session).map((other) => givenRoster(other.sessionId, registeredOn(other.sessionId))),
    // Her attendance index lists every session she was registered on, including one she has since left.
    existingStream(
      registrationIndexStream(ana.userId),
      ...[session, ...others].map((one): DomainEvent => ({
        type: "RegistrationIndexed",
        data: { participantId: ana.userId, sessionId: one.sessionId, source: "roster" },
      })),
    ),
  ];
  const withdrawn = (surveyType: SurveyType, responseId: string, movedTo: string | null) => ({
    type: "EvaluationWithdrawn",
    data: { responseId, sessionId: session.sessionId, surveyType, respondent: pseudonym, movedTo, withdrawnAt: responseDay(spec.now) },
  });
  const removed = {
    type: "AttendeeRemoved",
    data: {
      sessionId: session.sessionId,
      personKey: ana.userId,
      email: ana.email,
      participantId: ana.userId,
      discardedEvaluations: surveyTypes,
      removedBy: admin.userId,
      removedAt: spec.now.toISOString(),
      confirmedCount: 0,
    },
  };
  return {
    admin,
    ana,
    anaOnRoster,
    pseudonym,
    session,
    others,
    preCourseId,
    followUpId,
    streams,
    withdrawn,
    removed,
    url: `/api/sessions/${session.sessionId}/attendeesList`,
  };
};

const removeEveryone = { participantsEmails: [], status: "confirmed" } as const;

describe("PATCH attendeesList: a removed attendee's evaluations are withdrawn (withdrawRemovedEvaluations)", () => {
  it("given Ana's pre-course and 3-month responses and no other session of hers, when staff remove her, then both are deleted, the session's count drops with them, and her index forgets the session", async () => {
    const { admin, ana, session, pseudonym, preCourseId, followUpId, streams, withdrawn, removed, url } = story({ followUp: true });
    await spec
      .given(...streams)
      .when({ method: "PATCH", url, body: removeEveryone, as: admin.as })
      .then(
        answer(200, removeEveryone),
        appended(rosterStream(session.sessionId), removed),
        appended(evaluationStream(session.sessionId, pseudonym), withdrawn("pre-course", preCourseId, null), withdrawn("3-months-follow-up", followUpId, null)),
        appended(
          sessionStream(session.sessionId),
          { type: "SessionResponseWithdrawn", data: { sessionId: session.sessionId, surveyType: "pre-course" } },
          { type: "SessionResponseWithdrawn", data: { sessionId: session.sessionId, surveyType: "3-months-follow-up" } },
        ),
        appended(registrationIndexStream(ana.userId), {
          type: "RegistrationUnindexed",
          data: { participantId: ana.userId, sessionId: session.sessionId, source: "roster" },
        }),
        async ({ store }) => {
          // The pseudonymous stream's metadata names no actor.
          const events = await store.readStream(evaluationStream(session.sessionId, pseudonym));
          expect(events.at(-1)?.metadata.actorId).toBeNull();
        },
      );
    await spec
      .given()
      .when({ method: "DELETE", url: `/api/session-delete/${session.sessionId}`, as: admin.as })
      .then(answer(200, { id: session.sessionId }));
  });

  it("given another session of the course she attends, when staff remove her, then her pre-course response moves there: counted on its gate and her own record of it, the follow-up deleted", async () => {
    const { admin, ana, anaOnRoster, session, others, pseudonym, preCourseId, followUpId, streams, withdrawn, url } = story({
      followUp: true,
      otherSessions: [
        { modules: ["1"], attends: false },
        { modules: ["3"], attends: true },
      ],
    });
    const destination = others[1]!.sessionId;
    await spec
      .given(...streams)
      .when({ method: "PATCH", url, body: removeEveryone, as: admin.as })
      .then(
        answer(200, removeEveryone),
        appended(
          evaluationStream(session.sessionId, pseudonym),
          withdrawn("pre-course", preCourseId, destination),
          withdrawn("3-months-follow-up", followUpId, null),
        ),
        appended(evaluationStream(destination, pseudonym), {
          type: "EvaluationMovedIn",
          data: {
            responseId: preCourseId,
            sessionId: destination,
            surveyType: "pre-course",
            respondent: pseudonym,
            movedFrom: session.sessionId,
            movedAt: responseDay(spec.now),
          },
        }),
        appended(participantGateStream(destination, ana.userId), {
          type: "SessionResponseRecorded",
          data: { sessionId: destination, surveyType: "pre-course" },
        }),
        appended(sessionStream(destination)),
        appended(sessionPersonStream(destination, ana.userId), attendeeEvaluationRecorded(destination, anaOnRoster, "pre-course")),
        appended(rosterStream(destination)),
        appended(evaluationStream(others[0]!.sessionId, pseudonym)),
        appended(sessionStream(others[0]!.sessionId)),
      );
    // The response now counts for the other session: that one cannot be deleted, the emptied one can.
    await spec
      .given()
      .when({ method: "DELETE", url: `/api/session-delete/${destination}`, as: admin.as })
      .then(refused(409, SESSION_TEXTS.cannotDelete), nothingAppended());
  });

  it("given another session that already holds her pre-course, then the removed session's pre-course is deleted, not moved", async () => {
    const { admin, session, others, pseudonym, preCourseId, streams, withdrawn, url } = story({ otherSessions: [{ modules: ["1"], attends: true }] });
    const other = others[0]!.sessionId;
    await spec
      .given(...streams, existingStream(evaluationStream(other, pseudonym), response(other, pseudonym, "pre-course")))
      .when({ method: "PATCH", url, body: removeEveryone, as: admin.as })
      .then(
        answer(200, removeEveryone),
        appended(evaluationStream(session.sessionId, pseudonym), withdrawn("pre-course", preCourseId, null)),
        appended(sessionStream(other)),
      );
  });

  it("given she also answered the post-session evaluation, when staff remove her, then it is refused and nothing is appended (no evaluation withdrawn)", async () => {
    const { admin, ana, anaOnRoster, session, streams, url } = story({ otherSessions: [{ modules: ["3"], attends: true }] });
    await spec
      .given(...streams, givenRoster(session.sessionId, attendeeEvaluationRecorded(session.sessionId, anaOnRoster, "post")))
      .when({ method: "PATCH", url, body: removeEveryone, as: admin.as })
      .then(
        refused(409, ENGLISH_TEXTS.roster.evaluatedCannotBeRemoved([ana.email]), {
          participantsEmails: ENGLISH_TEXTS.roster.evaluatedCannotBeRemoved([ana.email]),
        }),
        nothingAppended(),
      );
  });
});
