import { Either } from "effect";
import {
  CURRENT_QUESTIONNAIRE_VERSION,
  NotAllowed,
  NotFound,
  checkAttendance,
  evaluationDecider,
  evaluationStream,
  hasAnswered,
  hasStarted,
  isRegistered,
  isSameAddress,
  isSurveyOfSession,
  message,
  normaliseEmail,
  offersTrainerSignUp,
  programmeDate,
  pseudonymOf,
  respondentDecider,
  participantGateStream,
  respondentStream,
  sessionDecider,
  sessionGateDecider,
  sessionStream,
  trainerUpgradeDecider,
  userStream,
  type Course,
  type DomainError,
  type SubmissionInput,
  type SubmittingRespondent,
} from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { unlinkedContext, unlinkedId, type CommandContext } from "../infrastructure/commandContext";
import type { Contention } from "../infrastructure/concurrentWrites";
import { decideTogether } from "../infrastructure/decideTogether";
import { DecisionBatches } from "../infrastructure/decisionBatches";
import type { StreamDecisions } from "../infrastructure/streamDecisions";
import { recordEvaluation, rosterWithRecords } from "../roster/personRecords";
import { StreamQueue } from "../roster/streamQueue";
import { loadAccount } from "../users/accounts";

/**
 * Who submits: a visitor (nobody logged in, no personal link: the pre-course survey only, linked to no
 * one), or a participant, logged in or through the survey link e-mailed to their address (issue 25:
 * `addressProven`, the link's token being the proof that the address is theirs).
 */
export type Submitter =
  { readonly kind: "visitor" } | { readonly kind: "participant"; readonly userId: string; readonly email: string | null; readonly addressProven?: boolean };

export interface Submitted {
  readonly responseId: string;
  readonly course: Course;
  readonly position: Position | null;
}

/** Submissions to one session meet on its gates (a person's own streams too): tries, a little apart, before a conflict is answered. */
const CONTENTION: Contention = { maxAttempts: 30, maxBackoffMs: 20 };

/** One queue per process: a session's submissions made here take turns with each other only (not with its roster's writes). */
const submissionTurns = new StreamQueue();

/** A session's submissions waiting in this process are decided together and appended as one (issue 30). */
const sessionSubmissions = new DecisionBatches(CONTENTION, (sessionId, work) => submissionTurns.run(sessionId, work));

/**
 * POST /api/survey/submit/ (§3, §4, §7, issues 24 and 25): one decision over the streams it touches,
 * appended as one (see decideTogether). A participant's response counts once for them, whatever link
 * or device it came from: on their pseudonym's evaluation stream (its revision refuses a second), their
 * gate of the session's count (its revision refuses a deletion in between; the session's own stream is
 * read, not written, issue 30), their record of it (on their own stream for the session, or the roster's
 * for an entry listed under their address: the participant home, materials, removal and leaving rules read
 * it; it refuses a second under another pseudonym),
 * the first time their pseudonym and that their demographics are known, and after an attended Train
 * the Trainer session the trainer sign-up offered on their user stream. A post-type evaluation needs
 * a registered attendee and a started session. A visitor's pre-course response is recorded on its own
 * evaluation stream only: it triggers nothing for anyone and never blocks the session's deletion.
 * A participant's submissions to one session that wait in this process are decided in one batch, each
 * on the streams as the ones before it left them, and appended as one (DecisionBatches, issue 30); no
 * stream is written by every submission of a session.
 * The response's share carries nothing that leads to the rest (unlinkedContext). A refusal appends nothing.
 */
export const submitEvaluation = async (
  store: EventStore,
  submitter: Submitter,
  input: SubmissionInput,
  context: CommandContext,
): Promise<Either.Either<Submitted, DomainError>> => {
  const responseId = unlinkedId();
  const answered = (submitted: Either.Either<{ readonly course: Course; readonly position: Position | null }, DomainError>) =>
    Either.map(submitted, ({ course, position }) => ({ responseId, course, position }));
  if (submitter.kind === "visitor") {
    const facts: SubmissionFacts = { input, person: null, responseId, pseudonym: unlinkedId(), context };
    return answered(await decideTogether(store, context, (decisions) => decideSubmission(decisions, facts), CONTENTION));
  }
  const account = submitter.email !== null ? await loadAccount(store, submitter.userId) : null;
  const proven =
    account !== null &&
    submitter.email !== null &&
    isSameAddress(account.email, submitter.email) &&
    (submitter.addressProven === true || account.emailVerified);
  const person: SubmittingPerson = {
    participantId: submitter.userId,
    provenEmail: proven ? normaliseEmail(submitter.email!) : null,
    emailVerified: account?.emailVerified ?? false,
  };
  const facts: SubmissionFacts = { input, person, responseId, pseudonym: unlinkedId(), context };
  return answered(await sessionSubmissions.decide(store, input.sessionId, context, (decisions) => decideSubmission(decisions, facts)));
};

