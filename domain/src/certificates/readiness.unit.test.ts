import { describe, expect, it } from "vitest";
import { cameEveryDate, certificateReadiness } from "./readiness";

const dates = [{ sessionDate: "2026-11-10" }, { sessionDate: "2026-11-17" }];

describe("whether an attendee came on every date (issue 29)", () => {
  it("given a mark on each date, then they came on every date", () => {
    expect(cameEveryDate(dates, (sessionDate) => ["2026-11-10", "2026-11-17"].includes(sessionDate))).toBe(true);
  });

  it("given one date without their mark, then they did not", () => {
    expect(cameEveryDate(dates, (sessionDate) => sessionDate === "2026-11-10")).toBe(false);
  });
});

describe("whether a session's certificates can be claimed (§2.13, issue 29)", () => {
  it("given the post evaluation and attendance on every date, then claim", () => {
    expect(certificateReadiness({ postEvaluationGiven: true, cameEveryDate: true })).toBe("claim");
  });

  it("given the post evaluation but attendance not recorded on every date, then attendance first", () => {
    expect(certificateReadiness({ postEvaluationGiven: true, cameEveryDate: false })).toBe("attendanceFirst");
  });

  it("given no post evaluation, then the evaluation first, whatever the register says", () => {
    expect(certificateReadiness({ postEvaluationGiven: false, cameEveryDate: true })).toBe("evaluationFirst");
    expect(certificateReadiness({ postEvaluationGiven: false, cameEveryDate: false })).toBe("evaluationFirst");
  });
});
