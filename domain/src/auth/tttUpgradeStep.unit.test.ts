import { describe, expect, it } from "vitest";
import { isTrainerSignUpPending } from "./tttUpgradeStep";

describe("the train-the-trainer warning (§2.6, §4)", () => {
  it("shows only while the pending step is signing up as a trainer", () => {
    expect(isTrainerSignUpPending({ step: "signupAsTtt", course: "C5" })).toBe(true);
    expect(isTrainerSignUpPending({ step: "watchTttVideo", course: "C5" })).toBe(false);
    expect(isTrainerSignUpPending(null)).toBe(false);
  });
});
