import { Either } from "effect";
import type { FieldMessages } from "../shared/domainError";
import type { Message } from "../i18n/translate";
import { answerProblems, asksForOtherAnswer, isUnanswered } from "./answerCheck";
import { hasText, type AnswerValue, type FormState } from "./formState";
import { questionsOf } from "./progress";
import type { QuestionGroup } from "./questionnaire";

// The server's judgement of a submitted form against the questionnaire version it answers (§5, §7):
// every rule of the survey screen, from the same data, giving each question its own error.

/**
 * A response's answers as recorded. Written answers (free-text questions, 'please specify' and
 * follow-up texts) are kept apart from the rest: they may say who someone is, so the event seals them.
 */
interface NormalisedAnswers {
  /** Question code → a number, a choice, several choices or a matrix's ratings. */
  readonly answers: Readonly<Record<string, AnswerValue>>;
  /** Question code → the text of a free-text question, or the free text given with a choice. */
  readonly writtenAnswers: Readonly<Record<string, string>>;
}

/** Where a question's error is reported: `formState.<code>`, and `formState.<code>.otherAnswer` for its free text. */
const answerPath = (code: string): string => `formState.${code}`;
const otherAnswerPath = (code: string): string => `formState.${code}.otherAnswer`;

/**
 * Judges a form against the groups the survey showed this person (see visibleGroups): each question's
 * type, range, options, required answer and 'please specify' text. Answers to questions the survey did
 * not show are left out of the response; blank answers to optional questions too.
 */
export const validateSubmission = (groups: ReadonlyArray<QuestionGroup>, formState: FormState): Either.Either<NormalisedAnswers, FieldMessages> => {
  const errors: Record<string, Message> = {};
  const answers: Record<string, AnswerValue> = {};
  const writtenAnswers: Record<string, string> = {};
  for (const question of questionsOf(groups)) {
    const problems = answerProblems(question, formState);
    if (problems.answer) errors[answerPath(question.code)] = problems.answer;
    if (problems.otherAnswer) errors[otherAnswerPath(question.code)] = problems.otherAnswer;
    const given = formState[question.code];
    if (!given || isUnanswered(given.answer)) continue;
    if (question.kind === "text") writtenAnswers[question.code] = given.answer as string;
    else answers[question.code] = given.answer!;
    if (question.kind !== "text" && asksForOtherAnswer(question, formState) && hasText(given.otherAnswer)) writtenAnswers[question.code] = given.otherAnswer;
  }
  return Object.keys(errors).length > 0 ? Either.left(errors) : Either.right({ answers, writtenAnswers });
};
