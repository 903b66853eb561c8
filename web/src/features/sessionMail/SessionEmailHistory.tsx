import { DialogBody, H5 } from "@blueprintjs/core";
import type { ScheduledEmailAnswer, SessionDetailsAnswer, SessionEmailKind } from "@wellbeing/domain";
import { useState } from "react";
import { useLanguage } from "../../i18n/useT";
import { Dialog } from "../../ui/Dialog";
import { ScheduledEmailView } from "./ScheduledEmailView";
import { ScheduledEmailsTable } from "./ScheduledEmailsTable";
import { SentEmailsView } from "./SentEmailsView";
import { formatScheduledTime } from "./scheduleTime";
import { useScheduledEmails } from "./queries";

interface SessionEmailHistoryProps {
  readonly session: SessionDetailsAnswer;
  /** Invitations or reminders. */
  readonly kind: Exclude<SessionEmailKind, "surveyLink">;
  /** Said when none was sent. */
  readonly emptyText: string;
}

/**
 * 'View emails you have sent' (§2.10 view-emails, viewEmails): the e-mails of a kind that are scheduled
 * and not sent yet (cancel them, or open one), then those that went.
 */
export const SessionEmailHistory = ({ session, kind, emptyText }: SessionEmailHistoryProps) => {
  const { t, language } = useLanguage();
  const [viewed, setViewed] = useState<ScheduledEmailAnswer | null>(null);
  const isScheduledOfKind = (email: ScheduledEmailAnswer) => email.type === kind && email.status !== "sent";
  const hasScheduled = (useScheduledEmails(session.id).data ?? []).some(isScheduledOfKind);
  if (!hasScheduled) return <SentEmailsView session={session} kind={kind} emptyText={emptyText} />;
  return (
    <div className="session-email-history">
      <section aria-labelledby="scheduled-of-kind">
        <H5 id="scheduled-of-kind">{t("mailScreens.scheduledToGo")}</H5>
        <ScheduledEmailsTable sessionId={session.id} shows={isScheduledOfKind} onView={setViewed} emptyText={null} />
      </section>
      <section aria-labelledby="sent-of-kind">
        <H5 id="sent-of-kind">{t("mailScreens.alreadySent")}</H5>
        <SentEmailsView session={session} kind={kind} emptyText={emptyText} />
      </section>
      <Dialog
        isOpen={viewed !== null}
        onClose={() => setViewed(null)}
        title={viewed ? t("mailScreens.scheduledEmailFor", { time: formatScheduledTime(viewed.date, language) }) : ""}
        className="mail-dialog"
      >
        {viewed && (
          <DialogBody>
            <ScheduledEmailView session={session} email={viewed} />
          </DialogBody>
        )}
      </Dialog>
    </div>
  );
};
