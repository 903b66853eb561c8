import { describe, expect, it } from "vitest";
import { answerOtherText, answerQuestion, clampZeroToTen } from "./answering";
import { dependentDropdown, dropdown, option, zeroToTen } from "./questionBuilders";

describe("the 0–10 clamp (§5)", () => {
  it.each([
    [11, 10],
    [250, 10],
    ["", 0],
    [null, 0],
    ["abc", 0],
    [-3, 0],
    ["7", 7],
    [6.6, 7],
  ] as const)("given %j typed, then the answer is %j", (typed, kept) => {
    expect(clampZeroToTen(typed)).toBe(kept);
  });

  it("given a 0–10 question, when 12 is answered, then the form keeps 10", () => {
    const questions = [zeroToTen("likely", "sessionFeedbackQuestions.likelyToTalk")];
    expect(answerQuestion(questions, {}, "likely", 12)).toEqual({ likely: { answer: 10, otherAnswer: null } });
  });
});

describe("changing the organisation (§5 dependent department)", () => {
  const questions = [
    dropdown("organisation", "demographicQuestions.organisation", [option("Health", "organisations.health"), option("College", "organisations.college")]),
    dependentDropdown("department", "demographicQuestions.department", "organisation", {
      Health: [option("primaryCare", "demographicQuestions.primaryCare")],
      College: [option("teaching", "demographicQuestions.teaching")],
    }),
  ];
  const chosen = { organisation: { answer: "Health", otherAnswer: null }, department: { answer: "primaryCare", otherAnswer: null } };

  it("given a department of Health, when the organisation becomes College, then the department is cleared", () => {
    expect(answerQuestion(questions, chosen, "organisation", "College")).toEqual({
      organisation: { answer: "College", otherAnswer: null },
      department: { answer: null, otherAnswer: null },
    });
  });

  it("given a department of Health, when Health is chosen again, then the department stays", () => {
    expect(answerQuestion(questions, chosen, "organisation", "Health")).toEqual(chosen);
  });
});

describe("a question's free text", () => {
  it("given an answer, when its free text is typed, then the answer stays beside it", () => {
    expect(answerOtherText({ gender: { answer: "selfDescribe", otherAnswer: null } }, "gender", "Agender")).toEqual({
      gender: { answer: "selfDescribe", otherAnswer: "Agender" },
    });
  });
});
