import { describe, expect, it } from "vitest";
import { jsonDepth } from "./jsonBody";

describe("the nesting depth of JSON text", () => {
  it("counts objects and arrays, and not brackets inside strings", () => {
    expect(jsonDepth('{"a":1}')).toBe(1);
    expect(jsonDepth('{"a":[{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{","b":"\\"[[["}')).toBe(1);
    expect(jsonDepth("12")).toBe(0);
  });

  it("measures a body 5,000 levels deep without recursion", () => {
    expect(jsonDepth(`${"[".repeat(5_000)}${"]".repeat(5_000)}`)).toBe(5_000);
  });
});
