import type { AnswerValue, FormState, Question } from "@wellbeing/domain";

/** What every question kind's renderer is given by the question around it (QuestionField). */
export interface QuestionInputProps<Kind extends Question["kind"] = Question["kind"]> {
  readonly question: Extract<Question, { kind: Kind }>;
  /** The control's id (a group of controls: the prefix of theirs). */
  readonly id: string;
  /** The element holding the question's text: the control's name. */
  readonly labelId: string;
  /** Its hint and error texts, when shown. */
  readonly describedBy: string | undefined;
  readonly value: AnswerValue | null;
  readonly formState: FormState;
  /** §4: locked until the previous required question is answered. */
  readonly disabled: boolean;
  readonly invalid: boolean;
  readonly onAnswer: (value: AnswerValue | null) => void;
  /** Focus left the control: its problems show from now on. */
  readonly onLeave: () => void;
}

/** The ARIA attributes naming and describing a question's control. */
export const controlAria = ({ labelId, describedBy, invalid }: Pick<QuestionInputProps, "labelId" | "describedBy" | "invalid">) => ({
  "aria-labelledby": labelId,
  "aria-describedby": describedBy,
  "aria-invalid": invalid ? true : undefined,
});
