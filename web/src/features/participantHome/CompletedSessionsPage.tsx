import { useT } from "../../i18n/useT";
import { PageLayout } from "../../ui/PageLayout";
import { ProgressLoaded } from "./ProgressLoaded";
import { SessionRowsTable } from "./SessionRowsTable";
import { useParticipantProgress } from "./queries";
import { useSessionColumns } from "./useSessionColumns";
import "./participantHome.css";

/** /participant-sessions-list, Completed Sessions (§2.6): each session's date, type, and its certificate. */
export const CompletedSessionsPage = () => {
  const t = useT();
  const progress = useParticipantProgress();
  const columns = useSessionColumns();

  return (
    <PageLayout title={t("participantHome.completedSessions")}>
      <ProgressLoaded query={progress}>
        {({ completedSessions }) => (
          <SessionRowsTable
            caption={t("participantHome.completedSessions")}
            sessions={completedSessions}
            columns={[columns.date, columns.type, columns.certificate]}
          />
        )}
      </ProgressLoaded>
    </PageLayout>
  );
};
