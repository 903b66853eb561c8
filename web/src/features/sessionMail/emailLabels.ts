import { SURVEY_LINK_LABELS, type SessionEmailKind, type SurveyType, type ScheduledEmailStatus } from "@wellbeing/domain";

/** What an e-mail is, in a list: its kind, or for a survey link its evaluation. */
export const emailLabel = (kind: SessionEmailKind, surveyType: SurveyType | null): string => {
  switch (kind) {
    case "registration":
      return "Invitation";
    case "reminder":
      return "Session info reminder";
    case "surveyLink":
      return surveyType ? SURVEY_LINK_LABELS[surveyType] : "Evaluation";
  }
};

export const STATUS_LABELS: Record<ScheduledEmailStatus, string> = {
  pending: "Scheduled",
  sent: "Sent",
  cancelled: "Canceled",
  failed: "Failed",
};

export const recipientCount = (recipients: ReadonlyArray<string>): string => (recipients.length === 1 ? "1 recipient" : `${recipients.length} recipients`);
