import { Button, Intent } from "@blueprintjs/core";
import { MAIL_TEXTS, type SessionDetailsAnswer, type SurveyType, type ScheduledEmailAnswer } from "@wellbeing/domain";
import { useState, type Dispatch } from "react";
import type { SessionDrawerView } from "../sessions/SessionDrawer";
import type { SessionDrawerAction, SessionDrawerKey } from "../sessions/sessionDrawer";
import { ScheduledEmailView } from "./ScheduledEmailView";
import { ScheduledEmailsTable } from "./ScheduledEmailsTable";
import { SentEmailsView } from "./SentEmailsView";
import { SessionEmailScreen } from "./SessionEmailScreen";
import { emailLabel } from "./emailLabels";

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

  const views: Partial<Record<MailDrawerKey, SessionDrawerView>> = session
    ? {
        "send-invitation": { title: "Send Email Invitation", render: (done) => <SessionEmailScreen session={session} kind="registration" onDone={done} /> },
        "view-emails": { title: "Emails you have sent", render: () => <SentEmailsView session={session} kind="registration" emptyText={MAIL_TEXTS.noEmailsSent} /> },
        sendEmails: { title: "Send session info email reminder", render: (done) => <SessionEmailScreen session={session} kind="reminder" onDone={done} /> },
        viewEmails: { title: "Reminder emails you have sent", render: () => <SentEmailsView session={session} kind="reminder" emptyText={MAIL_TEXTS.noRemindersSent} /> },
        sendSurveyLinkEmail: {
          title: `Email evaluation to attendees: ${emailLabel("surveyLink", surveyType)}`,
          render: (done) => <SessionEmailScreen key={surveyType} session={session} kind="surveyLink" surveyType={surveyType} modes={["send"]} onDone={done} />,
        },
        editScheduleEmail: {
          title: `Schedule emails to attendees: ${emailLabel("surveyLink", surveyType)}`,
          render: (done) => <SessionEmailScreen key={surveyType} session={session} kind="surveyLink" surveyType={surveyType} modes={["schedule"]} onDone={done} />,
        },
        scheduleTable: {
          title: "Scheduled emails",
          render: () => (
            <>
              <div className="button-row">
                <Button
                  text={`Schedule an email: ${emailLabel("surveyLink", surveyType)}`}
                  icon="add"
                  intent={Intent.PRIMARY}
                  onClick={() => dispatch({ type: "open", key: "editScheduleEmail", next: "scheduleTable" })}
                />
              </div>
              <ScheduledEmailsTable session={session} onView={openScheduledEmail} />
            </>
          ),
        },
        viewScheduledEmail: {
          title: "Scheduled email",
          render: (backToList) =>
            viewed && (
              <>
                <ScheduledEmailView session={session} email={viewed} />
                <Button text="Back to scheduled emails" icon="arrow-left" variant="outlined" onClick={backToList} />
              </>
            ),
        },
      }
    : {};

  return { views, openSurveyEmail, openSurveySchedule };
};
