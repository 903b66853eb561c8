import { describe, expect, it } from "vitest";
import { en, questionnaireOf, visibleGroups, type FormState, type SurveyDataAnswer } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { ApiError, networkError } from "../../api/apiError";
import { afterSubmitPath, submissionBody, submissionFailure } from "./surveySubmission";
import { translator } from "@wellbeing/i18n";

const surveyOf = (surveyType: SurveyDataAnswer["surveyType"]): SurveyDataAnswer => ({
  sessionId: "session-1",
  shortId: "abc123",
  surveyType,
  course: "C5",
  modules: ["2"],
  sessionDates: [],
  trainerNames: ["Tia Trainer"],
  remote: true,
  questionnaireVersion: "v1",
  groups: visibleGroups(questionnaireOf("v1"), surveyType, { demographicsKnown: false }),
  msg: null,
});

describe("the submission payload (§3)", () => {
  const post = surveyOf("post");

  it("names the session, the survey type, the research choice and every question shown", () => {
    const body = submissionBody(post, completeForm(post.groups), true);
    expect(body.sessionId).toBe("session-1");
    expect(body.surveyType).toBe("post");
    expect(body.disagreedToResearch).toBe(true);
    expect(body.questionIDList).toEqual(post.groups.flatMap((group) => group.questions.map((question) => question.code)));
    expect(body.formState["expected.wellbeing"]).toEqual({ answer: 5, otherAnswer: null });
    expect(body.formState["trainer.statements"]?.answer).toEqual({
      explainedClearly: "stronglyDisagree",
      madeComfortable: "stronglyDisagree",
      knewSubject: "stronglyDisagree",
      answeredQuestions: "stronglyDisagree",
    });
  });

  it("carries the token of the e-mailed link it was opened from, when there is one (issue 25)", () => {
    expect(submissionBody(post, {}, false, "c3ViamVjdA.0123456789abcdefghijABCDEFGHIJ_-").linkToken).toBe("c3ViamVjdA.0123456789abcdefghijABCDEFGHIJ_-");
    expect(submissionBody(post, {}, false, null)).not.toHaveProperty("linkToken");
  });

  it("leaves out blank answers and answers to questions the survey did not show", () => {
    const form: FormState = {
      "expected.wellbeing": { answer: 7, otherAnswer: null },
      "expected.planning": { answer: null, otherAnswer: null },
      "session.anythingElse": { answer: "  ", otherAnswer: null },
      "demographic.jobTitle": { answer: "Nurse", otherAnswer: null },
    };
    expect(submissionBody(post, form, false).formState).toEqual({ "expected.wellbeing": { answer: 7, otherAnswer: null } });
  });

  it("sends a 'please specify' or follow-up text only while the chosen answer asks for it", () => {
    const form: FormState = {
      "session.mostUseful": { answer: ["somethingElse"], otherAnswer: "The role play" },
      "session.wouldRecommend": { answer: "yes", otherAnswer: "typed while 'no' was chosen" },
    };
    const sent = submissionBody(post, form, false).formState;
    expect(sent["session.mostUseful"]).toEqual({ answer: ["somethingElse"], otherAnswer: "The role play" });
    expect(sent["session.wouldRecommend"]).toEqual({ answer: "yes", otherAnswer: null });
  });
});

describe("after submitting (§4, §2.18)", () => {
  it("goes to the participant's thank-you page", () => {
    expect(afterSubmitPath("pre-course", { users: ["participant"] })).toBe("/participant/thank-you");
  });

  it("goes to the trainer sign-up it offered after a Train the Trainer evaluation by a participant-only person", () => {
    expect(afterSubmitPath("post-train-the-trainer", { users: ["participant"] })).toBe("/ttt-signup");
  });

  it("goes to the trainer's thank-you page after a Train the Trainer evaluation by someone with a staff account", () => {
    expect(afterSubmitPath("post-train-the-trainer", { users: ["participant", "trainer"] })).toBe("/trainer/trainer-thank-you");
    expect(afterSubmitPath("post", { users: ["participant", "trainer"] })).toBe("/participant/thank-you");
  });

  it("stays on the survey to thank someone not logged in (the thank-you pages are a participant's)", () => {
    expect(afterSubmitPath("pre-course", null)).toBeNull();
  });
});

describe("a refused submission (§8)", () => {
  const english = translator(en, "en");

  it("shows the server's text, else the specification's", () => {
    expect(submissionFailure(new ApiError(409, "you've already submitted this evaluation."), english)).toBe("you've already submitted this evaluation.");
    expect(submissionFailure(networkError(), english)).toBe(english("survey.submitFailed"));
    expect(submissionFailure(new Error("boom"), english)).toBe(english("survey.submitFailed"));
  });

  it("words its own text in the language on screen", () => {
    const welsh = translator(cy, "cy");
    expect(submissionFailure(networkError(), welsh)).toBe(welsh("survey.submitFailed"));
    expect(welsh("survey.submitFailed")).not.toBe(english("survey.submitFailed"));
  });
});
