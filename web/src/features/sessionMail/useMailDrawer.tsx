import { Button, Intent } from "@blueprintjs/core";
import type { SessionDetailsAnswer, SurveyType, ScheduledEmailAnswer } from "@wellbeing/domain";
import { useState, type Dispatch } from "react";
import { useT } from "../../i18n/useT";
import type { SessionDrawerView } from "../sessions/SessionDrawer";
import type { SessionDrawerAction, SessionDrawerKey } from "../sessions/drawer";
import { ScheduledEmailView } from "./ScheduledEmailView";
import { ScheduledEmailsTable } from "./ScheduledEmailsTable";
import { SessionEmailHistory } from "./SessionEmailHistory";
import { SessionEmailScreen } from "./SessionEmailScreen";
import { emailLabel } from "./emailLabels";

/** Get Feedback's scheduled e-mails are the evaluations'; invitations and reminders are listed with their own kind's history. */
const isEvaluationEmail = (email: ScheduledEmailAnswer) => email.type === "surveyLink";

type MailDrawerKey = Extract<
  SessionDrawerKey,
  "send-invitation" | "view-emails" | "sendEmails" | "viewEmails" | "sendSurveyLinkEmail" | "editScheduleEmail" | "scheduleTable" | "viewScheduledEmail"
>;

/**
 * The Manage Session drawer's e-mail views (§2.10): sending invitations, reminders and evaluation
 * links, their histories, and the scheduled e-mails. Survey e-mails remember which evaluation they
 * were opened for; the scheduled e-mails lead to scheduling another, which chains back to them, as
 * does a scheduled one's view.
 */
export const useSessionMailDrawer = (session: SessionDetailsAnswer | undefined, dispatch: Dispatch<SessionDrawerAction>) => {
  const t = useT();
  const [surveyType, setSurveyType] = useState<SurveyType>("post");
  const [viewed, setViewed] = useState<ScheduledEmailAnswer | null>(null);

  const openSurveyEmail = (type: SurveyType) => {
    setSurveyType(type);
    dispatch({ type: "open", key: "sendSurveyLinkEmail" });
  };
  /** Schedule emails to attendees: what is scheduled, with the way to schedule another for this evaluation. */
  const openSurveySchedule = (type: SurveyType) => {
    setSurveyType(type);
    dispatch({ type: "open", key: "scheduleTable" });
  };
  const openScheduledEmail = (email: ScheduledEmailAnswer) => {
    setViewed(email);
    dispatch({ type: "open", key: "viewScheduledEmail", next: "scheduleTable" });
  };

  const evaluation = emailLabel(t, "surveyLink", surveyType);
  const views: Partial<Record<MailDrawerKey, SessionDrawerView>> = session
    ? {
        "send-invitation": {
          title: t("session.sendInvitation"),
          render: (done) => <SessionEmailScreen session={session} kind="registration" onDone={done} />,
        },
        "view-emails": {
          title: t("mailScreens.sentInvitations"),
          render: () => <SessionEmailHistory session={session} kind="registration" emptyText={t("mail.noEmailsSent")} />,
        },
        sendEmails: { title: t("session.sendSessionInfo"), render: (done) => <SessionEmailScreen session={session} kind="reminder" onDone={done} /> },
        viewEmails: {
          title: t("mailScreens.sentReminders"),
          render: () => <SessionEmailHistory session={session} kind="reminder" emptyText={t("mail.noRemindersSent")} />,
        },
        sendSurveyLinkEmail: {
          title: t("mailScreens.emailEvaluation", { evaluation }),
          render: (done) => <SessionEmailScreen key={surveyType} session={session} kind="surveyLink" surveyType={surveyType} modes={["send"]} onDone={done} />,
        },
        editScheduleEmail: {
          title: t("mailScreens.scheduleEvaluation", { evaluation }),
          render: (done) => (
            <SessionEmailScreen key={surveyType} session={session} kind="surveyLink" surveyType={surveyType} modes={["schedule"]} onDone={done} />
          ),
        },
        scheduleTable: {
          title: t("mailScreens.scheduledEmails"),
          render: () => (
            <>
              <div className="button-row">
                <Button
                  text={t("mailScreens.scheduleAnEmail", { evaluation })}
                  icon="add"
                  intent={Intent.PRIMARY}
                  onClick={() => dispatch({ type: "open", key: "editScheduleEmail", next: "scheduleTable" })}
                />
              </div>
              <ScheduledEmailsTable sessionId={session.id} shows={isEvaluationEmail} onView={openScheduledEmail} emptyText={t("mail.noEmailsScheduled")} />
            </>
          ),
        },
        viewScheduledEmail: {
          title: t("mailScreens.scheduledEmail"),
          render: (backToList) =>
            viewed && (
              <>
                <ScheduledEmailView session={session} email={viewed} />
                <Button text={t("mailScreens.backToScheduled")} icon="arrow-left" variant="outlined" onClick={backToList} />
              </>
            ),
        },
      }
    : {};

  return { views, openSurveyEmail, openSurveySchedule };
};
