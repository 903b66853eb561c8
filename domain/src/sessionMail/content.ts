import type { SurveyType } from "../constants";
import type { MessageKey, Translate } from "../i18n/translate";
import { sessionFactsToDecide, type SessionFacts, type Wording } from "../sessions/facts";
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

/** The session's facts an e-mail lists, in the reader's language; the meeting's only where the e-mail is for those attending. */
export const sessionEmailDetails = (session: SessionFacts, withMeeting: boolean, wording: Wording): SessionEmailContent["details"] => {
  const { t } = wording;
  const facts = sessionFactsToDecide(session, wording);
  return [
    { label: t("sessionFacts.course"), value: facts.course },
    { label: t("sessionFacts.modules"), value: facts.modules },
    { label: t("sessionFacts.dates"), value: facts.dates.join("; ") },
    { label: t("sessionFacts.location"), value: facts.location },
    ...(withMeeting && session.remote
      ? [
          { label: t("sessionFacts.meetingPlatform"), value: facts.meetingPlatform },
          { label: t("sessionFacts.meetingLink"), value: facts.meetingLink },
        ]
      : []),
    { label: t("sessionFacts.trainers"), value: facts.trainers },
    { label: t("sessionFacts.contactEmail"), value: facts.contactEmail },
  ];
};

const extra = (draft: EmailDraftContent): string[] => (draft.extraInformation ? [draft.extraInformation] : []);

/** The path an e-mail's button leads to, if it has one; a survey link with its recipient's token when given (issue 25). */
export const actionPathOf = (draft: Pick<EmailDraftContent, "kind" | "surveyType">, session: SessionFacts, linkToken?: string | null): string | null => {
  switch (draft.kind) {
    case "registration":
      return registrationPath(session.shortId);
    case "reminder":
      return session.modules.includes("1") ? surveyLinkPath(session, "pre-course", linkToken) : null;
    case "surveyLink":
      return draft.surveyType ? surveyLinkPath(session, draft.surveyType, linkToken) : null;
  }
};

/** Whether an e-mail's button is a survey link (its recipient's token belongs on it). */
export const carriesSurveyLink = (draft: Pick<EmailDraftContent, "kind" | "surveyType">, session: SessionFacts): boolean =>
  draft.kind !== "registration" && actionPathOf(draft, session) !== null;

const SURVEY_INTRO_KEYS: Record<SurveyType, MessageKey> = {
  "pre-course": "mail.surveyIntroPreCourse",
  post: "mail.surveyIntroPost",
  "post-train-the-trainer": "mail.surveyIntroPostTrainTheTrainer",
  "post-trainer-upskill": "mail.surveyIntroPostTrainerUpskill",
  "3-months-follow-up": "mail.surveyIntroThreeMonths",
  "6-months-follow-up": "mail.surveyIntroSixMonths",
};

/** An evaluation's name in the reader's language, 'Evaluation' when none is named. */
const surveyLabelIn = (t: Translate, surveyType: SurveyType | null): string => t(surveyType ? `session.surveyLink_${surveyType}` : "sessionFacts.evaluation");

/** The evaluation a survey e-mail asks for, as the funder notice names it mid-sentence. */
const evaluationName = (t: Translate, surveyType: SurveyType | null): string => {
  const label = surveyLabelIn(t, surveyType);
  return label.charAt(0).toLowerCase() + label.slice(1);
};

/** The funder notice (§2.12), naming the evaluation asked for. */
const fundedNotice = (t: Translate, evaluation: string = t("session.preCourseEvaluation")): string => t("session.fundedEvaluationNotice", { evaluation });

/**
 * The e-mail of a kind for a session, in the reader's language. `actionUrl` is the absolute form of
 * actionPathOf (the server's public address or the browser's origin in front).
 */
export const composeSessionEmail = (draft: EmailDraftContent, session: SessionFacts, actionUrl: string | null, wording: Wording): SessionEmailContent => {
  const { t } = wording;
  const facts = sessionFactsToDecide(session, wording);
  const { course, modules } = facts;
  const details = (withMeeting: boolean) => sessionEmailDetails(session, withMeeting, wording);
  switch (draft.kind) {
    case "registration":
      return {
        subject: t("mail.invitationSubject", { course }),
        heading: t("mail.invitationHeading"),
        paragraphs: [t("mail.invitationIntro", { course, modules }), ...extra(draft), t("mail.invitationPlaces")],
        details: details(false),
        ...(actionUrl ? { action: { label: t("mail.invitationAction"), url: actionUrl } } : {}),
      };
    case "reminder":
      return {
        subject: t("mail.reminderSubject", { course, when: session.dates.length > 0 ? facts.dates[0]! : "" }).trim(),
        heading: t("mail.reminderHeading"),
        paragraphs: [
          t("mail.reminderIntro", { course }),
          ...extra(draft),
          ...(actionUrl ? [t("mail.reminderPreCourse", { notice: fundedNotice(t) })] : []),
          t("mail.reminderCannotAttend"),
        ],
        details: details(true),
        ...(actionUrl ? { action: { label: t("roster.completePreCourseEvaluation"), url: actionUrl } } : {}),
      };
    case "surveyLink": {
      const label = surveyLabelIn(t, draft.surveyType);
      return {
        subject: t("mail.surveySubject", { label }),
        heading: label,
        paragraphs: [t(SURVEY_INTRO_KEYS[draft.surveyType ?? "post"], { course }), ...extra(draft), fundedNotice(t, evaluationName(t, draft.surveyType))],
        details: details(false),
        ...(actionUrl ? { action: { label: t("mail.surveyAction"), url: actionUrl } } : {}),
      };
    }
  }
};
