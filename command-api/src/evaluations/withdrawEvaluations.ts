import { Either } from "effect";
import {
  attendedSessions,
  registrationIndexStream,
  discardedRespondents,
  evaluationDecider,
  evaluationStream,
  holdsResponse,
  isRegistered,
  participantGateStream,
  preCourseDestination,
  respondentDecider,
  respondentStream,
  rosterDecider,
  rosterStream,
  sessionDecider,
  sessionGateDecider,
  sessionStream,
  withdrawnFromSession,
  type RegistrationIndexEvent,
  type Course,
  type DestinationCandidate,
  type DomainError,
  type SurveyType,
} from "@wellbeing/domain";
import { readDomainEvents } from "../infrastructure/aggregateStore";
import { unlinkedContext, type CommandContext } from "../infrastructure/commandContext";
import type { StreamDecisions } from "../infrastructure/streamDecisions";
import { recordEvaluation, rosterWithRecords } from "../roster/personRecords";
import type { RosterCompanion } from "../roster/writes";

/**
 * Staff took registered attendees off a session (§4): each one's evaluations of it are withdrawn in
 * the same append as the removal. On their evaluation stream every response is withdrawn, on their
 * gate of the session's count (or its own stream, where it counted before the gates) it stops counting (so 'Responses: X out of Y' drops and, with none left, the session
 * can be deleted); the pre-course response moves to another session of theirs when one takes it
 * (preCourseDestination), counting there on its evaluation and gate streams and the person's record of it (their own stream, or the roster's).
 */
export const withdrawRemovedEvaluations =
  (sessionId: string, context: CommandContext): RosterCompanion =>
  async (decisions, events, before) => {
    for (const participantId of discardedRespondents(before, events)) {
      const withdrawn = await withdrawEvaluationsOf(decisions, sessionId, participantId, context);
      if (Either.isLeft(withdrawn)) return withdrawn;
    }
    return Either.right(undefined);
  };

const withdrawEvaluationsOf = async (
  decisions: StreamDecisions,
  sessionId: string,
  participantId: string,
  context: CommandContext,
): Promise<Either.Either<void, DomainError>> => {
  // Issue 24 §2: the pseudonymous streams' shares carry nothing that leads to the removal or the person (unlinkedContext).
  const unnamed = unlinkedContext(context.now);
  const now = unnamed.now.toISOString();
  const respondent = await decisions.state(respondentStream(participantId), respondentDecider);
  if (respondent.status !== "assigned" || respondent.pseudonym === null) return Either.right(undefined);
  const pseudonym = respondent.pseudonym;
  const responses = await decisions.state(evaluationStream(sessionId, pseudonym), evaluationDecider);
  if (responses.responses.length === 0) return Either.right(undefined);

  const session = await decisions.state(sessionStream(sessionId), sessionDecider);
  const movesTo =
    session.status === "scheduled" && holdsResponse(responses, "pre-course")
      ? await destinationOf(decisions, { participantId, pseudonym, sessionId, course: session.course })
      : null;
  const withdrawn = await decisions.decide(
    evaluationStream(sessionId, pseudonym),
    evaluationDecider,
    { type: "WithdrawEvaluations", sessionId, respondent: pseudonym, preCourseMovesTo: movesTo, now },
    unnamed,
  );
  if (Either.isLeft(withdrawn)) return Either.left(withdrawn.left);
  const surveyTypes = withdrawn.right.flatMap((event) => (event.type === "EvaluationWithdrawn" ? [event.data.surveyType] : []));
  const uncounted = await uncount(decisions, sessionId, participantId, surveyTypes);
  if (Either.isLeft(uncounted)) return Either.left(uncounted.left);
  if (movesTo === null) return Either.right(undefined);

  const preCourse = responses.responses.find((held) => held.surveyType === "pre-course")!;
  const movedIn = await decisions.decide(
    evaluationStream(movesTo, pseudonym),
    evaluationDecider,
    {
      type: "MoveInEvaluation",
      sessionId: movesTo,
      respondent: pseudonym,
      responseId: preCourse.responseId,
      surveyType: "pre-course",
      movedFrom: sessionId,
      now,
    },
    unnamed,
  );
  if (Either.isLeft(movedIn)) return Either.left(movedIn.left);
  const counted = await decisions.decide(participantGateStream(movesTo, participantId), sessionGateDecider, {
    type: "RecordSessionResponse",
    sessionId: movesTo,
    surveyType: "pre-course",
  });
  if (Either.isLeft(counted)) return Either.left(counted.left);
  const recorded = await recordEvaluation(decisions, await rosterWithRecords(decisions, movesTo, [participantId]), {
    type: "RecordAttendeeEvaluation",
    sessionId: movesTo,
    participantId,
    email: null,
    surveyType: "pre-course",
  });
  return Either.isLeft(recorded) ? Either.left(recorded.left) : Either.right(undefined);
};

/**
 * The withdrawn responses stop counting where they counted: on the person's gate of the session, or,
 * for those recorded before the gates (issue 30), on the session's own stream.
 */
const uncount = async (
  decisions: StreamDecisions,
  sessionId: string,
  participantId: string,
  surveyTypes: ReadonlyArray<SurveyType>,
): Promise<Either.Either<void, DomainError>> => {
  const gateStream = participantGateStream(sessionId, participantId);
  const gate = await decisions.state(gateStream, sessionGateDecider);
  const onGate = await decisions.decide(gateStream, sessionGateDecider, { type: "WithdrawSessionResponses", sessionId, surveyTypes });
  if (Either.isLeft(onGate)) return Either.left(onGate.left);
  const before = withdrawnFromSession(gate, surveyTypes);
  if (before.length === 0) return Either.right(undefined);
  const onSession = await decisions.decide(sessionStream(sessionId), sessionDecider, { type: "WithdrawSessionResponses", sessionId, surveyTypes: before });
  return Either.isLeft(onSession) ? Either.left(onSession.left) : Either.right(undefined);
};

/**
 * The person's other sessions come from their attendance index; each is judged on its own streams as
 * they stand (still scheduled, its roster still lists them, no pre-course of theirs there), and only
 * the chosen one's streams are appended to, at the revisions read, so a change there is re-decided.
 */
const destinationOf = async (
  decisions: StreamDecisions,
  person: { readonly participantId: string; readonly pseudonym: string; readonly sessionId: string; readonly course: Course },
): Promise<string | null> => {
  const index = await readDomainEvents(decisions.store, registrationIndexStream(person.participantId));
  const others = attendedSessions(index.events as RegistrationIndexEvent[]).filter((sessionId) => sessionId !== person.sessionId);
  const candidates: DestinationCandidate[] = [];
  for (const sessionId of others) {
    candidates.push({
      sessionId,
      session: await decisions.state(sessionStream(sessionId), sessionDecider),
      attends: isRegistered(await decisions.state(rosterStream(sessionId), rosterDecider), { participantId: person.participantId, email: null }),
      evaluations: await decisions.state(evaluationStream(sessionId, person.pseudonym), evaluationDecider),
    });
  }
  return preCourseDestination(person.course, person.sessionId, candidates);
};
