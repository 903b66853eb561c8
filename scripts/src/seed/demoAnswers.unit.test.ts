import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { CURRENT_QUESTIONNAIRE_VERSION, SURVEY_TYPES, questionnaireOf, validateSubmission, visibleGroups } from "@wellbeing/domain";
import { demoAnswers } from "./demoAnswers";

describe("the demo's evaluation answers", () => {
  it.each(SURVEY_TYPES)("answer every %s survey validly, for every demo person", (surveyType) => {
    const groups = visibleGroups(questionnaireOf(CURRENT_QUESTIONNAIRE_VERSION), surveyType, { demographicsKnown: false });
    for (let person = 0; person < 12; person += 1) {
      const judged = validateSubmission(groups, demoAnswers(groups, person));
      expect(Either.isRight(judged) ? "valid" : judged.left, `person ${person}`).toBe("valid");
    }
  });

  it("differ from one person to the next, and are the same on every run", () => {
    const groups = visibleGroups(questionnaireOf(CURRENT_QUESTIONNAIRE_VERSION), "post", { demographicsKnown: true });
    expect(demoAnswers(groups, 1)).toEqual(demoAnswers(groups, 1));
    expect(demoAnswers(groups, 1)).not.toEqual(demoAnswers(groups, 2));
  });
});
