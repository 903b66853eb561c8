import type { MessageKey, ScheduledEmailStatus, SessionEmailKind, SurveyType, Translate } from "@wellbeing/domain";

/** What an e-mail is, in a list: its kind, or for a survey link its evaluation. */
export const emailLabel = (t: Translate, kind: SessionEmailKind, surveyType: SurveyType | null): string => {
  switch (kind) {
    case "registration":
      return t("mailScreens.invitation");
    case "reminder":
      return t("mailScreens.reminder");
    case "surveyLink":
      return t(surveyType ? `session.surveyLink_${surveyType}` : "sessionFacts.evaluation");
  }
};

export const STATUS_LABELS: Record<ScheduledEmailStatus, MessageKey> = {
  pending: "mailScreens.statusPending",
  sent: "mailScreens.sent",
  cancelled: "mailScreens.statusCancelled",
  failed: "mailScreens.statusFailed",
};

export const recipientCount = (t: Translate, recipients: ReadonlyArray<string>): string => t("mailScreens.recipientCount", { count: recipients.length });
