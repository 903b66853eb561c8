import { Intent, Text } from "@blueprintjs/core";
import { asksForOtherAnswer, isFollowUpShown, MAX_TEXT_ANSWER_LENGTH, type Message, type Question } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { TextField } from "../../ui/TextField";
import { QuestionInput } from "./QuestionInput";
import type { SurveyForm } from "./useSurveyForm";

/** A question's element ids: its code with its dots made safe for CSS selectors. */
const idOf = (code: string): string => `question-${code.replace(/[^A-Za-z0-9]/g, "-")}`;

/**
 * One question (§2.15, §5): its text, its hint (or why it is still locked), its control, its error
 * ('* this question must be answered' and the like) and, when the answer asks for it, the free text.
 */
export const QuestionField = ({ question, form }: { readonly question: Question; readonly form: SurveyForm }) => {
  const t = useT();
  const say = (text: Message | undefined) => (text ? t(text.key, text.params) : undefined);
  const id = idOf(question.code);
  const unlocked = form.isUnlocked(question.code);
  const problems = form.problemsOf(question.code);
  const given = form.formState[question.code];
  const error = say(problems.answer);
  const hint = unlocked ? (question.helperText ? t(question.helperText) : undefined) : t("surveyScreen.answerPreviousFirst");
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };
  const describedBy = [hint && ids.hint, error && ids.error].filter(Boolean).join(" ") || undefined;
  const followUp = question.followUp && isFollowUpShown(question, given?.answer) ? question.followUp : null;
  return (
    <div className={`survey-question${unlocked ? "" : " is-locked"}`} data-question={question.code}>
      <div id={ids.label} className="survey-question-text">
        {t(question.text)}
        {!question.required && <span className="bp6-text-muted"> {t("input.optional")}</span>}
      </div>
      {hint && (
        <Text id={ids.hint} className="survey-question-hint bp6-text-muted">
          {hint}
        </Text>
      )}
      <QuestionInput
        question={question}
        id={id}
        labelId={ids.label}
        describedBy={describedBy}
        value={given?.answer ?? null}
        formState={form.formState}
        disabled={!unlocked}
        invalid={error !== undefined}
        onAnswer={(value) => form.answer(question.code, value)}
        onLeave={() => form.touch(question.code)}
      />
      {error && (
        <p id={ids.error} className={`survey-question-error bp6-intent-${Intent.DANGER}`}>
          {error}
        </p>
      )}
      {unlocked && asksForOtherAnswer(question, form.formState) && (
        <TextField
          id={`${id}-other`}
          label={t(followUp ? followUp.text : "survey.otherAnswerLabel")}
          optional={followUp !== null && !followUp.isRequired}
          value={given?.otherAnswer ?? ""}
          onChange={(text) => form.answerOther(question.code, text)}
          onBlur={() => form.touchOther(question.code)}
          error={say(problems.otherAnswer)}
          maxLength={MAX_TEXT_ANSWER_LENGTH}
          className="survey-other-answer"
        />
      )}
    </div>
  );
};
