import { H3 } from "@blueprintjs/core";
import { useT } from "../../i18n/useT";
import { PageLayout } from "../../ui/PageLayout";
import { ProgressLoaded } from "./ProgressLoaded";
import { sessionColumns } from "./sessionColumns";
import { SessionRowsTable } from "./SessionRowsTable";
import { useParticipantProgress, useParticipantResponses } from "./useParticipantJourney";
import "./participantHome.css";

/** /participant/progress, My course (§2.6): upcoming sessions and completed modules. */
export const MyCoursePage = () => {
  const t = useT();
  const progress = useParticipantProgress();
  const columns = sessionColumns(t, useParticipantResponses().data?.responses ?? []);

  return (
    <PageLayout title={t("shell.myCourse")}>
      <ProgressLoaded query={progress}>
        {({ upcomingSessions, completedSessions }) => (
          <>
            <section className="participant-section">
              <H3 className="section-heading">{t("participantHome.upcomingSessions")}</H3>
              <SessionRowsTable caption={t("participantHome.upcomingSessions")} sessions={upcomingSessions} columns={[columns.sessionDate, columns.modules, columns.course]} />
            </section>
            <section className="participant-section">
              <H3 className="section-heading">{t("participantHome.completedModules")}</H3>
              <SessionRowsTable
                caption={t("participantHome.completedModules")}
                sessions={completedSessions}
                columns={[columns.sessionDate, columns.modules, columns.course, columns.certificate]}
              />
            </section>
          </>
        )}
      </ProgressLoaded>
    </PageLayout>
  );
};
