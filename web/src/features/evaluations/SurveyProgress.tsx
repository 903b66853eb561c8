import { ProgressBar } from "@blueprintjs/core";
import type { Message } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";

/** §2.15's completion indicator: 'Step x/y' among the visible groups and the completion rate (§5). */
export const SurveyProgress = ({ step, percent }: { readonly step: Message; readonly percent: number }) => {
  const t = useT();
  return (
    <div className="survey-progress">
      <div className="survey-progress-texts" aria-live="polite">
        <strong>{t(step.key, step.params)}</strong>
        <span>{t("survey.percentComplete", { percent })}</span>
      </div>
      <ProgressBar
        value={percent / 100}
        intent={percent === 100 ? "success" : "primary"}
        animate={false}
        stripes={false}
        aria-label={t("surveyScreen.completion")}
      />
    </div>
  );
};
