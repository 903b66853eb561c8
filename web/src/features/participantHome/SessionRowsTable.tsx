import { NonIdealState } from "@blueprintjs/core";
import type { ParticipantProgressSessionAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import type { SessionColumn } from "../sessionLists/sessionColumns";
import { SessionsTable } from "../sessionLists/SessionsTable";
import "../sessionLists/sessionLists.css";

export type ParticipantSessionColumn = SessionColumn<ParticipantProgressSessionAnswer>;

interface SessionRowsTableProps {
  /** What the table lists, for screen readers. */
  readonly caption: string;
  readonly sessions: ReadonlyArray<ParticipantProgressSessionAnswer>;
  readonly columns: ReadonlyArray<ParticipantSessionColumn>;
}

/** One of the participant's tables of sessions (My course, Completed Sessions); 'No Sessions' when empty. */
export const SessionRowsTable = ({ caption, sessions, columns }: SessionRowsTableProps) => {
  const t = useT();
  return sessions.length === 0 ? (
    <NonIdealState icon="calendar" title={t("sessionList.noSessions")} className="participant-empty" />
  ) : (
    <SessionsTable caption={caption} sessions={sessions} columns={columns} />
  );
};
