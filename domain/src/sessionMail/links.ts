import type { Module, SurveyType } from "../constants";
import { pathTo } from "../access/routes";
import type { SessionFacts } from "../sessions/facts";
import { sessionSurveyTypes } from "../sessions/surveyLinks";
import { FOLLOW_UP_SURVEY_TYPES, isFollowUp } from "./scheduling";

// Where session e-mails link to (§9 survey link forms, §2.10 registration link). Paths only:
// the server puts its public address in front, the web app the current origin.

/** What a session's links are made of. */
export type LinkedSession = Pick<SessionFacts, "shortId" | "course">;

/** The query parameter of a survey link that carries its recipient's personal token (issue 25). */
export const SURVEY_LINK_TOKEN_PARAM = "t";

/**
 * survey/{shortId}/{surveyType}; the follow-ups are per course: survey/{course}/{surveyType}. A link
 * e-mailed to a person carries their token (issue 25: what they answer from it counts as theirs,
 * logged in or not); the copyable and printed links carry none.
 */
export const surveyLinkPath = (session: LinkedSession, surveyType: SurveyType, linkToken?: string | null): string => {
  const path = pathTo("survey", { id: isFollowUp(surveyType) ? session.course : session.shortId, type: surveyType });
  return linkToken ? `${path}?${SURVEY_LINK_TOKEN_PARAM}=${encodeURIComponent(linkToken)}` : path;
};

/** register/{shortId}: where an invitation's confirm link leads. */
export const registrationPath = (shortId: string): string => pathTo("register", { id: shortId });

/**
 * The evaluations a session's attendees may be e-mailed: its own (pre-course with Module 1, then
 * the post type its modules give, §4) and the follow-ups.
 */
export const emailableSurveyTypes = (modules: ReadonlyArray<Module>): ReadonlyArray<SurveyType> => [...sessionSurveyTypes(modules), ...FOLLOW_UP_SURVEY_TYPES];

/** Whether a link handed in (any host) is this session's link for that evaluation. */
export const isSurveyLinkOf = (url: string, session: LinkedSession, surveyType: SurveyType): boolean => {
  const path = /^(?:https?:\/\/[^/?#]+)?(\/[^?#]*)(?:[?#].*)?$/i.exec(url.trim())?.[1];
  return path !== undefined && path.replace(/\/+$/, "") === surveyLinkPath(session, surveyType);
};
