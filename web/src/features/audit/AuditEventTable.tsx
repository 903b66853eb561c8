import { Card, H3, HTMLTable } from "@blueprintjs/core";
import { BREAKPOINTS_PX, type AuditEventView, type Translate } from "@wellbeing/domain";
import type { ReactNode } from "react";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { DetailRows } from "../../ui/DetailRows";
import { useMediaQuery } from "../../ui/useMediaQuery";
import { sessionIdOfStream, utcText } from "./search";
import { EventDataList } from "./EventDataList";

interface AuditEventTableProps {
  readonly events: ReadonlyArray<AuditEventView>;
  readonly isStale: boolean;
  /** Opens the as-of view of a session at the moment of one of its events. */
  readonly onAsOf: (sessionId: string, at: string) => void;
}

interface EventColumn {
  readonly label: string;
  readonly className?: string;
  readonly cell: (event: AuditEventView) => ReactNode;
}

/** An event's data, and for a session's event the way to see the session as it was then. */
const EventData = ({ event, onAsOf }: { readonly event: AuditEventView; readonly onAsOf: AuditEventTableProps["onAsOf"] }) => {
  const t = useT();
  const sessionId = sessionIdOfStream(event.streamId);
  return (
    <>
      <EventDataList event={event} />
      {sessionId && (
        <Button className="audit-as-of-button" small icon="history" text={t("audit.asOfThis")} onClick={() => onAsOf(sessionId, event.occurredAt)} />
      )}
    </>
  );
};

/** The event's type: the table's third column, each card's title. */
const typeColumn = (t: Translate): EventColumn => ({ label: t("audit.type"), className: "audit-type", cell: (event) => event.type });

/** What the history shows of each event, in the table's order. */
const columnsOf = (t: Translate, onAsOf: AuditEventTableProps["onAsOf"]): ReadonlyArray<EventColumn> => [
  { label: t("audit.position"), className: "audit-code", cell: (event) => event.position ?? t("audit.notShown") },
  { label: t("audit.when"), className: "audit-when", cell: (event) => (event.anonymous ? event.occurredAt.slice(0, 10) : utcText(event.occurredAt)) },
  typeColumn(t),
  { label: t("audit.stream"), className: "audit-code", cell: (event) => event.streamId },
  { label: t("audit.actor"), className: "audit-code", cell: (event) => (event.anonymous ? t("audit.notShown") : (event.actorId ?? t("audit.system"))) },
  { label: t("audit.data"), cell: (event) => <EventData event={event} onAsOf={onAsOf} /> },
];

/** One page of the history, newest first: a table, or at phone widths one card per event with nothing off-screen. */
export const AuditEventTable = ({ events, isStale, onAsOf }: AuditEventTableProps) => {
  const t = useT();
  const isPhone = useMediaQuery(`(max-width: ${BREAKPOINTS_PX.mobile}px)`);
  const columns = columnsOf(t, onAsOf);
  const type = typeColumn(t);

  if (isPhone) {
    const lines = columns.filter((column) => column.label !== type.label);
    return (
      <ol className="audit-cards" aria-label={t("audit.eventsOnPage")} aria-busy={isStale}>
        {events.map((event, index) => (
          <li key={event.eventId ?? `anonymous-${index}`}>
            <Card className="audit-card">
              <H3 className="audit-type audit-card-title">{type.cell(event)}</H3>
              <DetailRows rows={lines.map((column) => [column.label, <div className={column.className}>{column.cell(event)}</div>] as const)} />
            </Card>
          </li>
        ))}
      </ol>
    );
  }

  // Wider than the screen on a small laptop: the scrolling box is reachable and scrollable by keyboard.
  return (
    <div className="audit-table-scroll" role="region" aria-label={t("audit.eventsOnPage")} tabIndex={0}>
      <HTMLTable className="audit-table" striped aria-busy={isStale}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event, index) => (
            <tr key={event.eventId ?? `anonymous-${index}`}>
              {columns.map((column) => (
                <td key={column.label} className={column.className}>
                  {column.cell(event)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
};
