import { describe, expect, it } from "vitest";
import { cy } from "../i18n/cy";
import { en } from "../i18n/en";
import { QUESTION_COLUMNS, answerCell, answerWords, questionHeader } from "./responseColumns";
import { translator } from "@wellbeing/i18n";

const english = translator(en, "en");
const welsh = translator(cy, "cy");
const columnOf = (code: string) => QUESTION_COLUMNS.find((column) => column.code === code)!;

describe("the answer columns of the responses exports (§3)", () => {
  it("has one column per question code, the demographic ones first", () => {
    const codes = QUESTION_COLUMNS.map((column) => column.code);
    expect(new Set(codes).size).toBe(codes.length);
    const firstOther = QUESTION_COLUMNS.findIndex((column) => !column.demographic);
    expect(QUESTION_COLUMNS.slice(0, firstOther).every((column) => column.code.startsWith("demographic."))).toBe(true);
    expect(QUESTION_COLUMNS.slice(firstOther).some((column) => column.demographic)).toBe(false);
  });

  it("writes a list joined with commas, an object as JSON, a number as it is, the written text after its answer", () => {
    expect(answerCell(["a", "b"])).toBe("a,b");
    expect(answerCell({ row: "often" })).toBe('{"row":"often"}');
    expect(answerCell(7)).toBe("7");
    expect(answerCell(undefined)).toBe("");
    expect(answerCell("other", "Community nurse")).toBe("other: Community nurse");
    expect(answerCell(undefined, "Support worker")).toBe("Support worker");
  });
});

describe("a staff export's question columns in its language (issue 26)", () => {
  it("given a question, then its header is its words, in English or in Welsh", () => {
    expect(questionHeader(columnOf("demographic.ageBand"), english)).toBe(en.demographicQuestions.ageBand);
    expect(questionHeader(columnOf("demographic.ageBand"), welsh)).toBe(cy.demographicQuestions.ageBand);
  });

  it("given questions worded alike on several pages, then each header names its page too, and every header differs", () => {
    const knowledge = questionHeader(columnOf("statements.wellbeing.knowledge"), english);
    expect(knowledge).toContain(en.behaviourQuestions.knowledge);
    expect(knowledge).not.toBe(questionHeader(columnOf("statements.planning.knowledge"), english));
    for (const t of [english, welsh]) {
      const headers = QUESTION_COLUMNS.map((column) => questionHeader(column, t));
      expect(new Set(headers).size).toBe(headers.length);
    }
  });

  it("given choices and a matrix's ratings, then their labels in the export's language; numbers as they are", () => {
    const stars = columnOf("statements.wellbeing.knowledge");
    expect(answerWords(stars.question, 4, null, welsh)).toBe("4");
    const matrix = QUESTION_COLUMNS.find((column) => column.question.kind === "matrix")!;
    if (matrix.question.kind !== "matrix") throw new Error("no matrix");
    const [row] = matrix.question.rows;
    const [rate] = matrix.question.rateLabels;
    expect(JSON.parse(answerWords(matrix.question, { [row!.value]: rate!.value }, null, welsh))).toEqual({ [welsh(row!.label)]: welsh(rate!.label) });
    const multiple = QUESTION_COLUMNS.find((column) => column.question.kind === "multipleChoice")!;
    if (multiple.question.kind !== "multipleChoice") throw new Error("no multiple choice");
    const [first, second] = multiple.question.options;
    expect(answerWords(multiple.question, [first!.value, second!.value], null, welsh)).toBe(`${welsh(first!.label)},${welsh(second!.label)}`);
    expect(answerWords(multiple.question, undefined, null, welsh)).toBe("");
  });
});
