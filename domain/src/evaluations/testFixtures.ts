import { optionsOf } from "./answerCheck";
import type { AnswerValue, FormState } from "./formState";
import type { Question, QuestionGroup } from "./questionnaire";

// A form answering every question of some groups validly, for tests: the first option that needs no
// free text, the middle of each scale, 0 for counts, a job title for free text.

const validAnswer = (question: Question, formState: FormState): AnswerValue => {
  const plain = optionsOf(question, formState).find((option) => !option.specify)?.value ?? "";
  switch (question.kind) {
    case "zeroToTen":
      return 5;
    case "star":
      return 3;
    case "count":
      return 0;
    case "singleChoice":
    case "dropdown":
    case "dependentDropdown":
      return plain;
    case "multipleChoice":
      return [plain];
    case "matrix":
      return Object.fromEntries(question.rows.map((row) => [row.value, question.rateLabels[0]!.value]));
    case "text":
      return "Support worker";
  }
};

export const completeForm = (groups: ReadonlyArray<QuestionGroup>): FormState =>
  groups
    .flatMap((group) => group.questions)
    .reduce<FormState>((form, question) => ({ ...form, [question.code]: { answer: validAnswer(question, form), otherAnswer: null } }), {});
