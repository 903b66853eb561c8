import { describe, expect, it } from "vitest";
import { responseRateBase } from "./responseBase";

describe("what a response rate is over", () => {
  it("given a register with marks, then it is over those who came, not those registered", () => {
    expect(responseRateBase(12, 9)).toEqual({ attendees: 9, basis: "attended" });
    expect(responseRateBase(12, 0)).toEqual({ attendees: 0, basis: "attended" });
  });

  it("given a register never taken, then it is over those registered, and says so", () => {
    expect(responseRateBase(12, null)).toEqual({ attendees: 12, basis: "registered" });
  });
});
