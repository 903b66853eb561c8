import type { Module, SurveyType } from "../constants";

// Rules of registering for a session (§4, §2.12), shared by the write side and the screens.

/** Registration is open only while the capacity exceeds the count of confirmed participants. */
export const isRegistrationOpen = (capacity: number, confirmedCount: number): boolean => capacity > confirmedCount;

/** Post-session evaluations: a participant who answered one can no longer be taken off the session. */
const POST_SESSION_SURVEY_TYPES: ReadonlyArray<SurveyType> = ["post", "post-train-the-trainer", "post-trainer-upskill"];

export const isPostSessionEvaluation = (surveyType: SurveyType): boolean => POST_SESSION_SURVEY_TYPES.includes(surveyType);

/** A session with module 1 starts the course: its participants do the pre-course evaluation first. */
export const startsCourse = (modules: ReadonlyArray<Module>): boolean => modules.includes("1");
