import { Card, H3, NonIdealState } from "@blueprintjs/core";
import { courseLabelIn, pathTo } from "@wellbeing/domain";
import { Navigate } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { ErrorState } from "../../ui/ErrorState";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { CourseScheduleLink } from "../participantHome/CourseScheduleLink";
import { useMaterialCourses } from "./queries";
import "./materials.css";

/** /choose-course-materials (§2.14): the participant picks a course when they have more than one; with exactly one they go straight to it. */
export const ChooseCourseMaterialsPage = () => {
  const t = useT();
  const courses = useMaterialCourses();
  const only = courses.data?.courses.length === 1 ? courses.data.courses[0] : undefined;
  if (only) return <Navigate replace to={pathTo("participantMaterials", { course: only })} />;

  return (
    <PageLayout title={t("shell.materials")} actions={<CourseScheduleLink text={t("participantHome.findSessions")} />}>
      {courses.isPending ? (
        <LoadingState label={t("roster.loading")} />
      ) : courses.data ? (
        courses.data.courses.length === 0 ? (
          <NonIdealState icon="book" title={t("materials.noMaterials")} action={<CourseScheduleLink primary text={t("participantHome.findSessions")} />} />
        ) : (
          <>
            <p>{t("materials.chooseCourseIntro")}</p>
            <div className="material-courses">
              {courses.data.courses.map((course) => (
                <Card key={course} className="material-course">
                  <H3>{courseLabelIn(t, course)}</H3>
                  <LinkButton to={pathTo("participantMaterials", { course })} intent="primary" icon="book" text={t("materials.seeMaterials")} />
                </Card>
              ))}
            </div>
          </>
        )
      ) : (
        <ErrorState message={t("ui.errorWentWrong")} onRetry={() => void courses.refetch()} />
      )}
    </PageLayout>
  );
};
