import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { SURVEY_TYPES } from "../../constants";
import { en } from "../../i18n/en";
import { QuestionGroup, type AnswerOption, type Question } from "../questionnaire";
import { QUESTIONNAIRES } from "./index";
import { formatMessage } from "@wellbeing/i18n";

// Every questionnaire version is well-formed data: what the survey screen and the server's validation rely on.

const optionsOfQuestion = (question: Question): ReadonlyArray<AnswerOption> => {
  switch (question.kind) {
    case "singleChoice":
    case "dropdown":
    case "multipleChoice":
      return question.options;
    case "dependentDropdown":
      return Object.values(question.optionsByParent).flat();
    case "matrix":
      return [...question.rows, ...question.rateLabels];
    default:
      return [];
  }
};

describe.each(Object.values(QUESTIONNAIRES))("questionnaire $version", (questionnaire) => {
  const groups = [...new Set(Object.values(questionnaire.groupsBySurveyType).flat())];
  const questions = groups.flatMap((group) => group.questions);

  it("gives every survey type at least one group", () => {
    for (const surveyType of SURVEY_TYPES) expect(questionnaire.groupsBySurveyType[surveyType].length, surveyType).toBeGreaterThan(0);
  });

  it("names each question by a code of its own", () => {
    const codes = questions.map((question) => question.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("gives each group an order of its own", () => {
    expect(new Set(groups.map((group) => group.order)).size).toBe(groups.length);
  });

  it("marks an option 'please specify' exactly when its English label says so (§5)", () => {
    for (const option of questions.flatMap(optionsOfQuestion)) {
      expect(option.specify, option.label).toBe(formatMessage(en, "en", option.label).toLowerCase().includes("please specify"));
    }
  });

  it("triggers follow-ups only with the question's own options", () => {
    for (const question of questions.filter((candidate) => candidate.followUp !== null)) {
      const values = optionsOfQuestion(question).map((option) => option.value);
      for (const trigger of question.followUp!.ifAnswerIsOneOf) expect(values, question.code).toContain(trigger);
    }
  });

  it("makes a dependent dropdown or a capped count follow an earlier question of its group", () => {
    for (const group of groups) {
      group.questions.forEach((question, index) => {
        const earlier = group.questions.slice(0, index).map((candidate) => candidate.code);
        if (question.kind === "dependentDropdown") expect(earlier, question.code).toContain(question.dependsOn);
        if (question.kind === "count" && question.atMost !== null) expect(earlier, question.code).toContain(question.atMost);
      });
    }
  });

  it("offers a department for every organisation its parent offers", () => {
    for (const question of questions) {
      if (question.kind !== "dependentDropdown") continue;
      const parent = questions.find((candidate) => candidate.code === question.dependsOn)!;
      for (const option of optionsOfQuestion(parent)) expect(question.optionsByParent[option.value]?.length, option.value).toBeGreaterThan(0);
    }
  });

  it("travels as the wire schema says (every text a catalogue key)", () => {
    const wire = Schema.Array(QuestionGroup);
    expect(Schema.decodeUnknownSync(wire)(Schema.encodeSync(wire)(groups))).toEqual(groups);
  });
});
