import { describe, expect, it } from "vitest";
import { message } from "../i18n/translate";
import { answerProblems, asksForOtherAnswer, isAnswered, optionsOf } from "./answerCheck";
import type { FormState } from "./formState";
import { count, dependentDropdown, dropdown, freeText, matrix, multipleChoice, option, singleChoice, specifyOption, star, zeroToTen } from "./questionBuilders";

// §5's answer rules, question kind by question kind: given a form, when a question is checked, then it
// is answered or says why not.

const answers = (entries: Record<string, FormState[string]["answer"]>, other: Record<string, string> = {}): FormState =>
  Object.fromEntries(Object.entries(entries).map(([code, answer]) => [code, { answer, otherAnswer: other[code] ?? null }]));

const mustBeAnswered = message("survey.mustBeAnswered");

describe("a required question", () => {
  const question = star("stars", "sessionFeedbackQuestions.sessionStars");

  it("given no answer, then it must be answered ('* this question must be answered')", () => {
    expect(answerProblems(question, {})).toEqual({ answer: mustBeAnswered });
    expect(isAnswered(question, {})).toBe(false);
  });

  it("given an answer within 0–5 stars, then it is answered (0 stars included)", () => {
    expect(isAnswered(question, answers({ stars: 0 }))).toBe(true);
    expect(isAnswered(question, answers({ stars: 5 }))).toBe(true);
  });

  it("given 6 stars or half a star, then the range is refused", () => {
    expect(answerProblems(question, answers({ stars: 6 }))).toEqual({ answer: message("survey.numberOutOfRange", { min: 0, max: 5 }) });
    expect(isAnswered(question, answers({ stars: 2.5 }))).toBe(false);
  });
});

describe("a question that is not required (isRequired false)", () => {
  const question = freeText("comments", "sessionFeedbackQuestions.anythingElse", { required: false });

  it("given no answer or a blank one, then nothing is wrong, though it is not answered", () => {
    expect(answerProblems(question, {})).toEqual({});
    expect(answerProblems(question, answers({ comments: "  " }))).toEqual({});
    expect(isAnswered(question, answers({ comments: "" }))).toBe(false);
  });
});

describe("a 0–10 question", () => {
  const question = zeroToTen("likely", "sessionFeedbackQuestions.likelyToTalk");

  it("given 11 or a text, then the range is refused (the screen clamps before it submits)", () => {
    expect(answerProblems(question, answers({ likely: 11 }))).toEqual({ answer: message("survey.numberOutOfRange", { min: 0, max: 10 }) });
    expect(isAnswered(question, answers({ likely: "7" }))).toBe(false);
  });

  it("given 0 or 10, then it is answered", () => {
    expect(isAnswered(question, answers({ likely: 0 }))).toBe(true);
    expect(isAnswered(question, answers({ likely: 10 }))).toBe(true);
  });
});

describe("conversations are never more than the people seen", () => {
  const seen = count("seen", "behaviourQuestions.peopleSeen", null);
  const talked = count("talked", "behaviourQuestions.talkedAboutWellbeing", "seen");

  it("given 3 people seen, when 4 conversations are given, then it is refused", () => {
    expect(answerProblems(talked, answers({ seen: 3, talked: 4 }))).toEqual({ answer: message("survey.moreThanPeopleSeen") });
  });

  it("given 3 people seen, when 3 conversations are given, then it is answered", () => {
    expect(isAnswered(talked, answers({ seen: 3, talked: 3 }))).toBe(true);
  });

  it("given a count below 0 or a fraction, then it is not a count", () => {
    expect(answerProblems(seen, answers({ seen: -1 }))).toEqual({ answer: message("survey.countNotANumber") });
    expect(answerProblems(seen, answers({ seen: 1.5 }))).toEqual({ answer: message("survey.countNotANumber") });
  });
});

describe("'please specify' (§5)", () => {
  const question = singleChoice("gender", "demographicQuestions.gender", [
    option("woman", "demographicQuestions.woman"),
    specifyOption("selfDescribe", "demographicQuestions.selfDescribe"),
  ]);

  it("given a choice that needs specifying without its free text, then it does not count and the free text must be answered", () => {
    const form = answers({ gender: "selfDescribe" });
    expect(asksForOtherAnswer(question, form)).toBe(true);
    expect(answerProblems(question, form)).toEqual({ otherAnswer: mustBeAnswered });
    expect(isAnswered(question, form)).toBe(false);
  });

  it("given the same choice with its free text, then it counts", () => {
    expect(isAnswered(question, answers({ gender: "selfDescribe" }, { gender: "Agender" }))).toBe(true);
  });

  it("given a choice that needs nothing more, then no free text is asked", () => {
    expect(asksForOtherAnswer(question, answers({ gender: "woman" }))).toBe(false);
    expect(isAnswered(question, answers({ gender: "woman" }))).toBe(true);
  });

  it("given a value that is not an option, then it is refused", () => {
    expect(answerProblems(question, answers({ gender: "robot" }))).toEqual({ answer: message("survey.notAnOption") });
  });

  it("given several choices, one needing specifying, then the free text is needed", () => {
    const useful = multipleChoice("useful", "sessionFeedbackQuestions.mostUseful", [
      option("videos", "sessionFeedbackQuestions.videos"),
      specifyOption("somethingElse", "sessionFeedbackQuestions.somethingElse"),
    ]);
    expect(isAnswered(useful, answers({ useful: ["videos", "somethingElse"] }))).toBe(false);
    expect(isAnswered(useful, answers({ useful: ["videos", "somethingElse"] }, { useful: "Role play" }))).toBe(true);
    expect(answerProblems(useful, answers({ useful: ["videos", "videos"] }))).toEqual({ answer: message("survey.notAnOption") });
  });
});

