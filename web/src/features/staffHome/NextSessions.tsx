import { Callout } from "@blueprintjs/core";
import type { ListedSessionAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { SessionsTable } from "../sessionLists/SessionsTable";
import { staffColumns } from "../sessionLists/staffColumns";
import "../sessionLists/sessionLists.css";

/** The next sessions in the viewer's scope, each linking to its Manage Session screen (§2.6). */
export const NextSessions = ({ sessions }: { readonly sessions: ReadonlyArray<ListedSessionAnswer> }) => {
  const t = useT();
  if (sessions.length === 0) {
    return (
      <Callout icon="calendar" className="staff-home-empty">
        {t("sessionList.noSessions")}
      </Callout>
    );
  }
  // Half the page is narrow for the table's columns: it scrolls sideways there rather than being cut off.
  return (
    <div className="staff-home-table-scroll">
      <SessionsTable sessions={sessions} columns={staffColumns("summary", true)} caption={t("staffHome.nextSessionsCaption")} />
    </div>
  );
};
