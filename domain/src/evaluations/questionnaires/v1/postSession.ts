import { freeText, group, matrix, multipleChoice, option, specifyOption, star, zeroToTen } from "../../questionBuilders";
import { yesNotSureNoWithFollowUp } from "./scales";

// The post-session questions (version 1): expected behaviour, the trainer, the session overall.

const agreement = [
  option("stronglyDisagree", "surveyScales.stronglyDisagree"),
  option("disagree", "surveyScales.disagree"),
  option("agree", "surveyScales.agree"),
  option("stronglyAgree", "surveyScales.stronglyAgree"),
];

export const expectedBehaviourGroup = group("expectedBehaviour", 40, "surveyGroups.expectedBehaviour", null, [
  zeroToTen("expected.wellbeing", "sessionFeedbackQuestions.likelyToTalk", { helperText: "surveyScales.zeroToTenHelp" }),
  zeroToTen("expected.planning", "sessionFeedbackQuestions.likelyToPlan", { helperText: "surveyScales.zeroToTenHelp" }),
  zeroToTen("expected.support", "sessionFeedbackQuestions.likelyToPoint", { helperText: "surveyScales.zeroToTenHelp" }),
]);

export const aboutYourTrainerGroup = group("aboutYourTrainer", 50, "surveyGroups.aboutYourTrainer", null, [
  matrix(
    "trainer.statements",
    "sessionFeedbackQuestions.trainerStatements",
    [
      option("explainedClearly", "sessionFeedbackQuestions.trainerExplainedClearly"),
      option("madeComfortable", "sessionFeedbackQuestions.trainerMadeComfortable"),
      option("knewSubject", "sessionFeedbackQuestions.trainerKnewSubject"),
      option("answeredQuestions", "sessionFeedbackQuestions.trainerAnsweredQuestions"),
    ],
    agreement,
  ),
]);

export const sessionOverallGroup = group("sessionOverall", 60, "surveyGroups.sessionOverall", null, [
  star("session.stars", "sessionFeedbackQuestions.sessionStars"),
  multipleChoice("session.mostUseful", "sessionFeedbackQuestions.mostUseful", [
    option("practiceConversations", "sessionFeedbackQuestions.practiceConversations"),
    option("groupDiscussions", "sessionFeedbackQuestions.groupDiscussions"),
    option("workbook", "sessionFeedbackQuestions.workbook"),
    option("videos", "sessionFeedbackQuestions.videos"),
    specifyOption("somethingElse", "sessionFeedbackQuestions.somethingElse"),
  ]),
  yesNotSureNoWithFollowUp("session.wouldRecommend", "sessionFeedbackQuestions.wouldRecommend", "sessionFeedbackQuestions.whatWouldHelpRecommend", true),
  freeText("session.anythingElse", "sessionFeedbackQuestions.anythingElse", { required: false }),
]);
