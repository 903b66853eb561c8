import { pathTo, type Course } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { ThankYouCard } from "./ThankYouCard";

/** §2.18 the thank-you after an evaluation: My course and Materials (the course's, when known). */
export const SurveyThankYou = ({ course }: { readonly course: Course | null }) => {
  const t = useT();
  return (
    <ThankYouCard text={t("surveyScreen.thankYouText")}>
      <LinkButton to={pathTo("participantProgress")} intent="primary" size="large" icon="learning" text={t("shell.myCourse")} />
      <LinkButton
        to={course ? pathTo("participantMaterials", { course }) : pathTo("chooseCourseMaterials")}
        size="large"
        icon="book"
        text={t("shell.materials")}
      />
    </ThankYouCard>
  );
};
