import { NonIdealState } from "@blueprintjs/core";
import { courseLabelIn, isCourse, type Course } from "@wellbeing/domain";
import { useParams } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { ErrorPage } from "../errors/ErrorPage";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { CourseScheduleLink } from "../participantHome/CourseScheduleLink";
import { ModuleMaterialsCard } from "./ModuleMaterialsCard";
import { useCourseMaterials } from "./queries";
import "./materials.css";

const CourseMaterials = ({ course }: { readonly course: Course }) => {
  const t = useT();
  const materials = useCourseMaterials(course);
  return (
    <PageLayout
      title={t("materials.courseTitle", { course: courseLabelIn(t, course) })}
      actions={<CourseScheduleLink text={t("participantHome.findSessions")} />}
    >
      {materials.isPending ? (
        <LoadingState label={t("roster.loading")} />
      ) : materials.data ? (
        materials.data.modules.length === 0 ? (
          <NonIdealState icon="book" title={t("materials.noMaterials")} action={<CourseScheduleLink primary text={t("participantHome.findSessions")} />} />
        ) : (
          <div className="material-modules">
            {materials.data.modules.map((card) => (
              <ModuleMaterialsCard key={card.module} card={card} />
            ))}
          </div>
        )
      ) : hasStatus(materials.error, 404) ? (
        <ErrorPage kind="notFound" />
      ) : (
        <ErrorState message={t("ui.errorWentWrong")} onRetry={() => void materials.refetch()} />
      )}
    </PageLayout>
  );
};

/** /participant/materials/:course (§2.14): one card per module of the participant's sessions of the course, documents gated as §6 says. */
export const MaterialsPage = () => {
  const { course } = useParams();
  return isCourse(course) ? <CourseMaterials course={course} /> : <ErrorPage kind="notFound" />;
};
