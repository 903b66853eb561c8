import { Callout, Intent } from "@blueprintjs/core";
import type { SessionDetailsAnswer, ScheduledEmailAnswer } from "@wellbeing/domain";
import { useLanguage } from "../../i18n/useT";
import { EmailPreview } from "./EmailPreview";
import { RecipientList } from "./RecipientList";
import { STATUS_LABELS } from "./emailLabels";
import { formatScheduledTime } from "./scheduleTime";
import { previewOf } from "./sessionFacts";

/** One scheduled e-mail (§2.10 viewScheduledEmail): when, its state, to whom, and what it says. */
export const ScheduledEmailView = ({ session, email }: { readonly session: SessionDetailsAnswer; readonly email: ScheduledEmailAnswer }) => {
  const { t, language } = useLanguage();
  return (
    <div className="scheduled-email-view">
      <p>
        <strong>{t(STATUS_LABELS[email.status])}</strong> {t("mailScreens.scheduledFor", { time: formatScheduledTime(email.date, language) })}
      </p>
      {email.status === "failed" && (
        <Callout intent={Intent.DANGER} icon="error" compact>
          {email.failure ? t("mailScreens.sendingFailedBecause", { failure: email.failure }) : t("mailScreens.sendingFailed")}
        </Callout>
      )}
      <RecipientList recipients={email.recipients} />
      <EmailPreview
        content={previewOf({ kind: email.type, surveyType: email.surveyType, extraInformation: email.extraInformation }, session, { t, language })}
      />
    </div>
  );
};
