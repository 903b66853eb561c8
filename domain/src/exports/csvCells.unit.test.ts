import { describe, expect, it } from "vitest";
import { neutraliseCell } from "./csvCells";

describe("a CSV cell a spreadsheet could run as a formula (issue 24 §4, OWASP)", () => {
  it.each(["=SUM(A1:A9)", "+44 1633 000000", "-2+3", "@SUM(1)", "\tindented", "\rcarriage"])("given %j, then a quote goes first", (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it("given text that starts otherwise, then it is written as it is, a formula character later on included", () => {
    expect(neutraliseCell("Ana Jones")).toBe("Ana Jones");
    expect(neutraliseCell("Cost = 3")).toBe("Cost = 3");
    expect(neutraliseCell("")).toBe("");
    expect(neutraliseCell('{"row":"agree"}')).toBe('{"row":"agree"}');
  });
});
