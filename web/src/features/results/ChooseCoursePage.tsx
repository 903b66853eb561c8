import { Card, H3 } from "@blueprintjs/core";
import { courseLabelIn, pathTo } from "@wellbeing/domain";
import { Navigate, useSearchParams } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { PageLayout } from "../../ui/PageLayout";
import { useAccount } from "../auth/queries";
import { RESULT_COURSES, resultsPathOf, resultsRequestIn } from "./request";
import "./results.css";

/** /choose-course (§2.16): the course whose results to see; the target and person of the address are kept. */
export const ChooseCoursePage = () => {
  const t = useT();
  const account = useAccount();
  const [search] = useSearchParams();
  const request = resultsRequestIn(search, account);
  if (!request) return <Navigate replace to={pathTo("unauthorized")} />;
  return (
    <PageLayout title={t("ui.chooseCourse")}>
      <p>{t("results.chooseCourseIntro")}</p>
      <div className="results-courses">
        {RESULT_COURSES.map((course) => (
          <Card key={course} className="results-course">
            <H3>{courseLabelIn(t, course)}</H3>
            <LinkButton
              to={resultsPathOf(search, course)}
              intent="primary"
              icon="chart"
              text={t("ui.results")}
              aria-label={`${t("ui.results")}: ${courseLabelIn(t, course)}`}
            />
          </Card>
        ))}
      </div>
    </PageLayout>
  );
};
