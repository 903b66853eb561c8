import { HTMLTable, Intent, NonIdealState, Tag } from "@blueprintjs/core";
import type { ScheduledEmailAnswer, ScheduledEmailStatus } from "@wellbeing/domain";
import { useId, useState } from "react";
import { useLanguage } from "../../i18n/useT";
import { Alert } from "../../ui/Alert";
import { Button } from "../../ui/Button";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { STATUS_LABELS, emailLabel, recipientCount } from "./emailLabels";
import { formatScheduledTime } from "./scheduleTime";
import { useScheduledEmails } from "./queries";
import { useCancelScheduledEmail } from "./useMailActions";
import "./sessionMail.css";

const STATUS_INTENT: Record<ScheduledEmailStatus, Intent> = {
  pending: Intent.PRIMARY,
  sent: Intent.SUCCESS,
  cancelled: Intent.NONE,
  failed: Intent.DANGER,
};

interface ScheduledEmailsTableProps {
  readonly sessionId: string;
  /** Which of them this list is about (the evaluations, the invitations still to go…). */
  readonly shows: (email: ScheduledEmailAnswer) => boolean;
  /** Opens one; without it, the list offers no View. */
  readonly onView?: (email: ScheduledEmailAnswer) => void;
  /** Said when there are none; null: the list is left out. */
  readonly emptyText: string | null;
}

/** A session's scheduled e-mails (§2.10 scheduleTable): when, what, to how many, their state; cancel what is still to go. */
export const ScheduledEmailsTable = ({ sessionId, shows, onView, emptyText }: ScheduledEmailsTableProps) => {
  const { t, language } = useLanguage();
  const scheduled = useScheduledEmails(sessionId);
  const cancel = useCancelScheduledEmail(sessionId);
  const [cancelling, setCancelling] = useState<ScheduledEmailAnswer | null>(null);
  // The question names the alert dialog (it has no title bar).
  const questionId = useId();
  if (scheduled.isPending) return <LoadingState />;
  if (scheduled.isError) return <ErrorState onRetry={() => void scheduled.refetch()} />;
  const emails = scheduled.data.filter(shows);
  if (emails.length === 0) return emptyText === null ? null : <NonIdealState icon="time" title={emptyText} />;
  const when = (email: ScheduledEmailAnswer) => formatScheduledTime(email.date, language);
  return (
    <>
      <HTMLTable striped className="mail-table table-cards-on-phone">
        <thead>
          <tr>
            <th scope="col">{t("ui.date")}</th>
            <th scope="col">{t("ui.email")}</th>
            <th scope="col">{t("mailScreens.recipients")}</th>
            <th scope="col">{t("ui.status")}</th>
            <th scope="col">
              <span className="sr-only">{t("ui.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {emails.map((email) => (
            <tr key={email.id}>
              <td data-label={t("ui.date")}>{when(email)}</td>
              <td data-label={t("ui.email")}>
                <span>
                  {emailLabel(t, email.type, email.surveyType)}
                  {email.automatic && <span className="bp6-text-muted"> {t("mailScreens.automatic")}</span>}
                </span>
              </td>
              <td data-label={t("mailScreens.recipients")}>{recipientCount(t, email.recipients)}</td>
              <td data-label={t("ui.status")}>
                <Tag minimal intent={STATUS_INTENT[email.status]} title={email.failure ?? undefined}>
                  {t(STATUS_LABELS[email.status])}
                </Tag>
              </td>
              <td className="mail-table-actions">
                {onView && (
                  <Button
                    text={t("ui.view")}
                    icon="eye-open"
                    variant="minimal"
                    onClick={() => onView(email)}
                    aria-label={t("mailScreens.viewScheduled", { time: when(email) })}
                  />
                )}
                {(email.status === "pending" || email.status === "failed") && (
                  <Button
                    text={t("ui.cancel")}
                    icon="cross"
                    variant="minimal"
                    intent={Intent.DANGER}
                    loading={cancel.isPending && cancel.variables === email.id}
                    onClick={() => setCancelling(email)}
                    aria-label={t("mailScreens.cancelScheduled", { time: when(email) })}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Alert
        aria-labelledby={questionId}
        isOpen={cancelling !== null}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t("mailScreens.cancelEmail")}
        cancelButtonText={t("mailScreens.keepIt")}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id)}
        onClose={() => setCancelling(null)}
      >
        <p id={questionId}>
          {cancelling ? t("mailScreens.willNotBeSent", { email: emailLabel(t, cancelling.type, cancelling.surveyType), time: when(cancelling) }) : ""}
        </p>
      </Alert>
    </>
  );
};
