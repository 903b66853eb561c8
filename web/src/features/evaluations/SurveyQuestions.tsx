import { Card, H3 } from "@blueprintjs/core";
import { useEffect, useRef } from "react";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { QuestionField } from "./QuestionField";
import { SurveyProgress } from "./SurveyProgress";
import type { SurveyForm } from "./useSurveyForm";
import { WhyAskingButton } from "./WhyAskingDialog";

interface SurveyQuestionsProps {
  readonly form: SurveyForm;
  /** Back from the first group: to the confirmation page. */
  readonly onLeave: () => void;
  readonly onSubmit: () => void;
  readonly submitting: boolean;
  /** The survey was answered already (another tab): Submit stays disabled. */
  readonly closed: boolean;
}

/**
 * One page per question group (§2.15, §4): Back and Next (disabled while the group's required
 * questions are unanswered), 'Submit Feedback' on the last group, enabled at 100 %.
 */
export const SurveyQuestions = ({ form, onLeave, onSubmit, submitting, closed }: SurveyQuestionsProps) => {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const { group, index } = form;
  const firstPage = useRef(true);
  // A new page: reading starts at its heading, with the progress above it in view (the header is sticky).
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [index]);
  return (
    <Card className="survey-card">
      <SurveyProgress step={form.step} percent={form.percent} />
      <div className="survey-group-header">
        <H3 ref={heading} tabIndex={-1} className="survey-group-name">
          {t(group.name)}
        </H3>
        <WhyAskingButton />
      </div>
      {group.introduction && <p>{t(group.introduction)}</p>}
      <form
        className="survey-questions"
        aria-label={t(group.name)}
        onSubmit={(event) => {
          event.preventDefault();
          if (closed || submitting) return;
          if (form.canSubmit) onSubmit();
          else if (form.canGoNext) form.next();
        }}
      >
        {group.questions.map((question) => (
          <QuestionField key={question.code} question={question} form={form} />
        ))}
        <div className="button-row survey-buttons">
          <Button icon="arrow-left" text={t("ui.back")} onClick={form.isFirst ? onLeave : form.back} disabled={submitting} />
          {form.isLast ? (
            <Button
              type="submit"
              intent="success"
              icon="send-message"
              text={t("survey.submitFeedback")}
              disabled={!form.canSubmit || closed}
              loading={submitting}
            />
          ) : (
            <Button type="submit" intent="primary" endIcon="arrow-right" text={t("ui.next")} disabled={!form.canGoNext} />
          )}
        </div>
      </form>
    </Card>
  );
};
