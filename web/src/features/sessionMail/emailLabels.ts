import type { MessageKey, ScheduledEmailStatus, SessionEmailKind, SurveyType, Translate } from "@wellbeing/domain";

const EVALUATION_LABELS: Record<SurveyType, MessageKey> = {
  "pre-course": "mailScreens.evaluationPreCourse",
  post: "mailScreens.evaluationPost",
  "post-train-the-trainer": "mailScreens.evaluationPostTrainTheTrainer",
  "post-trainer-upskill": "mailScreens.evaluationPostTrainerUpskill",
  "3-months-follow-up": "mailScreens.evaluationThreeMonths",
  "6-months-follow-up": "mailScreens.evaluationSixMonths",
};

/** What an e-mail is, in a list: its kind, or for a survey link its evaluation. */
export const emailLabel = (t: Translate, kind: SessionEmailKind, surveyType: SurveyType | null): string => {
  switch (kind) {
    case "registration":
      return t("mailScreens.invitation");
    case "reminder":
      return t("mailScreens.reminder");
    case "surveyLink":
      return t(surveyType ? EVALUATION_LABELS[surveyType] : "mailScreens.evaluation");
  }
};

export const STATUS_LABELS: Record<ScheduledEmailStatus, MessageKey> = {
  pending: "mailScreens.statusPending",
  sent: "mailScreens.sent",
  cancelled: "mailScreens.statusCancelled",
  failed: "mailScreens.statusFailed",
};

export const recipientCount = (t: Translate, recipients: ReadonlyArray<string>): string => t("mailScreens.recipientCount", { count: recipients.length });
