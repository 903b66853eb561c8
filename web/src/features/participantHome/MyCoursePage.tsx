import { useT } from "../../i18n/useT";
import { PageLayout } from "../../ui/PageLayout";
import { CourseScheduleLink } from "./CourseScheduleLink";
import { HomeSection } from "./HomeSection";
import { ProgressLoaded } from "./ProgressLoaded";
import { SessionRowsTable } from "./SessionRowsTable";
import { useParticipantProgress } from "./queries";
import { useSessionColumns } from "./useSessionColumns";
import "./participantHome.css";

/** /participant/progress, My course (§2.6): upcoming sessions and completed modules. */
export const MyCoursePage = () => {
  const t = useT();
  const progress = useParticipantProgress();
  const columns = useSessionColumns();

  return (
    <PageLayout title={t("shell.myCourse")} actions={<CourseScheduleLink text={t("participantHome.findSessions")} />}>
      <ProgressLoaded query={progress}>
        {({ upcomingSessions, completedSessions }) => (
          <>
            <HomeSection id="course-upcoming" title={t("participantHome.upcomingSessions")}>
              <SessionRowsTable
                caption={t("participantHome.upcomingSessions")}
                sessions={upcomingSessions}
                columns={[columns.sessionDate, columns.modules, columns.course]}
              />
            </HomeSection>
            <HomeSection id="course-completed" title={t("participantHome.completedModules")}>
              <SessionRowsTable
                caption={t("participantHome.completedModules")}
                sessions={completedSessions}
                columns={[columns.sessionDate, columns.modules, columns.course, columns.certificate]}
              />
            </HomeSection>
          </>
        )}
      </ProgressLoaded>
    </PageLayout>
  );
};
