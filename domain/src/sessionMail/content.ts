import type { SurveyType } from "../constants";
import { MAIL_TEXTS, SESSION_TEXTS } from "../messages";
import { sessionFactTexts, type SessionFacts } from "../sessions/facts";
import { SURVEY_LINK_LABELS } from "../sessions/surveyLinks";
import type { SessionEmailKind } from "./events";
import { registrationPath, surveyLinkPath } from "./links";

// What each session e-mail says (§2.11, §4). Pure: the server renders it into the e-mail's HTML
// and text parts, the web app shows the very same words as the preview.

export interface EmailDraftContent {
  readonly kind: SessionEmailKind;
  readonly surveyType: SurveyType | null;
  readonly extraInformation: string | null;
}

/** An e-mail's words: the shape the platform's renderEmail takes, plus the subject. */
export interface SessionEmailContent {
  readonly subject: string;
  readonly heading: string;
  readonly paragraphs: ReadonlyArray<string>;
  readonly details: ReadonlyArray<{ readonly label: string; readonly value: string }>;
  readonly action?: { readonly label: string; readonly url: string };
}

/** The session's facts an e-mail lists; the meeting's only where the e-mail is for those attending. */
export const sessionEmailDetails = (session: SessionFacts, withMeeting: boolean): SessionEmailContent["details"] => {
  const facts = sessionFactTexts(session);
  return [
    { label: "Course", value: facts.course },
    { label: "Module(s)", value: facts.modules },
    { label: "Date(s)", value: facts.dates.join(", ") },
    { label: "Location", value: facts.location },
    ...(withMeeting && session.remote
      ? [
          { label: "Meeting platform", value: facts.meetingPlatform },
          { label: "Meeting link", value: facts.meetingLink },
        ]
      : []),
    { label: "Trainer(s)", value: facts.trainers },
    { label: "Contact email", value: facts.contactEmail },
  ];
};

const extra = (draft: EmailDraftContent): string[] => (draft.extraInformation ? [draft.extraInformation] : []);

/** The path an e-mail's button leads to, if it has one. */
export const actionPathOf = (draft: Pick<EmailDraftContent, "kind" | "surveyType">, session: SessionFacts): string | null => {
  switch (draft.kind) {
    case "registration":
      return registrationPath(session.shortId);
    case "reminder":
      return session.modules.includes("1") ? surveyLinkPath(session, "pre-course") : null;
    case "surveyLink":
      return draft.surveyType ? surveyLinkPath(session, draft.surveyType) : null;
  }
};

/** The evaluation a survey e-mail asks for, as the funder notice names it mid-sentence. */
const evaluationName = (surveyType: SurveyType | null): string => {
  const label = surveyType ? SURVEY_LINK_LABELS[surveyType] : "Evaluation";
  return label.charAt(0).toLowerCase() + label.slice(1);
};

/**
 * The e-mail of a kind for a session. `actionUrl` is the absolute form of actionPathOf (the
 * server's public address or the browser's origin in front).
 */
export const composeSessionEmail = (draft: EmailDraftContent, session: SessionFacts, actionUrl: string | null): SessionEmailContent => {
  const facts = sessionFactTexts(session);
  const course = facts.course;
  const when = facts.dates[0] ?? "";
  switch (draft.kind) {
    case "registration":
      return {
        subject: `You're invited: ${course} training session`,
        heading: "You're invited to a training session",
        paragraphs: [
          `You have been invited to a ${course} training session (${facts.modules}).`,
          ...extra(draft),
          "Places are limited: please register using the button below to confirm your place.",
        ],
        details: sessionEmailDetails(session, false),
        ...(actionUrl ? { action: { label: "Register for this session", url: actionUrl } } : {}),
      };
    case "reminder":
      return {
        subject: `Reminder: your ${course} training session ${when}`.trim(),
        heading: "Your training session is coming up",
        paragraphs: [
          `This is a reminder of the ${course} training session you registered for.`,
          ...extra(draft),
          ...(actionUrl ? [`Before the session, please complete the pre-course evaluation. ${SESSION_TEXTS.fundedEvaluationNotice()}`] : []),
          "If you can no longer attend, please let your trainer know.",
        ],
        details: sessionEmailDetails(session, true),
        ...(actionUrl ? { action: { label: "Complete pre-course evaluation", url: actionUrl } } : {}),
      };
    case "surveyLink": {
      const label = draft.surveyType ? SURVEY_LINK_LABELS[draft.surveyType] : "Evaluation";
      return {
        subject: `Please complete your evaluation: ${label}`,
        heading: label,
        paragraphs: [MAIL_TEXTS.surveyIntro[draft.surveyType ?? "post"](course), ...extra(draft), SESSION_TEXTS.fundedEvaluationNotice(evaluationName(draft.surveyType))],
        details: sessionEmailDetails(session, false),
        ...(actionUrl ? { action: { label: "Complete the evaluation", url: actionUrl } } : {}),
      };
    }
  }
};
