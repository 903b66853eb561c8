import { useLocation } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { PageLayout } from "../../ui/PageLayout";
import { courseOfNavigation } from "./courseOfNavigation";
import { SurveyThankYou } from "./SurveyThankYou";
import "./evaluations.css";

/** /participant/thank-you (§2.18): after an evaluation, My course and the course's Materials. */
export const ParticipantThankYouPage = () => {
  const t = useT();
  return (
    <PageLayout title={t("sessionFacts.evaluation")} width="narrow">
      <SurveyThankYou course={courseOfNavigation(useLocation().state)} />
    </PageLayout>
  );
};
