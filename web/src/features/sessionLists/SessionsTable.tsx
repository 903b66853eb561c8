import { HTMLTable } from "@blueprintjs/core";
import type { ListedSessionAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import type { SessionColumn } from "./sessionColumns";

interface SessionsTableProps<Row> {
  readonly sessions: ReadonlyArray<Row>;
  readonly columns: ReadonlyArray<SessionColumn<Row>>;
  /** What the table lists, for screen readers. */
  readonly caption: string;
  /** A newer page is loading: the rows shown are the previous page's. */
  readonly isStale?: boolean;
}

/** A table of sessions, one row each, with the given columns; on narrow screens each row is a card of labelled lines. */
export const SessionsTable = <Row extends { readonly id: string } = ListedSessionAnswer>({
  sessions,
  columns,
  caption,
  isStale = false,
}: SessionsTableProps<Row>) => {
  const t = useT();
  return (
    <div className="sessions-table-scroll">
      <HTMLTable className="sessions-table table-cards-on-phone" striped aria-busy={isStale}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id}>
              {columns.map((column) => (
                <td key={column.key} className={column.className} data-label={column.label ? t(column.label) : undefined}>
                  {column.cell(session)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
};
