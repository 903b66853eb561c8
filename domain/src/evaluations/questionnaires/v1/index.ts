import type { Questionnaire } from "../../questionnaire";
import { behaviourGroup, statementGroups } from "./behaviour";
import { demographicsGroup } from "./demographics";
import { aboutYourTrainerGroup, expectedBehaviourGroup, sessionOverallGroup } from "./postSession";
import { courseOverallGroup, expectedTeachingGroup, teachingHabitsGroup } from "./trainerCourse";

const startingPoint = [demographicsGroup, behaviourGroup, ...statementGroups];
const trainerCourse = [teachingHabitsGroup, expectedTeachingGroup, courseOverallGroup];

/**
 * Version 1 and which question groups each survey type asks (in page order):
 * - pre-course and the 3- and 6-month follow-ups measure behaviour and its drivers: demographics
 *   (skipped when known), behaviour in the last week, the statements per kind of conversation. The
 *   same questions at each point let results compare before and after;
 * - post (modules 1–3): expected behaviour, the trainer, the session overall;
 * - post-train-the-trainer and post-trainer-upskill: teaching habits, expected teaching, the course overall.
 */
export const questionnaireV1: Questionnaire = {
  version: "v1",
  groupsBySurveyType: {
    "pre-course": startingPoint,
    "3-months-follow-up": startingPoint,
    "6-months-follow-up": startingPoint,
    post: [expectedBehaviourGroup, aboutYourTrainerGroup, sessionOverallGroup],
    "post-train-the-trainer": trainerCourse,
    "post-trainer-upskill": trainerCourse,
  },
};
