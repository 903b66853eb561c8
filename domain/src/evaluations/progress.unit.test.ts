import { describe, expect, it } from "vitest";
import { message } from "../i18n/translate";
import type { FormState } from "./formState";
import { canGoNext, canSubmit, completionRate, isUnlocked, surveyStep, visibleGroups } from "./progress";
import { count, freeText, group, matrix, option, star } from "./questionBuilders";
import { questionnaireV1 } from "./questionnaires/v1";
import { completeForm } from "./testFixtures";

const given = (entries: Record<string, FormState[string]["answer"]>): FormState =>
  Object.fromEntries(Object.entries(entries).map(([code, answer]) => [code, { answer, otherAnswer: null }]));

const first = group("first", 1, "surveyGroups.behaviour", null, [
  count("seen", "behaviourQuestions.peopleSeen", null),
  freeText("comments", "sessionFeedbackQuestions.anythingElse", { required: false }),
  matrix(
    "trainer",
    "sessionFeedbackQuestions.trainerStatements",
    [option("a", "surveyScales.agree"), option("b", "surveyScales.disagree")],
    [option("yes", "surveyScales.yes")],
  ),
  star("stars", "sessionFeedbackQuestions.sessionStars"),
]);
const last = group("last", 2, "surveyGroups.sessionOverall", null, [star("overall", "trainerCourseQuestions.courseStars")]);
const groups = [first, last];

describe("visible groups", () => {
  it("given a person whose demographics are not known, when the pre-course survey opens, then demographics come first", () => {
    const ids = visibleGroups(questionnaireV1, "pre-course", { demographicsKnown: false }).map((shown) => shown.id);
    expect(ids).toEqual(["demographic", "behaviour", "statements.wellbeing", "statements.planning", "statements.support"]);
  });

  it("given a person whose demographics are known, when a follow-up opens, then demographics are skipped", () => {
    const ids = visibleGroups(questionnaireV1, "3-months-follow-up", { demographicsKnown: true }).map((shown) => shown.id);
    expect(ids).toEqual(["behaviour", "statements.wellbeing", "statements.planning", "statements.support"]);
  });

  it("given the post survey, then it asks expected behaviour, the trainer and the session overall, never demographics", () => {
    expect(visibleGroups(questionnaireV1, "post", { demographicsKnown: false }).map((shown) => shown.id)).toEqual([
      "expectedBehaviour",
      "aboutYourTrainer",
      "sessionOverall",
    ]);
  });

  it("given a train-the-trainer or trainer-upskill survey, then it asks its own groups", () => {
    for (const surveyType of ["post-train-the-trainer", "post-trainer-upskill"] as const) {
      expect(visibleGroups(questionnaireV1, surveyType, { demographicsKnown: false }).map((shown) => shown.id)).toEqual([
        "teachingHabits",
        "expectedTeaching",
        "courseOverall",
      ]);
    }
  });
});

describe("'Step x/y'", () => {
  it("given two visible groups, when on the first, then it says Step 1/2", () => {
    expect(surveyStep(0, groups)).toEqual(message("survey.step", { step: 1, total: 2 }));
  });
});

