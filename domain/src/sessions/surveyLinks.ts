import type { Course, Module, SurveyType } from "../constants";

// The evaluation links of a session (§2.10 Get Feedback, §4 survey types, §9 survey link forms).

/** The post-session survey follows the modules: Trainer Upskill, Train the Trainer, else the standard one (§4). */
export const postSurveyTypeOf = (modules: ReadonlyArray<Module>): SurveyType => {
  if (modules.includes("trainer-upskill")) return "post-trainer-upskill";
  if (modules.includes("train-the-trainer")) return "post-train-the-trainer";
  return "post";
};

/** A session's survey links, in order: the pre-course one when it includes Module 1, then its post-session one. */
export const sessionSurveyTypes = (modules: ReadonlyArray<Module>): ReadonlyArray<SurveyType> =>
  modules.includes("1") ? ["pre-course", postSurveyTypeOf(modules)] : [postSurveyTypeOf(modules)];

/** The follow-up surveys are per course, not per session (§9: survey/{course}/{surveyType}). */
export const FOLLOW_UP_SURVEYS = [
  { surveyType: "3-months-follow-up", label: "3 Months Follow Up" },
  { surveyType: "6-months-follow-up", label: "6 Months Follow Up" },
] as const satisfies ReadonlyArray<{ surveyType: SurveyType; label: string }>;

/** Survey links go to the site's own public address (its origin, scheme included): an http site gets http links. */
const surveyBase = (origin: string) => `${origin}/survey`;

export const sessionSurveyUrl = (origin: string, shortId: string, surveyType: SurveyType): string =>
  `${surveyBase(origin)}/${encodeURIComponent(shortId)}/${surveyType}`;

export const followUpSurveyUrl = (origin: string, course: Course, surveyType: SurveyType): string => `${surveyBase(origin)}/${course}/${surveyType}`;

/** The registration link: the current site's registration route with the session's short id (§2.10). */
export const registrationUrl = (origin: string, shortId: string): string => `${origin}/register/${encodeURIComponent(shortId)}`;
