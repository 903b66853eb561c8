import { describe, expect, it } from "vitest";
import { isCourse, isSurveyType } from "./constants";

describe("a course or a survey type read from an address", () => {
  it("is one of the specification's, spelled as it is", () => {
    expect(isCourse("C5")).toBe(true);
    expect(isCourse("YOUNG_PEOPLE")).toBe(true);
    expect(isSurveyType("3-months-follow-up")).toBe(true);
  });

  it("is nothing else: another spelling, a missing parameter, history state of any shape", () => {
    for (const value of ["c5", "C6", "", undefined, null, 5, { course: "C5" }]) expect(isCourse(value)).toBe(false);
    for (const value of ["Pre-course", "pre course", "results", undefined]) expect(isSurveyType(value)).toBe(false);
  });
});
