import { describe, expect, it } from "vitest";
import { evaluationToOffer } from "./evaluationOffer";

const on = (...days: string[]) => days.map((sessionDate) => ({ sessionDate, startTime: "10:00", endTime: "12:30" }));

describe("the evaluation a participant's session details offer", () => {
  it("offers the pre-course evaluation before a course's first session, never the post-session one", () => {
    expect(evaluationToOffer({ dates: on("2026-12-10"), modules: ["1"], evaluations: [] }, "2026-12-01")).toBe("pre-course");
    expect(evaluationToOffer({ dates: on("2026-12-10"), modules: ["1"], evaluations: ["pre-course"] }, "2026-12-01")).toBeNull();
  });

  it("offers nothing before a later module's session", () => {
    expect(evaluationToOffer({ dates: on("2026-12-10"), modules: ["2", "3"], evaluations: [] }, "2026-12-09")).toBeNull();
  });

  it("offers the post-session evaluation of the modules from the session's last day, until it is done", () => {
    expect(evaluationToOffer({ dates: on("2026-12-10", "2026-12-17"), modules: ["2"], evaluations: [] }, "2026-12-10")).toBeNull();
    expect(evaluationToOffer({ dates: on("2026-12-10", "2026-12-17"), modules: ["2"], evaluations: [] }, "2026-12-17")).toBe("post");
    expect(evaluationToOffer({ dates: on("2026-12-10"), modules: ["train-the-trainer"], evaluations: [] }, "2027-01-05")).toBe("post-train-the-trainer");
    expect(evaluationToOffer({ dates: on("2026-12-10"), modules: ["1", "trainer-upskill"], evaluations: ["pre-course"] }, "2026-12-10")).toBe(
      "post-trainer-upskill",
    );
    expect(evaluationToOffer({ dates: on("2026-12-10"), modules: ["2"], evaluations: ["post"] }, "2026-12-10")).toBeNull();
  });

  it("asks for a missing pre-course evaluation first, as the survey does", () => {
    expect(evaluationToOffer({ dates: on("2026-12-10"), modules: ["1", "2"], evaluations: [] }, "2026-12-11")).toBe("pre-course");
    expect(evaluationToOffer({ dates: on("2026-12-10"), modules: ["1", "2"], evaluations: ["pre-course"] }, "2026-12-11")).toBe("post");
  });

  it("offers nothing once the post-session evaluation is done, not even a pre-course one never given (issue 25)", () => {
    expect(evaluationToOffer({ dates: on("2026-12-10"), modules: ["1"], evaluations: ["post"] }, "2026-12-11")).toBeNull();
    expect(
      evaluationToOffer({ dates: on("2026-12-10"), modules: ["1", "train-the-trainer"], evaluations: ["post-train-the-trainer"] }, "2026-12-10"),
    ).toBeNull();
  });
});