interface SubmittingPerson {
  readonly participantId: string;
  /** Their address once proven (by their account, or by the link's token): finds an entry staff listed under it. */
  readonly provenEmail: string | null;
  /** Their account's address is verified (the trainer sign-up follows only that). */
  readonly emailVerified: boolean;
}

interface SubmissionFacts {
  readonly input: SubmissionInput;
  /** The participant the response counts for, or null for a visitor's pre-course response (a pseudonym linked to no one). */
  readonly person: SubmittingPerson | null;
  readonly responseId: string;
  /** The pseudonym a first response records (random: it says nothing of when it was drawn). */
  readonly pseudonym: string;
  readonly context: CommandContext;
}

/** Decides every share of the submission on the streams as they stand: the response, then the person's shares. */
const decideSubmission = async (decisions: StreamDecisions, facts: SubmissionFacts): Promise<Either.Either<{ readonly course: Course }, DomainError>> => {
  const { input, person, context } = facts;
  const today = programmeDate(context.now);
  const session = await decisions.state(sessionStream(input.sessionId), sessionDecider);
  if (session.status !== "scheduled") return Either.left(new NotFound({ what: "session" }));
  if (!isSurveyOfSession(input.surveyType, session.modules)) return Either.left(new NotAllowed({ reason: message("survey.notThisSessionsEvaluation") }));

  const roster = person ? await rosterWithRecords(decisions, input.sessionId, [person.participantId]) : null;
  const asOnRoster = person ? { participantId: person.participantId, email: person.provenEmail } : null;
  const registered = roster !== null && asOnRoster !== null && isRegistered(roster, asOnRoster);
  const respondent: SubmittingRespondent =
    roster && asOnRoster ? { kind: "person", registered, alreadyAnswered: hasAnswered(roster, asOnRoster, input.surveyType) } : { kind: "visitor" };
  const attended = checkAttendance(respondent, input.surveyType, session, today);
  if (Either.isLeft(attended)) return Either.left(attended.left);

  const respondentState = person ? await decisions.state(respondentStream(person.participantId), respondentDecider) : respondentDecider.initialState;
  const pseudonym = person ? pseudonymOf(respondentState, facts.pseudonym) : facts.pseudonym;
  // An erased person cannot be logged in; a pseudonym that reads null is never reused.
  if (pseudonym === null) return Either.left(new NotAllowed({ reason: message("product.notAllowed") }));

  const unlinked = unlinkedContext(context.now);
  const response = await decisions.decide(
    evaluationStream(input.sessionId, pseudonym),
    evaluationDecider,
    {
      type: "SubmitEvaluation",
      responseId: facts.responseId,
      sessionId: input.sessionId,
      surveyType: input.surveyType,
      questionnaireVersion: CURRENT_QUESTIONNAIRE_VERSION,
      respondent: pseudonym,
      demographicsKnown: respondentState.demographicsKnown,
      formState: input.formState,
      disagreedToResearch: input.disagreedToResearch,
      course: session.course,
      modules: session.modules,
      now: unlinked.now.toISOString(),
    },
    unlinked,
  );
  if (Either.isLeft(response)) return Either.left(response.left);
  if (!person) return Either.right({ course: session.course });

  const counted = await decisions.decide(participantGateStream(input.sessionId, person.participantId), sessionGateDecider, {
    type: "RecordSessionResponse",
    sessionId: input.sessionId,
    surveyType: input.surveyType,
  });
  if (Either.isLeft(counted)) return Either.left(counted.left);
  const now = context.now.toISOString();
  await decisions.decide(respondentStream(person.participantId), respondentDecider, {
    type: "AssignRespondentPseudonym",
    personId: person.participantId,
    pseudonym,
    now,
  });
  const demographicsGiven = response.right.some((event) => event.type === "EvaluationSubmitted" && event.data.demographicsGiven);
  if (demographicsGiven)
    await decisions.decide(respondentStream(person.participantId), respondentDecider, {
      type: "RecordRespondentDemographics",
      personId: person.participantId,
      now,
    });
  const recorded = await recordEvaluation(decisions, roster!, {
    type: "RecordAttendeeEvaluation",
    sessionId: input.sessionId,
    participantId: person.participantId,
    email: person.provenEmail,
    surveyType: input.surveyType,
  });
  if (Either.isLeft(recorded)) return Either.left(recorded.left);
  // Issue 24 §1: the trainer sign-up follows a verified address and an attended Train the Trainer session (their user stream decides).
  if (offersTrainerSignUp({ surveyType: input.surveyType, emailVerified: person.emailVerified, registered, started: hasStarted(session.dates, today) })) {
    await decisions.decide(userStream(person.participantId), trainerUpgradeDecider, {
      type: "OfferTrainerSignUp",
      userId: person.participantId,
      course: session.course,
      now,
    });
  }
  return Either.right({ course: session.course });
};
