import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS, rateLimitsWith, textFieldOf } from "./rateLimits";

describe("textFieldOf (what a rate limit keys on)", () => {
  it("reads a text field, trimmed and lowercased", () => {
    expect(textFieldOf({ email: "  Ana@Example.org " }, "email")).toBe("ana@example.org");
  });

  it("never throws, whatever the body holds", () => {
    const odd: unknown[] = [
      undefined,
      null,
      42,
      "text",
      [],
      [1],
      { email: { toString: 1 } },
      { email: ["a@b.c"] },
      { email: 7 },
      Object.create(null),
      { email: Symbol("x") },
    ];
    for (const source of odd) expect(textFieldOf(source, "email")).toBe("");
  });
});

describe("rateLimitsWith", () => {
  it("overrides the limits it is given and keeps the defaults of the others", () => {
    const signUp = { max: 1, timeWindowMs: 1_000 };
    expect(rateLimitsWith({ signUp })).toEqual({ ...DEFAULT_RATE_LIMITS, signUp });
    expect(rateLimitsWith()).toEqual(DEFAULT_RATE_LIMITS);
  });
});
