import { HTMLTable } from "@blueprintjs/core";
import type { AuditEventView } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { sessionIdOfStream, utcText } from "./auditSearch";
import { EventDataList } from "./EventDataList";

interface AuditEventTableProps {
  readonly events: ReadonlyArray<AuditEventView>;
  readonly isStale: boolean;
  /** Opens the as-of view of a session at the moment of one of its events. */
  readonly onAsOf: (sessionId: string, at: string) => void;
}

/** One page of the history, newest first. */
export const AuditEventTable = ({ events, isStale, onAsOf }: AuditEventTableProps) => {
  const t = useT();
  return (
    <div className="audit-table-scroll">
      <HTMLTable className="audit-table" striped aria-busy={isStale}>
        <thead>
          <tr>
            <th scope="col">{t("audit.position")}</th>
            <th scope="col">{t("audit.when")}</th>
            <th scope="col">{t("audit.type")}</th>
            <th scope="col">{t("audit.streamColumn")}</th>
            <th scope="col">{t("audit.actorColumn")}</th>
            <th scope="col">{t("audit.data")}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event, index) => {
            const sessionId = sessionIdOfStream(event.streamId);
            return (
              <tr key={event.eventId ?? `anonymous-${index}`}>
                <td className="audit-code">{event.position ?? t("audit.notShown")}</td>
                <td className="audit-when">{event.anonymous ? event.occurredAt.slice(0, 10) : utcText(event.occurredAt)}</td>
                <td className="audit-type">{event.type}</td>
                <td className="audit-code">{event.streamId}</td>
                <td className="audit-code">{event.anonymous ? t("audit.notShown") : (event.actorId ?? t("audit.system"))}</td>
                <td>
                  <EventDataList event={event} />
                  {sessionId && <Button className="audit-as-of-button" small icon="history" text={t("audit.asOfThis")} onClick={() => onAsOf(sessionId, event.occurredAt)} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
};
