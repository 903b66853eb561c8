import { describe, expect, it } from "vitest";
import { csvLine } from "./csvText";
import { QUESTION_COLUMNS, answerCell } from "./responseColumns";

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

  it("quotes a CSV cell holding a comma, a quote or a line break", () => {
    expect(csvLine(["plain", "a,b", 'say "hi"', "two\nlines"])).toBe('plain,"a,b","say ""hi""","two\nlines"');
  });
});
