import { Either } from "effect";
import {
  CURRENT_QUESTIONNAIRE_VERSION,
  Conflict,
  NotAllowed,
  NotFound,
  evaluationDecider,
  evaluationStream,
  foldEvents,
  message,
  pseudonymOf,
  respondentDecider,
  respondentStream,
  rosterDecider,
  rosterStream,
  sessionDecider,
  sessionStream,
  submissionRespondent,
  type Course,
  type DomainError,
  type EvaluationEvent,
  type Role,
  type RosterCommand,
  type RosterEvent,
  type SessionEvent,
  type SubmissionInput,
  type SurveyViewer,
} from "@wellbeing/domain";
import { WrongExpectedRevision, type EventStore, type Position } from "@wellbeing/platform";
import { appendTogether, type StreamShare } from "../infrastructure/appendTogether";
import { readDomainEvents } from "../infrastructure/aggregateStore";
import { newId, type CommandContext } from "../infrastructure/commandContext";
import { attendeeEvaluationCommand } from "../roster/recordAttendeeEvaluation";
import { inRosterTurn } from "../roster/rosterWrites";

/** Who submits: nobody logged in, or the caller acting in a role (with their account's address). */
export type Submitter = { readonly loggedIn: false } | { readonly loggedIn: true; readonly role: Role; readonly userId: string; readonly email: string | null };

export interface Submitted {
  readonly responseId: string;
  readonly course: Course;
  readonly position: Position | null;
}

/** Submissions to one session meet on its stream and roster: tries, a little apart, before a conflict is answered. */
const CONTENTION = { maxAttempts: 30, maxBackoffMs: 20 } as const;


/**
 * POST /api/survey/submit/ (§3, §4, §7): one decision over four streams, appended as one (see
 * appendTogether): the response on the respondent's evaluation stream (its revision refuses a second),
 * the session's response count (its revision refuses a deletion in between), the attendee's evaluation
 * on the roster (the participant home, materials and removal rules read it) and, the first time, the
 * person's pseudonym and that their demographics are known. A refusal appends nothing.
 */
export const submitEvaluation = async (
  store: EventStore,
  submitter: Submitter,
  input: SubmissionInput,
  context: CommandContext,
): Promise<Either.Either<Submitted, DomainError>> => {
  const viewer: SurveyViewer = submitter.loggedIn ? { loggedIn: true, role: submitter.role } : { loggedIn: false };
  if (submissionRespondent(viewer, input.surveyType) === "notAllowed") return Either.left(new NotAllowed({ reason: message("product.notAllowed") }));
  const participant = submitter.loggedIn ? { participantId: submitter.userId, email: submitter.email } : null;
  const rosterCommand = participant ? await attendeeEvaluationCommand({ store }, input.sessionId, participant, input.surveyType) : null;
  const ids = { responseId: newId(), pseudonym: newId() };
  return inRosterTurn(input.sessionId, async (): Promise<Either.Either<Submitted, DomainError>> => {
    for (let attempt = 1; ; attempt += 1) {
      const decided = await decideSubmission(store, { input, participantId: participant?.participantId ?? null, rosterCommand, ids, context });
      if (Either.isLeft(decided)) return Either.left(decided.left);
      try {
        const position = await appendTogether(store, decided.right.shares, context);
        return Either.right({ responseId: ids.responseId, course: decided.right.course, position });
      } catch (error) {
        if (!(error instanceof WrongExpectedRevision)) throw error;
        if (attempt >= CONTENTION.maxAttempts) return Either.left(new Conflict({ reason: message("product.concurrentChange") }));
        await new Promise((resolve) => setTimeout(resolve, Math.random() * CONTENTION.maxBackoffMs));
      }
    }
  });
};

interface SubmissionFacts {
  readonly input: SubmissionInput;
  /** The logged-in participant, or null for a visitor's pre-course response (a pseudonym linked to no one). */
  readonly participantId: string | null;
  readonly rosterCommand: RosterCommand | null;
  readonly ids: { readonly responseId: string; readonly pseudonym: string };
  readonly context: CommandContext;
}

/** Reads the four streams as they stand and decides every share of the submission on them. */
const decideSubmission = async (
  store: EventStore,
  { input, participantId, rosterCommand, ids, context }: SubmissionFacts,
): Promise<Either.Either<{ readonly shares: StreamShare[]; readonly course: Course }, DomainError>> => {
  const now = context.now.toISOString();
  const sessionRead = await readDomainEvents(store, sessionStream(input.sessionId));
  const session = foldEvents(sessionDecider, sessionRead.events as SessionEvent[]);
  if (session.status !== "scheduled") return Either.left(new NotFound({ what: "session" }));

  const respondentRead = participantId ? await readDomainEvents(store, respondentStream(participantId)) : null;
  const respondent = foldEvents(respondentDecider, (respondentRead?.events ?? []) as EvaluationEvent[]);
  const pseudonym = participantId ? pseudonymOf(respondent, ids.pseudonym) : ids.pseudonym;
  // An erased person cannot be logged in; a pseudonym that reads null is never reused.
  if (pseudonym === null) return Either.left(new NotAllowed({ reason: message("product.notAllowed") }));

  const evaluationRead = await readDomainEvents(store, evaluationStream(input.sessionId, pseudonym));
  const response = evaluationDecider.decide(
    {
      type: "SubmitEvaluation",
      responseId: ids.responseId,
      sessionId: input.sessionId,
      surveyType: input.surveyType,
      questionnaireVersion: CURRENT_QUESTIONNAIRE_VERSION,
      respondent: pseudonym,
      demographicsKnown: respondent.demographicsKnown,
      formState: input.formState,
      disagreedToResearch: input.disagreedToResearch,
      course: session.course,
      modules: session.modules,
      now,
    },
    foldEvents(evaluationDecider, evaluationRead.events as EvaluationEvent[]),
  );
  if (Either.isLeft(response)) return Either.left(response.left);
  const counted = sessionDecider.decide({ type: "RecordSessionResponse", sessionId: input.sessionId, surveyType: input.surveyType }, session);
  if (Either.isLeft(counted)) return Either.left(counted.left);

  const shares: StreamShare[] = [
    // The pseudonymous stream names no actor: its metadata must not lead back to the person.
    { streamId: evaluationStream(input.sessionId, pseudonym), events: response.right, expectedRevision: evaluationRead.revision, context: { ...context, actorId: null } },
    { streamId: sessionStream(input.sessionId), events: counted.right, expectedRevision: sessionRead.revision },
  ];
  if (participantId && respondentRead) {
    const demographicsGiven = response.right.some((event) => event.type === "EvaluationSubmitted" && event.data.demographicsGiven);
    const assigned = Either.getOrElse(respondentDecider.decide({ type: "AssignRespondentPseudonym", personId: participantId, pseudonym, now }, respondent), () => []);
    const known = demographicsGiven
      ? Either.getOrElse(respondentDecider.decide({ type: "RecordRespondentDemographics", personId: participantId, now }, respondent), () => [])
      : [];
    shares.push({ streamId: respondentStream(participantId), events: [...assigned, ...known], expectedRevision: respondentRead.revision });
  }
  if (rosterCommand) {
    const rosterRead = await readDomainEvents(store, rosterStream(input.sessionId));
    const recorded = rosterDecider.decide(rosterCommand, foldEvents(rosterDecider, rosterRead.events as RosterEvent[]));
    if (Either.isLeft(recorded)) return Either.left(recorded.left);
    shares.push({ streamId: rosterStream(input.sessionId), events: recorded.right, expectedRevision: rosterRead.revision });
  }
  return Either.right({ shares, course: session.course });
};
