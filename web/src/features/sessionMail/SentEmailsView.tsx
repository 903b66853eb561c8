import { Button, DialogBody, HTMLTable, NonIdealState } from "@blueprintjs/core";
import { Dialog } from "../../ui/Dialog";
import type { SessionDetailsAnswer, SessionEmailKind, SentEmailAnswer } from "@wellbeing/domain";
import { useState } from "react";
import { useLanguage } from "../../i18n/useT";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { EmailPreview } from "./EmailPreview";
import { RecipientList } from "./RecipientList";
import { emailLabel, recipientCount } from "./emailLabels";
import { formatScheduledTime } from "./scheduleTime";
import { previewOf } from "./sessionFacts";
import { useSentEmails } from "./queries";
import "./sessionMail.css";

interface SentEmailsViewProps {
  readonly session: SessionDetailsAnswer;
  /** One kind (invitations, reminders) or every e-mail. */
  readonly kind: SessionEmailKind | null;
  readonly emptyText: string;
}

/** The e-mails a session sent (§2.10 view-emails, viewEmails), each opening its preview. */
export const SentEmailsView = ({ session, kind, emptyText }: SentEmailsViewProps) => {
  const { t, language } = useLanguage();
  const sent = useSentEmails(session.id, kind);
  const [open, setOpen] = useState<SentEmailAnswer | null>(null);
  if (sent.isPending) return <LoadingState />;
  if (sent.isError) return <ErrorState onRetry={() => void sent.refetch()} />;
  if (sent.data.length === 0) return <NonIdealState icon="envelope" title={emptyText} />;
  const when = (email: SentEmailAnswer) => formatScheduledTime(email.date, language);
  return (
    <>
      <HTMLTable striped className="mail-table table-cards-on-phone">
        <thead>
          <tr>
            <th scope="col">{t("mailScreens.sent")}</th>
            <th scope="col">{t("ui.email")}</th>
            <th scope="col">{t("mailScreens.recipients")}</th>
            <th scope="col">
              <span className="sr-only">{t("mailScreens.preview")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sent.data.map((email) => (
            <tr key={email.id}>
              <td data-label={t("mailScreens.sent")}>{when(email)}</td>
              <td data-label={t("ui.email")}>
                <span>
                  {emailLabel(t, email.type, email.surveyType)}
                  {email.scheduled && <span className="bp6-text-muted"> {t("mailScreens.scheduled")}</span>}
                </span>
              </td>
              <td data-label={t("mailScreens.recipients")}>{recipientCount(t, email.recipients)}</td>
              <td className="mail-table-actions">
                <Button
                  text={t("ui.view")}
                  icon="eye-open"
                  variant="minimal"
                  onClick={() => setOpen(email)}
                  aria-label={t("mailScreens.viewSent", { time: when(email) })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Dialog isOpen={open !== null} onClose={() => setOpen(null)} title={open ? t("mailScreens.sentAt", { time: when(open) }) : ""} className="mail-dialog">
        {open && (
          <DialogBody>
            <RecipientList recipients={open.recipients} />
            <EmailPreview
              content={previewOf({ kind: open.type, surveyType: open.surveyType, extraInformation: open.extraInformation }, session, { t, language })}
            />
          </DialogBody>
        )}
      </Dialog>
    </>
  );
};
