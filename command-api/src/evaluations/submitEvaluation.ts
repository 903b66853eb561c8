import { Either } from "effect";
import {
  CURRENT_QUESTIONNAIRE_VERSION,
  NotAllowed,
  NotFound,
  evaluationDecider,
  evaluationStream,
  message,
  pseudonymOf,
  respondentDecider,
  respondentStream,
  rosterDecider,
  rosterStream,
  sessionDecider,
  sessionStream,
  submissionRespondent,
  trainerUpgradeDecider,
  userStream,
  type Course,
  type DomainError,
  type Role,
  type RosterCommand,
  type SubmissionInput,
  type SurveyViewer,
} from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { newId, type CommandContext } from "../infrastructure/commandContext";
import type { Contention } from "../infrastructure/concurrentWrites";
import { decideTogether } from "../infrastructure/decideTogether";
import type { StreamDecisions } from "../infrastructure/streamDecisions";
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
const CONTENTION: Contention = { maxAttempts: 30, maxBackoffMs: 20 };

/**
 * POST /api/survey/submit/ (§3, §4, §7): one decision over four streams (five after Train the Trainer), appended as one (see
 * decideTogether): the response on the respondent's evaluation stream (its revision refuses a second),
 * the session's response count (its revision refuses a deletion in between), the attendee's evaluation
 * on the roster (the participant home, materials and removal rules read it), the first time, the
 * person's pseudonym and that their demographics are known, and after Train the Trainer the trainer
 * sign-up offered on their user stream (§4). A refusal appends nothing.
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
  const facts: SubmissionFacts = { input, participantId: participant?.participantId ?? null, rosterCommand, ids, context };
  return inRosterTurn(input.sessionId, async () => {
    const submitted = await decideTogether(store, context, (decisions) => decideSubmission(decisions, facts), CONTENTION);
    return Either.map(submitted, ({ course, position }) => ({ responseId: ids.responseId, course, position }));
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

/** Decides every share of the submission on the streams as they stand: the response, the session's count, the respondent, the roster. */
const decideSubmission = async (
  decisions: StreamDecisions,
  { input, participantId, rosterCommand, ids, context }: SubmissionFacts,
): Promise<Either.Either<{ readonly course: Course }, DomainError>> => {
  const now = context.now.toISOString();
  const session = await decisions.state(sessionStream(input.sessionId), sessionDecider);
  if (session.status !== "scheduled") return Either.left(new NotFound({ what: "session" }));

  const respondent = participantId ? await decisions.state(respondentStream(participantId), respondentDecider) : respondentDecider.initialState;
  const pseudonym = participantId ? pseudonymOf(respondent, ids.pseudonym) : ids.pseudonym;
  // An erased person cannot be logged in; a pseudonym that reads null is never reused.
  if (pseudonym === null) return Either.left(new NotAllowed({ reason: message("product.notAllowed") }));

  // The pseudonymous stream names no actor: its metadata must not lead back to the person.
  const response = await decisions.decide(
    evaluationStream(input.sessionId, pseudonym),
    evaluationDecider,
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
    { ...context, actorId: null },
  );
  if (Either.isLeft(response)) return Either.left(response.left);
  const counted = await decisions.decide(sessionStream(input.sessionId), sessionDecider, { type: "RecordSessionResponse", sessionId: input.sessionId, surveyType: input.surveyType });
  if (Either.isLeft(counted)) return Either.left(counted.left);

  if (participantId) {
    await decisions.decide(respondentStream(participantId), respondentDecider, { type: "AssignRespondentPseudonym", personId: participantId, pseudonym, now });
    const demographicsGiven = response.right.some((event) => event.type === "EvaluationSubmitted" && event.data.demographicsGiven);
    if (demographicsGiven) await decisions.decide(respondentStream(participantId), respondentDecider, { type: "RecordRespondentDemographics", personId: participantId, now });
  }
  if (rosterCommand) {
    const recorded = await decisions.decide(rosterStream(input.sessionId), rosterDecider, rosterCommand);
    if (Either.isLeft(recorded)) return Either.left(recorded.left);
  }
  // §4: a participant-only person who completed Train the Trainer is asked to sign up as a trainer (their user stream decides).
  if (participantId && input.surveyType === "post-train-the-trainer") {
    await decisions.decide(userStream(participantId), trainerUpgradeDecider, { type: "OfferTrainerSignUp", userId: participantId, course: session.course, now });
  }
  return Either.right({ course: session.course });
};