describe("a follow-up question's trigger answers (§3, §5)", () => {
  const choices = [option("yes", "surveyScales.yes"), option("no", "surveyScales.no")];
  const required = singleChoice("recommend", "sessionFeedbackQuestions.wouldRecommend", choices, {
    followUp: { ifAnswerIsOneOf: ["no"], isRequired: true, text: "sessionFeedbackQuestions.whatWouldHelpRecommend" },
  });
  const optional = singleChoice("recommend", "sessionFeedbackQuestions.wouldRecommend", choices, {
    followUp: { ifAnswerIsOneOf: ["no"], isRequired: false, text: "sessionFeedbackQuestions.whatWouldHelpRecommend" },
  });

  it("given a trigger answer of a required follow-up, then it counts only with the follow-up's answer", () => {
    expect(isAnswered(required, answers({ recommend: "no" }))).toBe(false);
    expect(isAnswered(required, answers({ recommend: "no" }, { recommend: "Shorter" }))).toBe(true);
  });

  it("given a trigger answer of a follow-up that is not required, then the follow-up shows but need not be answered", () => {
    expect(asksForOtherAnswer(optional, answers({ recommend: "no" }))).toBe(true);
    expect(isAnswered(optional, answers({ recommend: "no" }))).toBe(true);
  });

  it("given an answer that is not a trigger, then no follow-up shows", () => {
    expect(asksForOtherAnswer(required, answers({ recommend: "yes" }))).toBe(false);
    expect(isAnswered(required, answers({ recommend: "yes" }))).toBe(true);
  });
});

describe("a matrix rating (§5: complete when every row is rated)", () => {
  const question = matrix(
    "trainer",
    "sessionFeedbackQuestions.trainerStatements",
    [option("clear", "sessionFeedbackQuestions.trainerExplainedClearly"), option("kind", "sessionFeedbackQuestions.trainerMadeComfortable")],
    [option("disagree", "surveyScales.disagree"), option("agree", "surveyScales.agree")],
  );

  it("given one row of two rated, then every row must be rated", () => {
    expect(answerProblems(question, answers({ trainer: { clear: "agree" } }))).toEqual({ answer: message("survey.rowNotRated") });
  });

  it("given every row rated, then it is answered", () => {
    expect(isAnswered(question, answers({ trainer: { clear: "agree", kind: "disagree" } }))).toBe(true);
  });

  it("given no row rated, then it must be answered", () => {
    expect(answerProblems(question, answers({ trainer: {} }))).toEqual({ answer: mustBeAnswered });
  });

  it("given a row or a rating it does not have, then it is refused", () => {
    expect(answerProblems(question, answers({ trainer: { clear: "agree", kind: "agree", other: "agree" } }))).toEqual({
      answer: message("survey.notAnOption"),
    });
    expect(answerProblems(question, answers({ trainer: { clear: "agree", kind: "meh" } }))).toEqual({ answer: message("survey.notAnOption") });
  });
});

describe("the department follows the organisation (§5)", () => {
  const organisation = dropdown("organisation", "demographicQuestions.organisation", [
    option("Health", "organisations.health"),
    option("College", "organisations.college"),
  ]);
  const department = dependentDropdown("department", "demographicQuestions.department", "organisation", {
    Health: [option("primaryCare", "demographicQuestions.primaryCare")],
    College: [option("teaching", "demographicQuestions.teaching")],
  });

  it("given no organisation, then no department is offered", () => {
    expect(optionsOf(department, {})).toEqual([]);
    expect(optionsOf(organisation, {})).toHaveLength(2);
  });

  it("given Health, then Health's departments are offered and one of them answers", () => {
    const form = answers({ organisation: "Health", department: "primaryCare" });
    expect(optionsOf(department, form).map((option) => option.value)).toEqual(["primaryCare"]);
    expect(isAnswered(department, form)).toBe(true);
  });

  it("given College, then a Health department is not an answer", () => {
    expect(answerProblems(department, answers({ organisation: "College", department: "primaryCare" }))).toEqual({ answer: message("survey.notAnOption") });
  });
});
