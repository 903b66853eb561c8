import {
  answerOtherText,
  answerProblems,
  answerQuestion,
  canGoNext,
  canSubmit,
  completionRate,
  isUnlocked,
  questionsOf,
  surveyStep,
  type AnswerProblems,
  type AnswerValue,
  type FormState,
  type Message,
  type QuestionGroup,
} from "@wellbeing/domain";
import { useCallback, useMemo, useState } from "react";
import { resumeIndex } from "./surveyResume";

/** The survey's answers and page as the participant goes, with everything the domain says about them (§4, §5). */
export interface SurveyForm {
  readonly formState: FormState;
  readonly group: QuestionGroup;
  readonly index: number;
  readonly isFirst: boolean;
  readonly isLast: boolean;
  readonly step: Message;
  readonly percent: number;
  readonly canGoNext: boolean;
  readonly canSubmit: boolean;
  readonly isUnlocked: (code: string) => boolean;
  /** What is wrong with a question's answer, once the participant has been at it (never before). */
  readonly problemsOf: (code: string) => AnswerProblems;
  readonly answer: (code: string, value: AnswerValue | null) => void;
  readonly answerOther: (code: string, text: string) => void;
  /** The participant has left a question: its problems show from now on. */
  readonly touch: (code: string) => void;
  /** The participant has left a question's free text ('please specify'): its error shows from now on, never before (issue 25). */
  readonly touchOther: (code: string) => void;
  readonly next: () => void;
  readonly back: () => void;
}

const NO_PROBLEMS: AnswerProblems = {};

/** The form of a survey's visible groups, resuming from the participant's saved progress (`draft`) when there is some. */
export const useSurveyForm = (groups: ReadonlyArray<QuestionGroup>, draft: FormState | null): SurveyForm => {
  const [formState, setFormState] = useState<FormState>(draft ?? {});
  const [index, setIndex] = useState(() => (draft ? resumeIndex(groups, draft) : 0));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [touchedOther, setTouchedOther] = useState<ReadonlySet<string>>(new Set());
  const questions = useMemo(() => questionsOf(groups), [groups]);
  const group = groups[index]!;

  const touch = useCallback((code: string) => setTouched((before) => (before.has(code) ? before : new Set(before).add(code))), []);
  const touchOther = useCallback((code: string) => setTouchedOther((before) => (before.has(code) ? before : new Set(before).add(code))), []);
  const answer = useCallback(
    (code: string, value: AnswerValue | null) => {
      setFormState((before) => answerQuestion(questions, before, code, value));
      touch(code);
    },
    [questions, touch],
  );
  const answerOther = useCallback((code: string, text: string) => setFormState((before) => answerOtherText(before, code, text)), []);

  return {
    formState,
    group,
    index,
    isFirst: index === 0,
    isLast: index === groups.length - 1,
    step: surveyStep(index, groups),
    percent: completionRate(groups, formState),
    canGoNext: canGoNext(groups, index, formState),
    canSubmit: canSubmit(groups, index, formState),
    isUnlocked: (code) => isUnlocked(group, code, formState),
    problemsOf: (code) => {
      const question = questions.find((candidate) => candidate.code === code);
      if (!question || !touched.has(code)) return NO_PROBLEMS;
      const { answer: answerProblem, otherAnswer } = answerProblems(question, formState);
      return { ...(answerProblem ? { answer: answerProblem } : {}), ...(otherAnswer && touchedOther.has(code) ? { otherAnswer } : {}) };
    },
    answer,
    answerOther,
    touch,
    touchOther,
    next: () => setIndex((at) => Math.min(at + 1, groups.length - 1)),
    back: () => setIndex((at) => Math.max(at - 1, 0)),
  };
};
