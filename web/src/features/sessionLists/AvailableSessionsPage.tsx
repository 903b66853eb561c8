import { Callout, NonIdealState } from "@blueprintjs/core";
import { SESSION_LIST_TEXTS, pathTo } from "@wellbeing/domain";
import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { SessionsTable } from "./SessionsTable";
import { inviteeColumns } from "./inviteeColumns";
import { useAvailableSessions } from "./useAvailableSessions";
import "./sessionLists.css";

/**
 * /available-sessions/:id (§2.7), where an invite link leads: the trainer's (or with ?group=true
 * the local lead's group's) sessions with a free place, soonest first, each with View & register.
 */
export const AvailableSessionsPage = () => {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const group = search.get("group") === "true";
  const available = useAvailableSessions(id, group);
  const answer = available.data;
  const whose = answer?.person.name ? (group ? `${answer.person.name}'s group` : answer.person.name) : null;

  if (hasStatus(available.error, 404)) return <Navigate to={pathTo("notFound")} replace />;
  return (
    <PageLayout title={SESSION_LIST_TEXTS.availableHeading} subtitle={whose ? `Sessions run by ${whose}` : undefined}>
      <Callout className="available-intro" icon="info-sign" intent="primary">
        {SESSION_LIST_TEXTS.modulesInOrder}
      </Callout>
      {available.isError ? (
        <ErrorState onRetry={() => void available.refetch()} />
      ) : !answer ? (
        <LoadingState label="Loading sessions" />
      ) : answer.sessions.length === 0 ? (
        <NonIdealState icon="calendar" title={SESSION_LIST_TEXTS.noneAvailable} />
      ) : (
        <SessionsTable sessions={answer.sessions} columns={inviteeColumns()} caption={SESSION_LIST_TEXTS.availableHeading} />
      )}
    </PageLayout>
  );
};
