import { H3 } from "@blueprintjs/core";
import { isAdminLevel, type Role } from "@wellbeing/domain";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";
import { ErrorState } from "../../ui/ErrorState";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { NextSessions } from "./NextSessions";
import { ResponsesChart } from "./ResponsesChart";
import { reachSessionsPath } from "./reachTiles";
import { ToDoList } from "./ToDoList";
import { LocalLeadRequestsNotice } from "../trainerUpgrade/LocalLeadRequestsNotice";
import { useLocalLeadRequests } from "../trainerUpgrade/queries";
import type { useStaffHome } from "./queries";

/** What needs doing, the next sessions and the responses chart (§2.6), with their loading and error states. */
export const StaffHomeSections = ({ home, role }: { readonly home: ReturnType<typeof useStaffHome>; readonly role: Role }) => {
  const t = useT();
  // Admins also decide requests for a local lead account: waiting ones lead their list.
  const requests = useLocalLeadRequests(isAdminLevel(role));
  const waiting = requests.data?.length ?? 0;
  if (home.isPending) return <LoadingState />;
  if (home.isError) return <ErrorState message={t("staffHome.loadFailed")} onRetry={() => void home.refetch()} />;
  const { toDo, nextSessions, responsesOverTime } = home.data;
  return (
    <div className="staff-home">
      <section className="staff-home-section staff-home-to-do" aria-labelledby="staff-home-to-do">
        <H3 id="staff-home-to-do" className="section-heading">
          <T k="staffHome.toDo" />
        </H3>
        {waiting > 0 && <LocalLeadRequestsNotice count={waiting} />}
        {(toDo.length > 0 || waiting === 0) && <ToDoList items={toDo} />}
      </section>
      <section className="staff-home-section staff-home-next" aria-labelledby="staff-home-next">
        <div className="staff-home-section-header">
          <H3 id="staff-home-next" className="section-heading">
            <T k="staffHome.nextSessions" />
          </H3>
          <LinkButton to={reachSessionsPath(role)} text={t("staffHome.allSessions")} variant="minimal" size="small" />
        </div>
        <NextSessions sessions={nextSessions} />
      </section>
      <section className="staff-home-section staff-home-chart" aria-labelledby="staff-home-chart">
        <H3 id="staff-home-chart" className="section-heading">
          <T k="staffHome.responsesChart" />
        </H3>
        <ResponsesChart weeks={responsesOverTime} />
      </section>
    </div>
  );
};
