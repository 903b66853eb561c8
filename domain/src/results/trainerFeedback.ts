import { aboutYourTrainerGroup } from "../evaluations/questionnaires/v1/postSession";
import type { AnswerOption } from "../evaluations/questionnaire";

// The Trainer feedback accordion (§2.16): for each 'about your trainer' statement and survey type, the
// share of each answer, beside the same share over everyone.

/** One feedback item: a row of an 'about your trainer' matrix question, with the answers it may take. */
interface TrainerFeedbackItem {
  /** The matrix question's code (its answer is `{ row: rate label }`). */
  readonly code: string;
  readonly item: string;
  readonly label: AnswerOption["label"];
  readonly answers: ReadonlyArray<AnswerOption>;
}

export const TRAINER_FEEDBACK_ITEMS: ReadonlyArray<TrainerFeedbackItem> = aboutYourTrainerGroup.questions.flatMap((question) =>
  question.kind === "matrix" ? question.rows.map((row) => ({ code: question.code, item: row.value, label: row.label, answers: question.rateLabels })) : [],
);

/** The feedback a response gave: one `{item, answer}` per rated row of the 'about your trainer' questions. */
export const trainerFeedbackOf = (answers: Readonly<Record<string, unknown>>): Array<{ item: string; answer: string }> =>
  TRAINER_FEEDBACK_ITEMS.flatMap(({ code, item }) => {
    const rated = answers[code];
    const answer = typeof rated === "object" && rated !== null && !Array.isArray(rated) ? (rated as Record<string, unknown>)[item] : undefined;
    return typeof answer === "string" ? [{ item, answer }] : [];
  });

/** Each answer's share of all the answers counted, as a rounded percentage (0 when nobody answered). */
export const answerShares = (counts: Readonly<Record<string, number>>, answers: ReadonlyArray<string>): Record<string, number> => {
  const total = answers.reduce((sum, answer) => sum + (counts[answer] ?? 0), 0);
  return Object.fromEntries(answers.map((answer) => [answer, total === 0 ? 0 : Math.round(((counts[answer] ?? 0) / total) * 100)]));
};
