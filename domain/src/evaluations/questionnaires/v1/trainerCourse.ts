import { count, freeText, group, multipleChoice, option, specifyOption, star, zeroToTen } from "../../questionBuilders";
import { yesNotSureNoWithFollowUp } from "./scales";

// The train-the-trainer and trainer-upskill questions (version 1): teaching habits, expected teaching,
// the course overall.

export const teachingHabitsGroup = group("teachingHabits", 70, "surveyGroups.teachingHabits", "surveyGroups.statementsIntro", [
  star("teaching.canPlan", "trainerCourseQuestions.canPlanSession"),
  star("teaching.leadDiscussion", "trainerCourseQuestions.confidentLeadingDiscussion"),
  star("teaching.runPractice", "trainerCourseQuestions.confidentRunningPractice"),
  star("teaching.adapt", "trainerCourseQuestions.canAdaptCourse"),
  star("teaching.findMaterials", "trainerCourseQuestions.knowWhereMaterialsAre"),
]);

export const expectedTeachingGroup = group("expectedTeaching", 80, "surveyGroups.expectedTeaching", null, [
  count("teaching.sessionsExpected", "trainerCourseQuestions.sessionsExpected", null, { helperText: "surveyScales.countHelp" }),
  zeroToTen("teaching.deliverSoon", "trainerCourseQuestions.likelyToDeliverSoon", { helperText: "surveyScales.zeroToTenHelp" }),
  multipleChoice("teaching.deliverTo", "trainerCourseQuestions.deliverTo", [
    option("ownOrganisation", "trainerCourseQuestions.ownOrganisation"),
    option("otherOrganisations", "trainerCourseQuestions.otherOrganisations"),
    option("community", "trainerCourseQuestions.communityMembers"),
    specifyOption("someoneElse", "trainerCourseQuestions.someoneElse"),
  ]),
]);

export const courseOverallGroup = group("courseOverall", 90, "surveyGroups.courseOverall", null, [
  star("course.stars", "trainerCourseQuestions.courseStars"),
  yesNotSureNoWithFollowUp("course.readyToDeliver", "trainerCourseQuestions.readyToDeliver", "trainerCourseQuestions.whatSupportWouldHelp", false),
  freeText("course.anythingElse", "trainerCourseQuestions.anythingElse", { required: false }),
]);
