import { describe, expect, it } from "vitest";
import { questionnaireOf, visibleGroups } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { resumeIndex } from "./surveyResume";

const groups = visibleGroups(questionnaireOf("v1"), "post", { demographicsKnown: false });

describe("resuming a survey from saved progress", () => {
  it("opens the first group with something left to answer", () => {
    expect(resumeIndex(groups, {})).toBe(0);
    expect(resumeIndex(groups, completeForm(groups.slice(0, 1)))).toBe(1);
    expect(resumeIndex(groups, completeForm(groups.slice(0, 2)))).toBe(2);
  });

  it("opens the last group when every one is answered, where Submit is", () => {
    expect(resumeIndex(groups, completeForm(groups))).toBe(groups.length - 1);
  });

  it("stops at a group whose saved answer breaks a rule, even after complete ones", () => {
    const form = { ...completeForm(groups), "expected.planning": { answer: 12, otherAnswer: null } };
    expect(resumeIndex(groups, form)).toBe(0);
  });
});