describe("the completion rate (§5)", () => {
  it("given nothing answered, then 0", () => {
    expect(completionRate(groups, {})).toBe(0);
  });

  it("given 1 of the 4 required questions answered, then 25; an optional answer adds nothing", () => {
    expect(completionRate(groups, given({ seen: 2, comments: "Good" }))).toBe(25);
  });

  it("given 1 of 3 required questions answered, then the percent is rounded up: 34", () => {
    const three = group("three", 1, "surveyGroups.behaviour", null, [
      star("a", "behaviourQuestions.skill"),
      star("b", "behaviourQuestions.habit"),
      star("c", "behaviourQuestions.time"),
    ]);
    expect(completionRate([three], given({ a: 3 }))).toBe(34);
  });

  it("given a matrix with one of two rows rated, then it is not answered yet", () => {
    expect(completionRate(groups, given({ seen: 2, trainer: { a: "yes" }, stars: 4, overall: 5 }))).toBe(75);
  });

  it("given every required question answered, then 100", () => {
    expect(completionRate(groups, given({ seen: 2, trainer: { a: "yes", b: "yes" }, stars: 4, overall: 5 }))).toBe(100);
  });

  it("given every behaviour and statement answered, then 100 when demographics are known and less when they are asked", () => {
    const asked = visibleGroups(questionnaireV1, "pre-course", { demographicsKnown: false });
    const skipped = visibleGroups(questionnaireV1, "pre-course", { demographicsKnown: true });
    const form = given(Object.fromEntries(skipped.flatMap((shown) => shown.questions).map((question) => [question.code, question.kind === "count" ? 0 : 3])));
    expect(completionRate(skipped, form)).toBe(100);
    expect(completionRate(asked, form)).toBeLessThan(100);
  });
});

describe("questions unlock in order (§4)", () => {
  it("given nothing answered, then the first question is open and the next required one is not", () => {
    expect(isUnlocked(first, "seen", {})).toBe(true);
    expect(isUnlocked(first, "comments", {})).toBe(false);
  });

  it("given the first required question answered, then the questions after it open up to the next required one", () => {
    const form = given({ seen: 1 });
    expect(isUnlocked(first, "comments", form)).toBe(true);
    expect(isUnlocked(first, "trainer", form)).toBe(true);
    expect(isUnlocked(first, "stars", form)).toBe(false);
  });

  it("given a matrix with a row unrated, then the question after it stays disabled until every row is rated", () => {
    expect(isUnlocked(first, "stars", given({ seen: 1, trainer: { a: "yes" } }))).toBe(false);
    expect(isUnlocked(first, "stars", given({ seen: 1, trainer: { a: "yes", b: "yes" } }))).toBe(true);
  });

  it("given later questions answered and an earlier one changed to ask for more (issue 25), then the answered ones stay open", () => {
    const form = given({ seen: 1, trainer: { a: "yes", b: "yes" }, stars: 2 });
    const reopened = { ...form, seen: { answer: null, otherAnswer: null } };
    expect(isUnlocked(first, "stars", reopened)).toBe(true);
    expect(isUnlocked(first, "comments", reopened)).toBe(false);
  });

  it("given a question not in the group, then it is not unlocked", () => {
    expect(isUnlocked(first, "overall", {})).toBe(false);
  });
});

describe("Next and Submit (§4)", () => {
  const firstDone = given({ seen: 1, trainer: { a: "yes", b: "yes" }, stars: 2 });

  it("given the first group incomplete, then Next is disabled", () => {
    expect(canGoNext(groups, 0, given({ seen: 1 }))).toBe(false);
  });

  it("given the first group complete, then Next is enabled", () => {
    expect(canGoNext(groups, 0, firstDone)).toBe(true);
  });

  it("given the last group, then Next is disabled", () => {
    expect(canGoNext(groups, 1, { ...firstDone, ...given({ overall: 3 }) })).toBe(false);
  });

  it("given 100 % on the last group, then Submit is enabled; on an earlier group it is not", () => {
    const done = { ...firstDone, ...given({ overall: 3 }) };
    expect(canSubmit(groups, 1, done)).toBe(true);
    expect(canSubmit(groups, 0, done)).toBe(false);
  });

  it("given less than 100 % on the last group, then Submit is disabled", () => {
    expect(canSubmit(groups, 1, given({ overall: 3 }))).toBe(false);
  });
});

describe("a real survey answered in full", () => {
  it.each(["pre-course", "post", "post-train-the-trainer", "6-months-follow-up"] as const)(
    "given %s answered, then 100 % and Submit on its last page",
    (surveyType) => {
      const shown = visibleGroups(questionnaireV1, surveyType, { demographicsKnown: false });
      const form = completeForm(shown);
      expect(completionRate(shown, form)).toBe(100);
      expect(canSubmit(shown, shown.length - 1, form)).toBe(true);
    },
  );
});
