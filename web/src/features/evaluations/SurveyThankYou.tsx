import { Card, H3, Icon } from "@blueprintjs/core";
import { pathTo, type Course } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";

/** §2.18 the thank-you after an evaluation: My course and Materials (the course's, when known). */
export const SurveyThankYou = ({ course }: { readonly course: Course | null }) => {
  const t = useT();
  return (
    <Card className="survey-card survey-thank-you" role="status">
      <H3>
        <Icon icon="tick-circle" intent="success" size={22} /> {t("surveyScreen.thankYouTitle")}
      </H3>
      <p>{t("surveyScreen.thankYouText")}</p>
      <div className="button-row">
        <LinkButton to={pathTo("participantProgress")} intent="primary" size="large" icon="learning" text={t("shell.myCourse")} />
        <LinkButton
          to={course ? pathTo("participantMaterials", { course }) : pathTo("chooseCourseMaterials")}
          size="large"
          icon="book"
          text={t("shell.materials")}
        />
      </div>
    </Card>
  );
};
