import { NonIdealState } from "@blueprintjs/core";
import type { ResultsAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { SessionsTable } from "../sessionLists/SessionsTable";
import { staffColumns } from "../sessionLists/staffColumns";
import "../sessionLists/sessionLists.css";

/** The Sessions view (§2.16): the sessions counted, of the chosen course, newest first. */
export const ResultsSessions = ({ answer, title }: { readonly answer: ResultsAnswer; readonly title: string }) => {
  const t = useT();
  if (answer.sessions.length === 0) return <NonIdealState icon="calendar" title={t("sessionList.noSessions")} />;
  return (
    <>
      {answer.sessionCount > answer.sessions.length && (
        <p className="results-note">{t("results.sessionsShown", { shown: answer.sessions.length, count: answer.sessionCount })}</p>
      )}
      <SessionsTable sessions={answer.sessions} columns={staffColumns("summary", true)} caption={t("results.sessionsCaption", { title })} />
    </>
  );
};
