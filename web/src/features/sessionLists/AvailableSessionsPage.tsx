import { Callout, NonIdealState } from "@blueprintjs/core";
import { pathTo } from "@wellbeing/domain";
import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { SessionsTable } from "./SessionsTable";
import { inviteeColumns } from "./inviteeColumns";
import { useAvailableSessions } from "./queries";
import "./sessionLists.css";

/**
 * /available-sessions/:id (§2.7), where an invite link leads: the trainer's (or with ?group=true
 * the local lead's group's) sessions with a free place, soonest first, each with View & register.
 */
export const AvailableSessionsPage = () => {
  const t = useT();
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const group = search.get("group") === "true";
  const available = useAvailableSessions(id, group);
  const answer = available.data;
  const name = answer?.person.name;
  const runBy = name ? t(group ? "sessionList.runByGroup" : "sessionList.runBy", { name }) : undefined;

  if (hasStatus(available.error, 404)) return <Navigate to={pathTo("notFound")} replace />;
  return (
    <PageLayout title={t("sessionList.availableHeading")} subtitle={runBy}>
      <Callout className="available-intro" icon="info-sign" intent="primary">
        {t("sessionList.modulesInOrder")}
      </Callout>
      {available.isError ? (
        <ErrorState onRetry={() => void available.refetch()} />
      ) : !answer ? (
        <LoadingState label={t("sessionList.loadingSessions")} />
      ) : answer.sessions.length === 0 ? (
        <NonIdealState icon="calendar" title={t("sessionList.noneAvailable")} />
      ) : (
        <SessionsTable sessions={answer.sessions} columns={inviteeColumns()} caption={t("sessionList.availableHeading")} />
      )}
    </PageLayout>
  );
};
