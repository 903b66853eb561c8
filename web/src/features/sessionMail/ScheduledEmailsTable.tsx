import { Alert, Button, HTMLTable, Intent, NonIdealState, Tag } from "@blueprintjs/core";
import { MAIL_TEXTS, type SessionDetailsAnswer, type ScheduledEmailAnswer, type ScheduledEmailStatus } from "@wellbeing/domain";
import { useState } from "react";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { STATUS_LABELS, emailLabel, recipientCount } from "./emailLabels";
import { formatScheduledTime } from "./scheduleTime";
import { useCancelScheduledEmail, useScheduledEmails } from "./useSessionMail";
import "./sessionMail.css";

const STATUS_INTENT: Record<ScheduledEmailStatus, Intent> = {
  pending: Intent.PRIMARY,
  sent: Intent.SUCCESS,
  cancelled: Intent.NONE,
  failed: Intent.DANGER,
};

interface ScheduledEmailsTableProps {
  readonly session: SessionDetailsAnswer;
  readonly onView: (email: ScheduledEmailAnswer) => void;
}

/** A session's scheduled e-mails (§2.10 scheduleTable): when, what, to how many, their state; cancel what is still to go. */
export const ScheduledEmailsTable = ({ session, onView }: ScheduledEmailsTableProps) => {
  const scheduled = useScheduledEmails(session.id);
  const cancel = useCancelScheduledEmail(session.id);
  const [cancelling, setCancelling] = useState<ScheduledEmailAnswer | null>(null);
  if (scheduled.isPending) return <LoadingState />;
  if (scheduled.isError) return <ErrorState onRetry={() => void scheduled.refetch()} />;
  if (scheduled.data.length === 0) return <NonIdealState icon="time" title={MAIL_TEXTS.noEmailsScheduled} />;
  return (
    <>
      <HTMLTable striped className="mail-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Email</th>
            <th scope="col">Recipients</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {scheduled.data.map((email) => (
            <tr key={email.id}>
              <td>{formatScheduledTime(email.date)}</td>
              <td>
                {emailLabel(email.type, email.surveyType)}
                {email.automatic && <span className="bp6-text-muted"> (automatic)</span>}
              </td>
              <td>{recipientCount(email.recipients)}</td>
              <td>
                <Tag minimal intent={STATUS_INTENT[email.status]} title={email.failure ?? undefined}>
                  {STATUS_LABELS[email.status]}
                </Tag>
              </td>
              <td className="mail-table-actions">
                <Button text="View" icon="eye-open" variant="minimal" onClick={() => onView(email)} aria-label={`View the e-mail scheduled for ${formatScheduledTime(email.date)}`} />
                {(email.status === "pending" || email.status === "failed") && (
                  <Button
                    text="Cancel"
                    icon="cross"
                    variant="minimal"
                    intent={Intent.DANGER}
                    loading={cancel.isPending && cancel.variables === email.id}
                    onClick={() => setCancelling(email)}
                    aria-label={`Cancel the e-mail scheduled for ${formatScheduledTime(email.date)}`}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Alert
        isOpen={cancelling !== null}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText="Cancel email"
        cancelButtonText="Keep it"
        onConfirm={() => cancelling && cancel.mutate(cancelling.id)}
        onClose={() => setCancelling(null)}
      >
        <p>{cancelling ? `The ${emailLabel(cancelling.type, cancelling.surveyType)} e-mail of ${formatScheduledTime(cancelling.date)} will not be sent.` : ""}</p>
      </Alert>
    </>
  );
};
