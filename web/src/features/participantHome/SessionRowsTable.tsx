import { HTMLTable, NonIdealState } from "@blueprintjs/core";
import type { MessageKey, ParticipantCourseSessionAnswer } from "@wellbeing/domain";
import type { ReactNode } from "react";
import { useT } from "../../i18n/useT";

export interface SessionColumn {
  readonly header: MessageKey;
  readonly cell: (session: ParticipantCourseSessionAnswer) => ReactNode;
}

interface SessionRowsTableProps {
  readonly caption: string;
  readonly sessions: ReadonlyArray<ParticipantCourseSessionAnswer>;
  readonly columns: ReadonlyArray<SessionColumn>;
}

/** One of the participant's tables of sessions (My course, Completed Sessions); 'No Sessions' when empty. */
export const SessionRowsTable = ({ caption, sessions, columns }: SessionRowsTableProps) => {
  const t = useT();
  if (sessions.length === 0) return <NonIdealState icon="calendar" title={t("sessionList.noSessions")} className="participant-empty" />;
  return (
    <HTMLTable striped className="participant-sessions-table" aria-label={caption}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {t(column.header)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <tr key={session.id}>
            {columns.map((column) => (
              <td key={column.header}>{column.cell(session)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
};
