import { COURSE_LABELS, MEETING_PLATFORM_LABELS, MODULE_LABELS, MODULES, type Course, type MeetingPlatform, type Module, type SurveyType } from "../constants";
import { detailDates, locationText, trainerNames, type AddressLike, type DateLike } from "../sessions/format";
import { SURVEY_LINK_LABELS } from "../sessions/surveyLinks";
import { MAIL_TEXTS } from "../messages";
import type { SessionEmailKind } from "./events";
import { registrationPath, surveyLinkPath } from "./links";

// What each session e-mail says (§2.11, §4). Pure: the server renders it into the e-mail's HTML
// and text parts, the web app shows the very same words as the preview.

/** The session as its e-mails describe it. */
export interface SessionFacts {
  readonly shortId: string;
  readonly course: Course;
  readonly modules: ReadonlyArray<Module>;
  readonly dates: ReadonlyArray<DateLike>;
  readonly remote: boolean;
  readonly address: AddressLike | null;
  readonly meetingPlatform: MeetingPlatform | null;
  readonly meetingLink: string | null;
  readonly trainerNames: ReadonlyArray<string | null>;
  readonly contactEmail: string | null;
}

/** The facts an e-mail tells, picked from any view of the session that carries them. */
export const sessionFactsOf = (
  session: Omit<SessionFacts, "trainerNames">,
  trainerNames: ReadonlyArray<string | null>,
): SessionFacts => ({
  shortId: session.shortId,
  course: session.course,
  modules: session.modules,
  dates: session.dates,
  remote: session.remote,
  address: session.address,
  meetingPlatform: session.meetingPlatform,
  meetingLink: session.meetingLink,
  trainerNames,
  contactEmail: session.contactEmail,
});

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

const moduleList = (modules: ReadonlyArray<Module>) =>
  [...modules].sort((a, b) => MODULES.indexOf(a) - MODULES.indexOf(b)).map((module) => MODULE_LABELS[module]).join(" & ");

const NOT_AVAILABLE = "N/A";

const sessionDetails = (session: SessionFacts, withMeeting: boolean) => [
  { label: "Course", value: COURSE_LABELS[session.course] },
  { label: "Module(s)", value: moduleList(session.modules) || NOT_AVAILABLE },
  { label: "Date(s)", value: detailDates(session.dates).join(", ") || NOT_AVAILABLE },
  { label: "Location", value: locationText(session.remote, session.address) },
  ...(withMeeting && session.remote
    ? [
        { label: "Meeting platform", value: session.meetingPlatform ? MEETING_PLATFORM_LABELS[session.meetingPlatform] : NOT_AVAILABLE },
        { label: "Meeting link", value: session.meetingLink ?? NOT_AVAILABLE },
      ]
    : []),
  { label: "Trainer(s)", value: trainerNames(session.trainerNames) },
  { label: "Contact email", value: session.contactEmail ?? NOT_AVAILABLE },
];

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

const EVALUATION_NOTICE =
  "This course is funded, so every participant completes its evaluations. Your answers are anonymous and take about 2 minutes.";

/**
 * The e-mail of a kind for a session. `actionUrl` is the absolute form of actionPathOf (the
 * server's public address or the browser's origin in front).
 */
export const composeSessionEmail = (draft: EmailDraftContent, session: SessionFacts, actionUrl: string | null): SessionEmailContent => {
  const course = COURSE_LABELS[session.course];
  const when = detailDates(session.dates)[0] ?? "";
  switch (draft.kind) {
    case "registration":
      return {
        subject: `You're invited: ${course} training session`,
        heading: "You're invited to a training session",
        paragraphs: [
          `You have been invited to a ${course} training session (${moduleList(session.modules)}).`,
          ...extra(draft),
          "Places are limited: please register using the button below to confirm your place.",
        ],
        details: sessionDetails(session, false),
        ...(actionUrl ? { action: { label: "Register for this session", url: actionUrl } } : {}),
      };
    case "reminder":
      return {
        subject: `Reminder: your ${course} training session ${when}`.trim(),
        heading: "Your training session is coming up",
        paragraphs: [
          `This is a reminder of the ${course} training session you registered for.`,
          ...extra(draft),
          ...(actionUrl ? [`Before the session, please complete the pre-course evaluation. ${EVALUATION_NOTICE}`] : []),
          "If you can no longer attend, please let your trainer know.",
        ],
        details: sessionDetails(session, true),
        ...(actionUrl ? { action: { label: "Complete pre-course evaluation", url: actionUrl } } : {}),
      };
    case "surveyLink": {
      const label = draft.surveyType ? SURVEY_LINK_LABELS[draft.surveyType] : "Evaluation";
      return {
        subject: `Please complete your evaluation: ${label}`,
        heading: label,
        paragraphs: [MAIL_TEXTS.surveyIntro[draft.surveyType ?? "post"](course), ...extra(draft), EVALUATION_NOTICE],
        details: sessionDetails(session, false),
        ...(actionUrl ? { action: { label: "Complete the evaluation", url: actionUrl } } : {}),
      };
    }
  }
};
