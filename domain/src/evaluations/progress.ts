import type { SurveyType } from "../constants";
import { message, type Message } from "../i18n/translate";
import { answerProblems, hasProblems, isAnswered, isUnanswered } from "./answerCheck";
import type { FormState } from "./formState";
import { DEMOGRAPHICS_GROUP_ID, type Question, type QuestionGroup, type Questionnaire } from "./questionnaire";

// Where a participant is in a survey (§2.15, §4, §5): which pages they see, 'Step x/y', the completion
// rate, which questions are unlocked, and when Next and Submit are enabled.

/**
 * The question groups a survey shows, in page order: the survey type's groups, without the
 * demographics when the person's demographics are already known (asked once per person).
 */
export const visibleGroups = (
  questionnaire: Questionnaire,
  surveyType: SurveyType,
  respondent: { readonly demographicsKnown: boolean },
): ReadonlyArray<QuestionGroup> =>
  [...questionnaire.groupsBySurveyType[surveyType]]
    .filter((group) => !(respondent.demographicsKnown && group.id === DEMOGRAPHICS_GROUP_ID))
    .sort((a, b) => a.order - b.order);

export const questionsOf = (groups: ReadonlyArray<QuestionGroup>): ReadonlyArray<Question> => groups.flatMap((group) => group.questions);

/** 'Step x/y' for the group at `index` (from 0) of the visible groups. */
export const surveyStep = (index: number, groups: ReadonlyArray<QuestionGroup>): Message => message("survey.step", { step: index + 1, total: groups.length });

/** §5: the rounded-up percent of answered required questions over required questions in the visible groups (100 with none). */
export const completionRate = (groups: ReadonlyArray<QuestionGroup>, formState: FormState): number => {
  const required = questionsOf(groups).filter((question) => question.required);
  if (required.length === 0) return 100;
  const answered = required.filter((question) => isAnswered(question, formState)).length;
  return Math.ceil((answered * 100) / required.length);
};

/**
 * §4: a question is disabled until the previous required question is answered (a matrix: every row
 * rated). Every earlier required question of its group must be answered, so a gap left in a saved
 * form never unlocks what follows it. A question already answered stays open (issue 25): going back
 * to an earlier one, a 'please specify' still to type never greys out what was answered after it.
 */
export const isUnlocked = (group: QuestionGroup, code: string, formState: FormState): boolean => {
  const index = group.questions.findIndex((question) => question.code === code);
  if (index === -1) return false;
  if (!isUnanswered(formState[code]?.answer)) return true;
  return group.questions.slice(0, index).every((question) => !question.required || isAnswered(question, formState));
};

/** A group is done: its required questions answered, and nothing given in it breaks a rule. */
export const isGroupComplete = (group: QuestionGroup, formState: FormState): boolean =>
  group.questions.every((question) => !hasProblems(answerProblems(question, formState)));

/** §4: Next is disabled on the last group and while the current group's required questions are unanswered. */
export const canGoNext = (groups: ReadonlyArray<QuestionGroup>, index: number, formState: FormState): boolean =>
  index < groups.length - 1 && groups[index] !== undefined && isGroupComplete(groups[index]!, formState);

/** §4: Submit only on the last group, at 100 % completion, with nothing given breaking a rule. */
export const canSubmit = (groups: ReadonlyArray<QuestionGroup>, index: number, formState: FormState): boolean =>
  index === groups.length - 1 && completionRate(groups, formState) === 100 && groups.every((group) => isGroupComplete(group, formState));
