import {
  asksForOtherAnswer,
  hasText,
  isUnanswered,
  pathTo,
  questionsOf,
  type FormState,
  type Role,
  type SubmissionInput,
  type SurveyDataAnswer,
  type SurveyType,
  type Translate,
} from "@wellbeing/domain";
import { isApiError } from "../../api/apiError";

// What the survey screen sends when the participant submits (§3 Submission payload), and where it goes next (§4).

/** POST /api/survey/submit/'s body as it goes on the wire. */
export type SubmissionBody = typeof SubmissionInput.Encoded;

/**
 * The submission of a survey's answers: only the questions the screen showed, only answers given, and
 * a free text only where the chosen answer still asks for it (a 'please specify' typed and then
 * unchosen is not sent: it may say who someone is). Someone not logged in sends the token of the
 * e-mailed link they opened, when they did (issue 25).
 */
export const submissionBody = (
  survey: SurveyDataAnswer,
  formState: FormState,
  disagreedToResearch: boolean,
  linkToken: string | null = null,
): SubmissionBody => {
  const questions = questionsOf(survey.groups);
  const answers = questions.flatMap((question) => {
    const given = formState[question.code];
    if (!given || isUnanswered(given.answer)) return [];
    const otherAnswer = asksForOtherAnswer(question, formState) && hasText(given.otherAnswer) ? given.otherAnswer : null;
    return [[question.code, { answer: given.answer, otherAnswer }] as const];
  });
  return {
    sessionId: survey.sessionId,
    surveyType: survey.surveyType,
    formState: Object.fromEntries(answers),
    disagreedToResearch,
    questionIDList: questions.map((question) => question.code),
    ...(linkToken ? { linkToken } : {}),
  };
};

/** Who submitted, as far as where to go next is concerned: the accounts they hold, or nobody logged in. */
type Submitter = { readonly users: ReadonlyArray<Role> } | null;

/**
 * §4: after submitting, the thank-you page (§2.18); a Train the Trainer evaluation by someone who also
 * holds a staff account goes to the trainer's thank-you page, by a participant-only person to the
 * trainer sign-up it offered them. Nobody logged in: null (the screen thanks them itself, the
 * participant's pages being theirs only).
 */
export const afterSubmitPath = (surveyType: SurveyType, submitter: Submitter): string | null => {
  if (submitter === null) return null;
  if (surveyType !== "post-train-the-trainer") return pathTo("participantThankYou");
  const staff = submitter.users.some((role) => role !== "participant");
  return staff ? pathTo("trainerThankYou") : pathTo("tttSignUp");
};

/** §8: a refused submission shows the server's text, else 'There was an error submitting your survey. ...'. */
export const submissionFailure = (error: unknown, t: Translate): string =>
  isApiError(error) && typeof error.text === "string" ? error.text : t("survey.submitFailed");
