import { Button, Callout, Card, H4 } from "@blueprintjs/core";
import { sessionFactsToDecide, type SurveyDataAnswer } from "@wellbeing/domain";
import { useLanguage } from "../../i18n/useT";
import { DetailRows } from "../../ui/DetailRows";
import { FunderNotice } from "../roster/FunderNotice";
import { FactLines } from "../sessions/SessionFactParts";
import { surveySessionFacts } from "./surveyFacts";

interface SurveyConfirmationProps {
  readonly survey: SurveyDataAnswer;
  /** Agree (research use allowed) or continue without research use: `disagreedToResearch`. */
  readonly onStart: (disagreedToResearch: boolean) => void;
}

/**
 * §2.15's confirmation page: the 'Important Information' welcome asking to check the session, the
 * survey message, the session's dates, course, modules and trainers, the funder message, the
 * research-data notice and Agree.
 */
export const SurveyConfirmation = ({ survey, onStart }: SurveyConfirmationProps) => {
  const wording = useLanguage();
  const { t } = wording;
  const facts = sessionFactsToDecide(surveySessionFacts(survey), wording);
  return (
    <Card className="survey-card">
      <Callout intent="primary" icon="info-sign" title={t("survey.importantInformation")}>
        <p>{t("survey.checkSessionDetails")}</p>
      </Callout>
      {survey.msg && (
        <Callout intent="warning" icon="warning-sign" role="alert">
          {survey.msg}
        </Callout>
      )}
      <DetailRows
        rows={[
          [t("sessionFacts.dates"), <FactLines lines={facts.dates} />],
          [t("sessionFacts.course"), facts.course],
          [t("sessionFacts.modules"), facts.modules],
          [t("sessionFacts.trainers"), facts.trainers],
        ]}
      />
      <FunderNotice evaluation={t(`surveyScreen.evaluationName_${survey.surveyType}`)} />
      <section aria-labelledby="survey-research-title" className="survey-research">
        <H4 id="survey-research-title">{t("surveyScreen.researchTitle")}</H4>
        <p>{t("surveyScreen.researchNotice")}</p>
      </section>
      <div className="button-row">
        <Button intent="primary" size="large" icon="tick" text={t("survey.agree")} onClick={() => onStart(false)} />
        <Button variant="minimal" text={t("surveyScreen.continueWithoutResearch")} onClick={() => onStart(true)} aria-describedby="survey-without-research" />
      </div>
      <p id="survey-without-research" className="bp6-text-muted">
        {t("surveyScreen.continueWithoutResearchHint")}
      </p>
    </Card>
  );
};
