import type { Module, SurveyType } from "../constants";
import { isPostSessionEvaluation } from "../roster/registration";
import { postSurveyTypeOf } from "../sessions/surveyLinks";

// Which evaluations a session has (§4): the post type follows its modules; pre-course and the
// follow-ups belong to any session of the course.

/** A session's evaluation: its one post type (Trainer Upskill, Train the Trainer, else post), pre-course, or a follow-up. */
export const isSurveyOfSession = (surveyType: SurveyType, modules: ReadonlyArray<Module>): boolean =>
  !isPostSessionEvaluation(surveyType) || surveyType === postSurveyTypeOf(modules);

/**
 * The surveys that measure change since the start, so they come after the pre-course one (§8 'you have
 * to fill out another evaluation before this'). The trainer courses' surveys do not: their pre-session
 * materials need no pre-course evaluation either (§6).
 */
const SURVEYS_AFTER_PRE_COURSE: ReadonlyArray<SurveyType> = ["post", "3-months-follow-up", "6-months-follow-up"];

export const comesAfterPreCourse = (surveyType: SurveyType): boolean => SURVEYS_AFTER_PRE_COURSE.includes(surveyType);
