import type { AnswerValue, FormState } from "./formState";
import { SCALES, type Question } from "./questionnaire";

// Changing a form's answers as the participant goes (§5): the 0–10 clamp and the dependent dropdown.

/** §5: a 0–10 answer clamps to 10 (and up to 0); an empty or unreadable one becomes 0; a fraction rounds. */
export const clampZeroToTen = (input: number | string | null | undefined): number => {
  const typed = typeof input === "string" ? (input.trim() === "" ? Number.NaN : Number(input)) : (input ?? Number.NaN);
  if (!Number.isFinite(typed)) return SCALES.zeroToTen.min;
  return Math.min(SCALES.zeroToTen.max, Math.max(SCALES.zeroToTen.min, Math.round(typed)));
};

/**
 * The form with a question answered: a 0–10 answer clamped, and the answers of the questions that
 * depend on it (a department after its organisation) cleared when it changes, their options having
 * changed. `questions` are the survey's questions (those that may depend on this one).
 */
export const answerQuestion = (questions: ReadonlyArray<Question>, formState: FormState, code: string, input: AnswerValue | null): FormState => {
  const question = questions.find((candidate) => candidate.code === code);
  const answer = question?.kind === "zeroToTen" ? clampZeroToTen(input as number | string | null) : input;
  const previous = formState[code];
  const changed = JSON.stringify(previous?.answer ?? null) !== JSON.stringify(answer);
  const cleared = changed
    ? Object.fromEntries(
        questions
          .filter((dependent) => dependent.kind === "dependentDropdown" && dependent.dependsOn === code && formState[dependent.code] !== undefined)
          .map((dependent) => [dependent.code, { answer: null, otherAnswer: null }]),
      )
    : {};
  return { ...formState, ...cleared, [code]: { answer, otherAnswer: previous?.otherAnswer ?? null } };
};

/** The form with a question's free text ('please specify' or its follow-up) given. */
export const answerOtherText = (formState: FormState, code: string, text: string): FormState => ({
  ...formState,
  [code]: { answer: formState[code]?.answer ?? null, otherAnswer: text },
});
